import { useSyncExternalStore } from 'react';
import { LOGIN_COOKIE } from '@/api/client';
import { readCookie, writeCookie } from '@/lib/browser';
import { forgetEarlyAnswers } from '@/lib/early-data';

/**
 * "Has a session": the readable isLogin cookie is 1 (the token cookie itself is HttpOnly). The store
 * re-reads the cookie whenever the accounts feature says the session may have changed.
 */

/** Spec 01 §9: cookies live 2000 minutes. */
export const COOKIE_LIFETIME_SECONDS = 2000 * 60;
const SCHOOL_CODE_KEY = 'scId';

const listeners = new Set<() => void>();

export function hasSession(): boolean {
  return readCookie(LOGIN_COOKIE) === '1';
}

export function notifySessionChanged(): void {
  forgetEarlyAnswers();
  listeners.forEach((listener) => listener());
}

export function markLoggedOut(): void {
  writeCookie(LOGIN_COOKIE, '0', COOKIE_LIFETIME_SECONDS);
  notifySessionChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, hasSession, () => false);
}

/** Spec 01 §2.2: a scId query value is kept for the session and sent as schoolCode at registration. */
export function rememberSchoolCode(search: string): void {
  const value = new URLSearchParams(search).get(SCHOOL_CODE_KEY);
  if (value) sessionStorage.setItem(SCHOOL_CODE_KEY, value);
}

export function storedSchoolCode(): string {
  return sessionStorage.getItem(SCHOOL_CODE_KEY) ?? '';
}

/** A `url` query value we may go to after login: a path on this site, never another host. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
