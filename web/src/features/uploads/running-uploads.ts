/**
 * The video uploads running in this tab (本页上传). They belong to the tab, not to the page: leaving /home/uploading
 * does not stop them, and coming back shows them with their progress. React reads them with useRunningUploads.
 */
import { useSyncExternalStore } from 'react';

export type FinishedUpload = { videoSign: string; fileName: string; size: number };
/** A failure; `resumable` when the server still holds the bytes (a network error after the retries). */
export type UploadFailure = Error & { resumable?: boolean };

/** Sends a file in chunks (continuing `uploadId` when given), reporting its session and progress. */
export type VideoUploader = (
  file: File,
  options: {
    uploadId?: string;
    onSession: (uploadId: string) => void;
    onProgress: (loaded: number, total: number) => void;
    signal: AbortSignal;
  },
) => Promise<FinishedUpload>;

export type UploadPhase = 'uploading' | 'checking' | 'failed' | 'done';
export type RunningUpload = {
  id: number;
  fileName: string;
  size: number;
  loaded: number;
  phase: UploadPhase;
  error: string | null;
  /** false: refused for good (not a video, too large); true: 继续上传 continues from the server's offset. */
  resumable: boolean;
  /** The server's session, once known. */
  uploadId: string | null;
};

type Entry = RunningUpload & { file: File; uploader: VideoUploader; controller: AbortController | null; onFinished?: () => void };

const FAILED_TEXT = '上传失败，请稍后重试';

let entries: Entry[] = [];
let snapshot: RunningUpload[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = entries.map(({ id, fileName, size, loaded, phase, error, resumable, uploadId }) => ({
    id,
    fileName,
    size,
    loaded,
    phase,
    error,
    resumable,
    uploadId,
  }));
  listeners.forEach((listener) => listener());
}

function update(id: number, change: Partial<Entry>): void {
  entries = entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  publish();
}

const find = (id: number): Entry | undefined => entries.find((entry) => entry.id === id);

async function run(id: number): Promise<void> {
  const entry = find(id);
  if (!entry) return;
  const controller = new AbortController();
  update(id, { controller, phase: 'uploading', error: null });
  try {
    await entry.uploader(entry.file, {
      uploadId: entry.uploadId ?? undefined,
      signal: controller.signal,
      onSession: (uploadId) => {
        if (find(id)?.uploadId !== uploadId) update(id, { uploadId });
      },
      onProgress: (loaded, total) => update(id, { loaded: Math.min(loaded, total), phase: loaded >= total ? 'checking' : 'uploading' }),
    });
    update(id, { phase: 'done', loaded: entry.size, controller: null });
    find(id)?.onFinished?.();
  } catch (error) {
    if (controller.signal.aborted || !find(id)) return;
    const failure = error as UploadFailure;
    update(id, {
      phase: 'failed',
      controller: null,
      error: failure instanceof Error && failure.message ? failure.message : FAILED_TEXT,
      resumable: failure?.resumable === true,
    });
  }
}

/** Starts an upload (or continues the session `uploadId`); `onFinished` runs once the server has the video. */
export function startUpload(file: File, uploader: VideoUploader, options: { uploadId?: string; onFinished?: () => void } = {}): number {
  const id = nextId;
  nextId += 1;
  const entry: Entry = {
    id,
    fileName: file.name,
    size: file.size,
    loaded: 0,
    phase: 'uploading',
    error: null,
    resumable: false,
    uploadId: options.uploadId ?? null,
    file,
    uploader,
    controller: null,
    onFinished: options.onFinished,
  };
  entries = [entry, ...entries];
  publish();
  void run(id);
  return id;
}

/** 继续上传 after a network failure: from where the server is. */
export function resumeUpload(id: number): void {
  const entry = find(id);
  if (entry && entry.phase === 'failed') void run(id);
}

/** Stops the upload and forgets it here; resolves the session it had on the server (null before it had one). */
export function stopUpload(id: number): string | null {
  const entry = find(id);
  if (!entry) return null;
  entry.controller?.abort();
  entries = entries.filter((e) => e.id !== id);
  publish();
  return entry.uploadId;
}

/** Removes a finished or failed upload from the list. */
export function dismissUpload(id: number): void {
  entries = entries.filter((e) => e.id !== id || e.phase === 'uploading' || e.phase === 'checking');
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRunningUploads(): RunningUpload[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** For tests: stop everything and start over. */
export function resetRunningUploads(): void {
  entries.forEach((entry) => entry.controller?.abort());
  entries = [];
  nextId = 1;
  publish();
}
