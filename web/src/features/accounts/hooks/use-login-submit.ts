import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { login, refreshLastLoginTime } from '@/api/accounts';
import { LOGIN_COOKIE } from '@/api/client';
import { paths } from '@/config/paths';
import { redirectTo, removeCookie } from '@/lib/browser';
import { stripPhone } from '../lib/validators';
import { deriveRole } from '../lib/role';
import { notifySessionChanged, safeReturnPath } from '../lib/session';
import { accountKeys, loginInfoQuery, useEncryptPassword } from '../queries';

/** Spec 01 §9: a student waits this long before the personal centre opens. */
export const STUDENT_REDIRECT_MS = 500;

export type LoginTab = 'student' | 'teacher';
export type LoginValues = { phone: string; password: string; isRemeber?: boolean; code?: string };

/** Goes to a path of this SPA, or loads the page when it belongs to another app (the teacher side). */
/**
 * Where a user without a teacher, student or normal role lands: the personal centre turns such users away
 * (spec 02 §2), so a school admin goes to the identity review and other roles to the home page.
 */
export function landingFor(roleStr: string | null | undefined): string {
  if (deriveRole(roleStr)) return paths.learningCenter.getHref();
  const roles = (roleStr ?? '').split(',').map((role) => role.trim());
  return roles.includes('schoolAdmin') ? paths.schoolAdminIdentity.getHref() : paths.home.getHref();
}

export function useGoTo(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      if (href.startsWith(paths.teacherSide.path)) redirectTo(href);
      else void navigate(href);
    },
    [navigate],
  );
}

/**
 * Spec 01 §4 login: a second submit while one runs is ignored; the session cookie is cleared, the login
 * posted, the login info loaded and the last login time refreshed; then teachers go to the teacher side
 * and students to the personal centre after 500 ms (or both to the `url` query). Failures reject.
 */
export function useLoginSubmit(onLoggedIn?: () => void) {
  const client = useQueryClient();
  const encrypt = useEncryptPassword();
  const goTo = useGoTo();
  const [searchParams] = useSearchParams();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (values: LoginValues, tab: LoginTab): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      try {
        removeCookie(LOGIN_COOKIE);
        client.removeQueries({ queryKey: accountKeys.loginInfo() });
        const password = await encrypt(values.password);
        const code = values.code?.trim();
        await login(
          { phone: stripPhone(values.phone), password, isRemeber: values.isRemeber === true, ...(code ? { code } : {}) },
          tab === 'teacher',
        );
        notifySessionChanged();
        const info = await client.fetchQuery(loginInfoQuery());
        void refreshLastLoginTime().catch(() => undefined);
        onLoggedIn?.();
        const target = safeReturnPath(searchParams.get('url'));
        if (tab === 'teacher' || deriveRole(info.roleStr) === 'teacher') {
          goTo(target ?? paths.teacherSide.getHref());
        } else {
          setTimeout(() => goTo(target ?? landingFor(info.roleStr)), STUDENT_REDIRECT_MS);
        }
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [client, encrypt, goTo, onLoggedIn, searchParams],
  );

  return { submit, submitting };
}
