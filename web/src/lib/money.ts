/** Money is integer fen (分) in every answer (ARCHITECTURE §4); pages show yuan with two decimals. */

/** 19900 → "¥199.00"; a negative amount keeps its sign in front: -500 → "-¥5.00". */
export function formatYuan(fen: number): string {
  const value = Number.isFinite(fen) ? Math.round(fen) : 0;
  const abs = Math.abs(value);
  const text = `¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return value < 0 ? `-${text}` : text;
}

/** A ledger amount with its sign: +¥100.00, -¥199.00. */
export function formatSignedYuan(fen: number): string {
  return fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen);
}

/** What a person types for a top-up ("50", "50.5", "50.05") in fen; null when it is not an amount with at most two
 *  decimals. */
export function parseYuan(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
