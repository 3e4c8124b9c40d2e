import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { loginByTokenKey } from '@/api/account-settings';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { notifySessionChanged } from '@/features/accounts/lib/session';
import { accountKeys } from '@/features/accounts/queries';
import { toastError } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { GUARD_WAIT_STYLE } from './guard-wait';

export const TOKEN_KEY_PARAM = 'tokenKey';

/** The address without its tokenKey query value (the target after a temporary-token login). */
export function withoutTokenKey(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_KEY_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Spec 01 §2.2: a temporary token in the query signs in with PUT /user/loginByTokenKey; success goes to
 * the same address without the token (login info reloaded), failure to /home. Runs before every other guard.
 */
export function TokenGuard() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const tokenKey = new URLSearchParams(search).get(TOKEN_KEY_PARAM);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!tokenKey || started.current === tokenKey) return;
    started.current = tokenKey; // a token is single use: never send it twice
    const target = withoutTokenKey(pathname, search, hash);
    loginByTokenKey(tokenKey).then(
      () => {
        notifySessionChanged();
        void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        toastError(isApiError(error) && error.kind === 'server' && error.msg ? error.msg : SETTINGS_TEXT.token.invalid);
        void navigate(paths.home.getHref(), { replace: true });
      },
    );
  }, [client, hash, navigate, pathname, search, tokenKey]);

  if (tokenKey) {
    return (
      <div style={GUARD_WAIT_STYLE}>
        <Spinner label={SETTINGS_TEXT.token.signingIn} />
      </div>
    );
  }
  return <Outlet />;
}
