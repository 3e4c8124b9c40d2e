import type { UploadSessionRow } from '@/api/uploads';

/** 1.5 MB, 820 KB, 12 B: one decimal from KB up. */
export function formatBytes(bytes: number): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (value < 1024) return `${value} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = value / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}

/** Whole percent of `received / size` (0 for an empty size), never above 100. */
export function percentOf(received: number, size: number): number {
  if (!(size > 0)) return 0;
  return Math.min(100, Math.floor((Math.max(0, received) / size) * 100));
}

/** The file picked to continue a session is its file: the same name and the same size (what the server kept). */
export function isSameFile(session: Pick<UploadSessionRow, 'fileName' | 'size'>, file: Pick<File, 'name' | 'size'>): boolean {
  return file.name === session.fileName && file.size === session.size;
}
