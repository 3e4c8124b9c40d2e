import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { loginByTokenKey } from '@/api/account-settings';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { notifySessionChanged } from '@/features/accounts/lib/session';
import { accountKeys } from '@/features/accounts/queries';
import { toastError } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { lazyWithAntd } from '@/components/lazy-with-antd';
import { GUARD_WAIT_STYLE } from './guard-wait';
import type { SwitchTarget } from './switch-account-dialog';

const SwitchAccountDialog = lazyWithAntd(() => import('./switch-account-dialog').then((m) => m.SwitchAccountDialog));

/** The server asks before a key of another account replaces the signed-in one (issue 13). */
function switchTargetOf(error: unknown): SwitchTarget | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const data = error.response?.data as { confirmSwitch?: unknown; name?: unknown; mobile?: unknown } | null | undefined;
  if (!data || data.confirmSwitch !== true) return null;
  return { name: typeof data.name === 'string' ? data.name : '', mobile: typeof data.mobile === 'string' ? data.mobile : '' };
}

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
  const [question, setQuestion] = useState<SwitchTarget | null>(null);
  const [switching, setSwitching] = useState(false);
  const target = withoutTokenKey(pathname, search, hash);

  const signIn = useCallback(
    (key: string, confirmSwitch: boolean) =>
      loginByTokenKey(key, confirmSwitch).then(
        () => {
          setQuestion(null);
          notifySessionChanged();
          void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
          void navigate(target, { replace: true });
        },
        (error: unknown) => {
          const asked = confirmSwitch ? null : switchTargetOf(error);
          if (asked) {
            setQuestion(asked);
            return;
          }
          setQuestion(null);
          toastError(isApiError(error) && error.kind === 'server' && error.msg ? error.msg : SETTINGS_TEXT.token.invalid);
          void navigate(paths.home.getHref(), { replace: true });
        },
      ),
    [client, navigate, target],
  );

  useEffect(() => {
    if (!tokenKey || started.current === tokenKey) return;
    started.current = tokenKey; // a token is single use: never send it twice (a refused switch leaves it unused)
    void signIn(tokenKey, false);
  }, [signIn, tokenKey]);

  if (tokenKey) {
    return (
      <div style={GUARD_WAIT_STYLE}>
        <Spinner label={SETTINGS_TEXT.token.signingIn} />
        {question ? (
          <Suspense fallback={null}>
            <SwitchAccountDialog
              target={question}
              busy={switching}
              onConfirm={() => {
                setSwitching(true);
                void signIn(tokenKey, true).finally(() => setSwitching(false));
              }}
              onCancel={() => {
                setQuestion(null);
                void navigate(target, { replace: true }); // stay who you are, without the token
              }}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }
  return <Outlet />;
}
