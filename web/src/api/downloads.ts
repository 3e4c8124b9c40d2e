import { toastError } from '@/lib/toast';
import { requestFile, type DownloadedFile } from './client';
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
