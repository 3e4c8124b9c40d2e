/**
 * The marketer's link that brought a visitor to a course (docs/commerce.md "Marketers"): kept in this browser for
 * seven days, so that an order made later — after signing in, or on another visit — still names the marketer. One
 * referral per course; a newer link for the same course replaces the older.
 */
const KEY = 'xj-referrals';
const KEEP_MS = 7 * 24 * 3600 * 1000;

type Stored = Record<string, { marketer: string; at: number }>;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the referral is lost, the purchase is not
  }
}

export function saveReferral(courseId: string, marketer: string, now = Date.now()): void {
  if (!courseId || !marketer) return;
  const stored = read();
  for (const [course, entry] of Object.entries(stored)) if (now - entry.at > KEEP_MS) delete stored[course];
  stored[courseId] = { marketer, at: now };
  write(stored);
}

/** The marketer whose link led to the course within seven days ("" none). */
export function referralFor(courseId: string, now = Date.now()): string {
  const entry = read()[courseId];
  return entry && now - entry.at <= KEEP_MS && typeof entry.marketer === 'string' ? entry.marketer : '';
}
