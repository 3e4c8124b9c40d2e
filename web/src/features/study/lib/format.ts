/** 75 → '01:15', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Study time for people: 45 → '45秒', 279 → '4分39秒', 600 → '10分钟', 5400 → '1小时30分钟'. */
export function formatStudyTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (seconds < 60) return `${seconds}秒`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h === 0) return s === 0 ? `${m}分钟` : `${m}分${s}秒`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`;
}

/** Minutes with one decimal for the study chart: 90 → 1.5. */
export function toMinutes(seconds: number): number {
  return Math.round((Math.max(0, seconds) / 60) * 10) / 10;
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** Chapter numerals when the server sends none: 1 → 一, 10 → 十, 11 → 十一, 21 → 二十一. */
export function chineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) return String(value);
  if (value < 10) return DIGITS[value];
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
}

/** '¥199.00' from fen, '免费' for 0. */
export function formatPrice(fen: number, freeText: string): string {
  return fen > 0 ? `¥${(fen / 100).toFixed(2)}` : freeText;
}
