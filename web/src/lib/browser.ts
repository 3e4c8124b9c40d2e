/** Browser side effects in one place, so tests can replace them. */

export function currentPathAndQuery(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function redirectTo(href: string): void {
  window.location.assign(href);
}

/**
 * document.cookie, read once per task: Chromium answers each read with a synchronous round trip to its cookie store
 * (0.1–0.3 ms), and a render asks for the session cookie in every component that reads the session, several times
 * over. The copy is dropped when the task's microtasks run and whenever this module writes a cookie, so a cookie set
 * by a response or another tab is seen on the next task.
 */
let cookieText: string | undefined;

function cookies(): string {
  if (cookieText === undefined) {
    cookieText = document.cookie;
    queueMicrotask(() => {
      cookieText = undefined;
    });
  }
  return cookieText;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = cookies().split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  cookieText = undefined;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  cookieText = undefined;
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
