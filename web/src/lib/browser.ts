/** Browser side effects in one place, so tests can replace them. */

export function currentPathAndQuery(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function redirectTo(href: string): void {
  window.location.assign(href);
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function openInNewTab(href: string): void {
  const opened = window.open(href, '_blank');
  if (opened) opened.opener = null;
}

/**
 * Opens an empty tab now, while the click still counts as a user gesture, so that an address
 * known only after a request can be shown in it without the popup blocker stepping in.
 */
export function openPendingTab(): { go: (href: string) => void; cancel: () => void } {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  return {
    go(href) {
      if (opened && !opened.closed) opened.location.href = href;
      else openInNewTab(href);
    },
    cancel() {
      opened?.close();
    },
  };
}

/** Saves a Blob under `name` through an `<a download>` (the browser's own save). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
