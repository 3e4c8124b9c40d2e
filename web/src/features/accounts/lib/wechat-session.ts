import { safeReturnPath } from './session';

/**
 * What WeChat sign-in keeps in sessionStorage across the trip to WeChat and back: the path to return to (the
 * "stored earlier path" of spec 01 §4) and a bind ticket waiting for the user to sign in.
 */
export const WECHAT_BACK_PATH_KEY = 'wechatBackPath';
export const WECHAT_BIND_TICKET_KEY = 'wechatBindTicket';

export function rememberWechatBackPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) sessionStorage.setItem(WECHAT_BACK_PATH_KEY, safe);
  else sessionStorage.removeItem(WECHAT_BACK_PATH_KEY);
}

/** The stored path (used once), if it is a path of this site. */
export function takeWechatBackPath(): string | null {
  const path = sessionStorage.getItem(WECHAT_BACK_PATH_KEY);
  sessionStorage.removeItem(WECHAT_BACK_PATH_KEY);
  return safeReturnPath(path);
}

export function keepWechatBindTicket(ticket: string): void {
  sessionStorage.setItem(WECHAT_BIND_TICKET_KEY, ticket);
}

export function pendingWechatBindTicket(): string | null {
  return sessionStorage.getItem(WECHAT_BIND_TICKET_KEY);
}

export function takeWechatBindTicket(): string | null {
  const ticket = sessionStorage.getItem(WECHAT_BIND_TICKET_KEY);
  sessionStorage.removeItem(WECHAT_BIND_TICKET_KEY);
  return ticket;
}
