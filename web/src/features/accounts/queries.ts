import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getLoginInfo, getPublicKey, logout, type LoginInfo } from '@/api/accounts';
import { onApiEvent } from '@/api/events';
import { paths } from '@/config/paths';
import { headerDelays } from '@/config/header-timing';
import { redirectTo } from '@/lib/browser';
import { useAfterPageOpen } from '@/lib/page-open';
import { encryptPassword } from './lib/encrypt';
import { deriveRole, type Role } from './lib/role';
import { markLoggedOut, notifySessionChanged, useHasSession } from './lib/session';

/** Query keys of the accounts feature, one factory. */
export const accountKeys = {
  all: ['accounts'] as const,
  publicKey: () => [...accountKeys.all, 'public-key'] as const,
  loginInfo: () => [...accountKeys.all, 'login-info'] as const,
  smallPlate: () => [...accountKeys.all, 'small-plate'] as const,
  wechatConfig: () => [...accountKeys.all, 'wechat-config'] as const,
  /** Identity authentication (the school admin reviews it: features/school-admin). */
  auditInfo: () => ['identity', 'audit-info'] as const,
  /** The schools a user can claim to belong to. */
  schoolList: (sign: string) => [...accountKeys.all, 'school-list', sign] as const,
};

/** The server's key changes only with its data dir: fetch it once per visit. */
export const publicKeyQuery = () =>
  queryOptions({ queryKey: accountKeys.publicKey(), queryFn: getPublicKey, staleTime: Infinity, gcTime: Infinity });

const LOGIN_INFO_STALE_MS = 60_000;

export const loginInfoQuery = () =>
  queryOptions({ queryKey: accountKeys.loginInfo(), queryFn: getLoginInfo, staleTime: LOGIN_INFO_STALE_MS });

export type CurrentUser = LoginInfo & { role: Role | null };

/** The signed-in user, or undefined for visitors; `isPending` while a session's info is loading. */
export function useCurrentUser(): { user: CurrentUser | undefined; isPending: boolean; hasSession: boolean } {
  const session = useHasSession();
  // Spec 01 §4: the login info starts about 100 ms after the page opens (config/header-timing.ts).
  const ready = useAfterPageOpen(headerDelays().headerDataMs);
  const query = useQuery({ ...loginInfoQuery(), enabled: session && ready });
  const user = session && query.data ? { ...query.data, role: deriveRole(query.data.roleStr) } : undefined;
  return { user, isPending: session && query.isPending, hasSession: session };
}

/** Encrypts a password with the server's public key (fetched once). */
export function useEncryptPassword(): (plain: string) => Promise<string> {
  const client = useQueryClient();
  return useCallback(
    async (plain: string) => encryptPassword(await client.fetchQuery(publicKeyQuery()), plain.trim()),
    [client],
  );
}

/** Spec 01 §4 logout: isLogin 0, the login form, then the site's /login. */
export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await logout();
    markLoggedOut();
    client.removeQueries({ queryKey: accountKeys.loginInfo() });
    redirectTo(paths.login.getHref());
  }, [client]);
}

/** Follows the request layer's session events: -1001 forgets the user, -1002 reloads the login info. */
export function useSessionEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offLoggedOut = onApiEvent('loggedOut', () => {
      notifySessionChanged();
      client.removeQueries({ queryKey: accountKeys.loginInfo() });
    });
    const offReload = onApiEvent('reloadLoginInfo', () => {
      void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
    });
    return () => {
      offLoggedOut();
      offReload();
    };
  }, [client]);
}
