/**
 * The chunked, resumable video upload of docs/authoring.md ("Video upload"), free of React and of the network:
 * the transport is passed in (tests use a fake one). Chunks are sent in order from the server's `received`
 * offset; the uploadId is kept per file in storage, so a page reload or a network error continues from the
 * last chunk the server has. A chunk the server already has is answered with its offset and never sent twice.
 */
import type { FinishedVideo, UploadSession } from '@/api/authoring';

export const CHUNK_SIZE = 5 * 1024 * 1024;
export const RETRIES = 3;
const STORAGE_PREFIX = 'xj.videoUpload.';

/** The server calls an upload needs. Each rejects with an Error whose `message` is shown to the user. */
export type UploadTransport = {
  init(fileName: string, size: number): Promise<UploadSession>;
  /** The session's state, or null when the server no longer knows it (expired, finished, another user's). */
  state(uploadId: string): Promise<UploadSession | null>;
  /** Sends bytes at offset; resolves the server's received offset (also for a stale chunk). */
  put(uploadId: string, offset: number, chunk: Blob, onBytes: (sent: number) => void, signal: AbortSignal): Promise<number>;
  finish(uploadId: string): Promise<FinishedVideo>;
  cancel(uploadId: string): Promise<void>;
};

/** A network failure worth retrying (as opposed to a refusal by the server). */
export class NetworkError extends Error {
  constructor(message = '网络连接中断') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** Where the uploadId of a file is kept (localStorage in the browser). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type FileLike = Blob & { name: string; lastModified: number };

/** One key per file: name, size and modification time (the same file picked again after a reload). */
export function storageKey(file: FileLike): string {
  return `${STORAGE_PREFIX}${file.name}|${file.size}|${file.lastModified}`;
}

export type UploadOptions = {
  file: FileLike;
  transport: UploadTransport;
  store: KeyValueStore;
  chunkSize?: number;
  retries?: number;
  /** Called with bytes the server holds (plus those of the chunk in flight) whenever it changes. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Waits before a retry (tests pass an instant one). */
  wait?: (ms: number) => Promise<void>;
};

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function openSession(file: FileLike, transport: UploadTransport, store: KeyValueStore): Promise<UploadSession> {
  const key = storageKey(file);
  const saved = store.getItem(key);
  if (saved) {
    const session = await transport.state(saved).catch((e: unknown) => {
      if (e instanceof NetworkError) throw e;
      return null;
    });
    if (session && session.size === file.size) return session;
    store.removeItem(key);
  }
  const session = await transport.init(file.name, file.size);
  store.setItem(key, session.uploadId);
  return session;
}

/** Uploads (or continues uploading) the file; resolves the finished video. */
export async function uploadInChunks(options: UploadOptions): Promise<FinishedVideo> {
  const { file, transport, store, onProgress, signal } = options;
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const retries = options.retries ?? RETRIES;
  const wait = options.wait ?? defaultWait;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());

  let session: UploadSession | null = null;
  let failures = 0;
  for (;;) {
    if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
    try {
      if (!session) session = await openSession(file, transport, store);
      onProgress?.(session.received, file.size);
      while (session.received < file.size) {
        if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
        const start = session.received;
        const chunk = file.slice(start, Math.min(start + chunkSize, file.size));
        const received = await transport.put(session.uploadId, start, chunk, (sent) => onProgress?.(start + sent, file.size), controller.signal);
        session = { ...session, received };
        failures = 0;
        onProgress?.(received, file.size);
      }
      const done = await transport.finish(session.uploadId);
      store.removeItem(storageKey(file));
      return done;
    } catch (e) {
      if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
      if (!(e instanceof NetworkError) || failures >= retries) {
        if (!(e instanceof NetworkError)) store.removeItem(storageKey(file));
        throw e;
      }
      failures += 1;
      await wait(500 * 2 ** (failures - 1));
      // Ask where the server is: the chunk may have arrived although its answer did not.
      if (session) {
        const fresh: UploadSession | null = await transport.state(session.uploadId).catch((err: unknown) => {
          if (err instanceof NetworkError) return session;
          return null;
        });
        session = fresh;
      }
    }
  }
}

/** Forgets the file's session on the server and in storage (cancel). */
export async function cancelUpload(file: FileLike, transport: UploadTransport, store: KeyValueStore): Promise<void> {
  const key = storageKey(file);
  const saved = store.getItem(key);
  store.removeItem(key);
  if (saved) await transport.cancel(saved).catch(() => undefined);
}

/** The saved session's uploadId of a file, if any (to offer 继续上传 after a reload). */
export function savedUploadId(file: FileLike, store: KeyValueStore): string | null {
  return store.getItem(storageKey(file));
}
