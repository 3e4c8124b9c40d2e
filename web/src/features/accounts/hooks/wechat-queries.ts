import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { API_CODE, isApiError } from '@/api/errors';
import { redirectTo } from '@/lib/browser';
import { toastError, toastSuccess } from '@/lib/toast';
import { getWechatConfig, wechatBind, wechatQrConnect } from '../lib/wechat-api';
import { rememberWechatBackPath, takeWechatBindTicket } from '../lib/wechat-session';
import { accountKeys } from '../queries';
import { WECHAT_TEXT } from '../wechat-texts';

export const wechatConfigQuery = () =>
  queryOptions({
    queryKey: accountKeys.wechatConfig(),
    queryFn: getWechatConfig,
    staleTime: Infinity,
    retry: false,
  });

/**
 * Says a refusal the request layer keeps quiet about (-1000 business refusals, or a -2 naming a field that no form
 * shows here); the other failures it has toasted already.
 */
export function sayWechatRefusal(error: unknown): void {
  if (isApiError(error) && error.kind === 'server' && (error.code === API_CODE.BUSINESS_ERROR || error.field)) {
    toastError(error.msg);
  }
}

/** Whether WeChat sign-in is configured; false while unknown or when the call fails. */
export function useWechatEnabled(): boolean {
  const { data } = useQuery(wechatConfigQuery());
  return data?.enabled === true;
}

/**
 * Starts the QR flow: remembers `backPath` for /weixin-form, asks for the qrconnect URL (with `bind` for a
 * signed-in user binding the account) and leaves for it.
 */
export function useStartWechat(): { start: (backPath: string, bind?: boolean) => Promise<void>; starting: boolean } {
  const [starting, setStarting] = useState(false);
  const start = useCallback(async (backPath: string, bind = false) => {
    setStarting(true);
    try {
      rememberWechatBackPath(backPath);
      const { qrConnectUrl } = await wechatQrConnect(backPath, bind);
      redirectTo(qrConnectUrl);
    } catch (error) {
      setStarting(false);
      sayWechatRefusal(error);
    }
  }, []);
  return { start, starting };
}

/** After a sign-in: binds the WeChat whose ticket /weixin-form kept, and says how it went. */
export async function bindPendingWechat(client: QueryClient): Promise<void> {
  const ticket = takeWechatBindTicket();
  if (!ticket) return;
  try {
    await wechatBind(ticket);
    toastSuccess(WECHAT_TEXT.bindSuccess);
    await client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
  } catch (error) {
    if (isApiError(error)) toastError(error.msg);
  }
}

export function useBindPendingWechat(): () => void {
  const client = useQueryClient();
  return useCallback(() => void bindPendingWechat(client), [client]);
}
