import { getParameterInterface } from '@/api/site';
import { API_CODE, isApiError } from '@/api/errors';
import type { QueryValue } from '@/api/client';
import { openInNewTab, openPendingTab, redirectTo } from '@/lib/browser';

/** Where a menu item, banner or advert leads. */
export type LinkTarget = {
  url: string | null | undefined;
  openMode?: string | null;
  parameterInterface?: string | null;
};

export const SAME_TAB = '_self';

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** Adds query parameters to a URL, keeping what it already has. */
export function withParams(url: string, params: Record<string, QueryValue>): string {
  const external = isExternalUrl(url);
  const parsed = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && typeof value !== 'object') parsed.searchParams.set(key, String(value));
  }
  return external ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

function paramsOf(data: unknown): Record<string, QueryValue> {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, QueryValue>) : {};
}

export type OpenDeps = {
  /** In-app navigation for internal paths opened in the same tab. */
  navigate: (path: string) => void;
  onError?: (text: string) => void;
};

function openHere(url: string, deps: OpenDeps): void {
  if (isExternalUrl(url)) redirectTo(url);
  else deps.navigate(url);
}

/**
 * Spec 01 §2.4: with a parameterInterface, GET it first; an ok answer's data become query
 * parameters (same tab for _self, else a new tab); -1001 opens the bare target in a new tab.
 */
async function openWithParameters(url: string, target: LinkTarget, deps: OpenDeps): Promise<void> {
  const sameTab = target.openMode === SAME_TAB;
  const pending = sameTab ? null : openPendingTab();
  try {
    const envelope = await getParameterInterface(target.parameterInterface as string);
    const href = withParams(url, paramsOf(envelope.data));
    if (pending) pending.go(absolute(href));
    else openHere(href, deps);
  } catch (error) {
    if (isApiError(error) && error.code === API_CODE.NOT_LOGGED_IN) {
      if (pending) pending.go(absolute(url));
      else openInNewTab(absolute(url));
      return;
    }
    pending?.cancel();
    deps.onError?.(isApiError(error) ? error.msg : String(error));
  }
}

/** Opens a target per its openMode (empty means the same tab). */
export async function openTarget(target: LinkTarget, deps: OpenDeps): Promise<void> {
  const url = target.url?.trim();
  if (!url) return;
  // The interface's answer is the user's own data: it goes only to this site's pages, never to another site.
  if (target.parameterInterface && !isExternalUrl(url)) {
    await openWithParameters(url, target, deps);
    return;
  }
  if (target.openMode && target.openMode !== SAME_TAB) openInNewTab(absolute(url));
  else openHere(url, deps);
}
