import { formatYuan } from '@/lib/money';
import { TRAINING_CARD_TEXT as TRAINING_TEXT } from '../card-texts';

/** A server time's day: "2026-11-12T00:00:00+08:00" → "2026-11-12" (the server sends China time). */
function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

/** The training period: "2026-11-12 至 2027-01-06", one open end "2026-11-12 起", none 长期开放. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (start && end) return `${day(start)} 至 ${day(end)}`;
  if (start) return `${day(start)} 起`;
  if (end) return `${day(end)} 止`;
  return TRAINING_TEXT.openEnded;
}

/** Integer fen: 19900 → "¥199.00", 0 → 免费. */
export function formatTrainPrice(fen: number): string {
  if (!Number.isFinite(fen) || fen <= 0) return TRAINING_TEXT.free;
  return formatYuan(fen);
}

/** The plan as the server keeps it (one stage a line) in its non-empty lines. */
export function planStages(plan: string): string[] {
  return plan
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
