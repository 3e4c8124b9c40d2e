import { toastError } from '@/lib/toast';
import { request, requestFile, type DownloadedFile } from './client';
import { API_CODE, isApiError } from './errors';

/** Exports can take longer than a list call: up to 50,000 rows are written on the server. */
export const EXPORT_TIMEOUT_MS = 120_000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A refusal the error switch leaves to the caller (`-1000`, the server's own words) has no form to show it on a
 * download: say it here. Every other failure was told (or acted on: `-1001` → login) by the request layer.
 */
function tellRefusal(error: unknown): never {
  if (isApiError(error) && error.code === API_CODE.BUSINESS_ERROR) toastError(error.msg);
  throw error;
}

/**
 * Downloads a list as .xlsx: POSTs the list's filters to `<path>/export` (paging is ignored by the server) and
 * resolves the file under the server's name.
 */
export async function exportList(path: string, body: unknown, fallbackName = '导出.xlsx'): Promise<DownloadedFile> {
  try {
    return await requestFile('POST', { path: `${path}/export` }, {
      body: body ?? {},
      accept: `${XLSX_TYPE}, application/json`,
      timeoutMs: EXPORT_TIMEOUT_MS,
      throttleKey: false,
      progress: false,
      fallbackName,
    });
  } catch (error) {
    tellRefusal(error);
  }
}

/** Downloads a file made by a GET call (relative to the API base), such as a resume's PDF. */
export async function downloadFrom(path: string, fallbackName: string, accept = '*/*'): Promise<DownloadedFile> {
  try {
    return await requestFile('GET', { path }, { throttleKey: false, accept, fallbackName, timeoutMs: EXPORT_TIMEOUT_MS });
  } catch (error) {
    tellRefusal(error);
  }
}

/** Downloads a file a link points to (a data file's `downloadUrl`, an answer file, a template). */
export async function downloadFile(href: string, fallbackName: string): Promise<DownloadedFile> {
  try {
    return await requestFile('GET', { href }, { throttleKey: false, fallbackName });
  } catch (error) {
    tellRefusal(error);
  }
}

/** The POST file download (docs/uploads.md "File download"): a short-lived address the page opens in a hidden frame. */
export const fileDownloadApi = { link: '/file/download' } as const;

/** The answer of POST /file/download: `url` serves the file (as an attachment) until `expiresAt`, a minute on. */
export type ShortLivedLink = { url: string; expiresAt: string };

/** How long the hidden frame stays: as long as the address serves (the browser may retry the request meanwhile). */
export const HIDDEN_FRAME_MS = 60_000;

/** The file sign of a data file's `downloadUrl` (`/api/v1/file/server/download?fileUrl=<sign>&fileName=…`), or null. */
export function fileSignOf(downloadUrl: string): string | null {
  try {
    return new URL(downloadUrl, 'http://localhost').searchParams.get('fileUrl') || null;
  } catch {
    return null;
  }
}

/**
 * Loads an address in a hidden frame appended to the page, removed a minute later. An address that answers with an
 * attachment makes the browser save the file itself, streamed to disk, with no copy in the page's memory.
 */
export function loadInHiddenFrame(url: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'download';
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), HIDDEN_FRAME_MS);
  return frame;
}

/**
 * Downloads a course or training data file by its sign: POST /file/download?fileUrl=<sign> answers a short-lived
 * address, which a hidden frame then loads. A failed POST is told (-1000 文件不存在 here, the rest by the request
 * layer; -1001 sends the user to login) and rejects.
 */
export async function downloadByLink(fileSign: string): Promise<void> {
  let link: ShortLivedLink;
  try {
    link = await request<ShortLivedLink>('POST', fileDownloadApi.link, { params: { fileUrl: fileSign }, throttleKey: false });
  } catch (error) {
    tellRefusal(error);
  }
  loadInHiddenFrame(link.url);
}
