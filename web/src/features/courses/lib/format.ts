import { formatYuan } from '@/lib/money';
import { COURSE_TEXT } from '../texts';

/** `coursePrice` is integer fen: 19900 → `¥199.00`, 0 → 免费. */
export function formatPrice(fen: number): string {
  if (!Number.isFinite(fen) || fen <= 0) return COURSE_TEXT.free;
  return formatYuan(fen);
}

/** Credit with one decimal, as the server sends it (3 → "3", 2.5 → "2.5"). */
export function formatCredit(score: number): string {
  if (!Number.isFinite(score)) return '0';
  return String(Math.round(score * 10) / 10);
}

/** A video's length: 95 → "01:35", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size: 512 → "512 B", 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${text} ${SIZE_UNITS[unit]}`;
}
