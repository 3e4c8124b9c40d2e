/** Spec 01 §2.4 / §9: the envelope's badge above 99 reads '99+'. */
export const BADGE_MAX = 99;

/** The badge text of an unread total ('' for none). */
export function badgeText(total: number): string {
  if (!Number.isFinite(total) || total <= 0) return '';
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(total));
}
