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

/** The server keeps a bind ticket for 10 minutes; after that the browser forgets it too. */
export const WECHAT_BIND_TICKET_MS = 10 * 60 * 1000;

type StoredTicket = { ticket: string; until: number };

function readTicket(): string | null {
  const raw = sessionStorage.getItem(WECHAT_BIND_TICKET_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredTicket>;
    if (typeof stored.ticket === 'string' && typeof stored.until === 'number' && stored.until > Date.now()) {
      return stored.ticket;
    }
  } catch {
    // not ours: dropped below
  }
  sessionStorage.removeItem(WECHAT_BIND_TICKET_KEY);
  return null;
}

export function keepWechatBindTicket(ticket: string, now = Date.now()): void {
  const stored: StoredTicket = { ticket, until: now + WECHAT_BIND_TICKET_MS };
  sessionStorage.setItem(WECHAT_BIND_TICKET_KEY, JSON.stringify(stored));
}

/** The ticket /weixin-form kept, while it is still alive. */
export function pendingWechatBindTicket(): string | null {
  return readTicket();
}

/** The live ticket, used once. */
export function takeWechatBindTicket(): string | null {
  const ticket = readTicket();
  sessionStorage.removeItem(WECHAT_BIND_TICKET_KEY);
  return ticket;
}
