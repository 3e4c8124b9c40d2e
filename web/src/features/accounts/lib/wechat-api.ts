import type { LoginInfo, LoginResult } from '@/api/accounts';
import { api, requestEnvelope } from '@/api/client';
import { apiPaths } from '@/config/paths';

/** Typed calls of WeChat sign-in (docs/accounts.md "WeChat sign-in"). */

export type WechatConfig = { enabled: boolean };
export type WechatQr = { qrConnectUrl: string; state: string };
/** Signed in (a login result) or, for a state issued to bind, `bound: true`. */
export type WechatLoginAnswer = (LoginResult & { callBack: string; bound?: false }) | {
  code: number;
  msg: string;
  callBack: string;
  bound: true;
  nickname: string;
};
/** The -1000 answer for a WeChat bound to nobody. */
export type WechatUnbound = { openId: string; bindTicket: string; nickname: string };
/** Login info with the WeChat binding (the server adds these two fields). */
export type WechatLoginInfo = LoginInfo & { wechatBound?: boolean; wechatNickname?: string };

export const getWechatConfig = (): Promise<WechatConfig> =>
  api.get<WechatConfig>(apiPaths.wechatConfig, undefined, { silent: true, progress: false, throttleKey: false });

export const wechatQrConnect = (callBack: string, bind = false): Promise<WechatQr> =>
  api.post<WechatQr>(apiPaths.wechatQrConnect, { callBack, bind }, { throttleKey: false });

/** Silent: the page decides what a refusal means (a bind ticket, or a message with a way back). */
export const wechatLogin = async (code: string, state: string): Promise<WechatLoginAnswer> =>
  (await requestEnvelope<WechatLoginAnswer>('POST', apiPaths.wechatLogin, { body: { code, state }, silent: true, throttleKey: false }))
    .data;

export const wechatBind = (bindTicket: string): Promise<{ nickname: string }> =>
  api.post<{ nickname: string }>(apiPaths.wechatBind, { bindTicket }, { silent: true, throttleKey: false });

export const wechatUnbind = (): Promise<null> => api.post<null>(apiPaths.wechatUnbind, undefined, { throttleKey: false });

/** The unbound answer's data, when `error` is that refusal. */
export function unboundWechatOf(data: unknown): WechatUnbound | null {
  if (!data || typeof data !== 'object') return null;
  const ticket = (data as { bindTicket?: unknown }).bindTicket;
  if (typeof ticket !== 'string' || ticket === '') return null;
  const { openId, nickname } = data as { openId?: unknown; nickname?: unknown };
  return { bindTicket: ticket, openId: typeof openId === 'string' ? openId : '', nickname: typeof nickname === 'string' ? nickname : '' };
}
