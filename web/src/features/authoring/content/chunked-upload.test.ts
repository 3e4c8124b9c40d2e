import { describe, expect, it } from 'vitest';
import type { UploadSession } from '@/api/authoring';
import {
  NetworkError,
  cancelUpload,
  savedUploadId,
  storageKey,
  uploadInChunks,
  type FileLike,
  type KeyValueStore,
  type UploadTransport,
} from './chunked-upload';

class MemoryStore implements KeyValueStore {
  map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/** A server in memory with the same chunk rules; `failPut` makes the next puts fail as a network error. */
class FakeServer implements UploadTransport {
  sessions = new Map<string, { bytes: number[]; size: number; name: string }>();
  puts: Array<{ offset: number; length: number }> = [];
  failPuts = 0;
  /** Drop the answer of the next put after writing it (the chunk arrived, its answer did not). */
  loseAnswers = 0;
  next = 1;
  async init(fileName: string, size: number): Promise<UploadSession> {
    const uploadId = `u${this.next++}`;
    this.sessions.set(uploadId, { bytes: [], size, name: fileName });
    return { uploadId, received: 0, size };
  }
  async state(uploadId: string): Promise<UploadSession | null> {
    const s = this.sessions.get(uploadId);
    return s ? { uploadId, received: s.bytes.length, size: s.size } : null;
  }
  async put(uploadId: string, offset: number, chunk: Blob, onBytes: (n: number) => void, signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (this.failPuts > 0) {
      this.failPuts -= 1;
      throw new NetworkError();
    }
    const s = this.sessions.get(uploadId);
    if (!s) throw new Error('上传任务不存在或已过期，请重新上传');
    const data = new Uint8Array(await chunk.arrayBuffer());
    this.puts.push({ offset, length: data.length });
    if (offset === s.bytes.length) s.bytes.push(...data);
    onBytes(data.length);
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1;
      throw new NetworkError();
    }
    return s.bytes.length;
  }
  async finish(uploadId: string) {
    const s = this.sessions.get(uploadId)!;
    if (s.bytes.length !== s.size) throw new Error('视频尚未上传完成');
    this.sessions.delete(uploadId);
    return { videoSign: `v-${uploadId}`, fileName: s.name, size: s.size, duration: 3, durationMs: 3000 };
  }
  async cancel(uploadId: string) {
    this.sessions.delete(uploadId);
  }
}

function fileOf(size: number, name = 'lesson.mp4'): FileLike {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  return Object.assign(new Blob([bytes]), { name, lastModified: 1_700_000_000_000 });
}

const instant = async (): Promise<void> => undefined;

describe('uploadInChunks', () => {
  it('sends the file in order in chunks of the given size and reports progress up to the whole', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    const progress: number[] = [];
    const done = await uploadInChunks({ file: fileOf(25), transport: server, store, chunkSize: 10, onProgress: (n) => progress.push(n), wait: instant });
    expect(server.puts).toEqual([{ offset: 0, length: 10 }, { offset: 10, length: 10 }, { offset: 20, length: 5 }]);
    expect(done.videoSign).toBe('v-u1');
    expect(progress.at(-1)).toBe(25);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(store.map.size).toBe(0);
  });

  it('keeps the uploadId per file and, after an interruption, continues from the server offset', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    const file = fileOf(30);
    const abort = new AbortController();
    let sent = 0;
    const first = uploadInChunks({
      file, transport: server, store, chunkSize: 10, signal: abort.signal, wait: instant,
      onProgress: (n) => {
        sent = n;
        if (n >= 20) abort.abort(); // the page is closed after two chunks
      },
    });
    await expect(first).rejects.toThrow('aborted');
    expect(sent).toBeGreaterThanOrEqual(20);
    expect(savedUploadId(file, store)).toBe('u1');

    const done = await uploadInChunks({ file, transport: server, store, chunkSize: 10, wait: instant });
    expect(done.videoSign).toBe('v-u1');
    expect(server.puts.map((p) => p.offset)).toEqual([0, 10, 20]);
    expect(store.getItem(storageKey(file))).toBeNull();
  });

  it('retries after a network error from where the server is, never sending a chunk it has twice', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    server.loseAnswers = 0;
    const file = fileOf(30);
    let call = 0;
    const flaky: UploadTransport = {
      ...server,
      init: server.init.bind(server),
      state: server.state.bind(server),
      finish: server.finish.bind(server),
      cancel: server.cancel.bind(server),
      put: async (id, offset, chunk, onBytes, signal) => {
        call += 1;
        if (call === 2) server.loseAnswers = 1; // the second chunk arrives but its answer is lost
        if (call === 3) server.failPuts = 1; // the third attempt never reaches the server
        return server.put(id, offset, chunk, onBytes, signal);
      },
    };
    const done = await uploadInChunks({ file, transport: flaky, store, chunkSize: 10, wait: instant });
    expect(done.size).toBe(30);
    expect(server.puts.map((p) => p.offset)).toEqual([0, 10, 20]);
  });

  it('gives up after the retries with the network message and keeps the session for 继续上传', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    const file = fileOf(20);
    server.failPuts = 10;
    await expect(uploadInChunks({ file, transport: server, store, chunkSize: 10, retries: 2, wait: instant })).rejects.toBeInstanceOf(NetworkError);
    expect(savedUploadId(file, store)).toBe('u1');
    server.failPuts = 0;
    await expect(uploadInChunks({ file, transport: server, store, chunkSize: 10, wait: instant })).resolves.toMatchObject({ videoSign: 'v-u1' });
  });

  it('starts over when the server no longer knows the saved session (expired after 24 h)', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    const file = fileOf(10);
    store.setItem(storageKey(file), 'gone');
    const done = await uploadInChunks({ file, transport: server, store, chunkSize: 10, wait: instant });
    expect(done.videoSign).toBe('v-u1');
  });

  it('a refusal (not a video) is shown as is and the session is forgotten', async () => {
    const server = new FakeServer();
    server.finish = async () => {
      throw new Error('不支持的视频格式，请上传 MP4 或 WebM 视频');
    };
    const store = new MemoryStore();
    const file = fileOf(10, 'notes.mp4');
    await expect(uploadInChunks({ file, transport: server, store, wait: instant })).rejects.toThrow('不支持的视频格式，请上传 MP4 或 WebM 视频');
    expect(savedUploadId(file, store)).toBeNull();
  });

  it('cancel forgets the session on the server and in storage', async () => {
    const server = new FakeServer();
    const store = new MemoryStore();
    const file = fileOf(10);
    const s = await server.init(file.name, file.size);
    store.setItem(storageKey(file), s.uploadId);
    await cancelUpload(file, server, store);
    expect(server.sessions.size).toBe(0);
    expect(savedUploadId(file, store)).toBeNull();
  });
});
