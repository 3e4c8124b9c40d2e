import { useQuery } from '@tanstack/react-query';
import { getUserSmallPlate, type SmallPlate } from '@/api/messages';
import { headerDelays } from '@/config/header-timing';
import { useAfterPageOpen } from '@/lib/page-open';
import { accountKeys } from '../queries';

/** The avatar menu's texts beyond ACCOUNT_TEXT.menu (spec 01 §2.4). */
export const PLATE_TEXT = {
  resume: '简历完整度',
  assignments: '作业',
  exams: '考试',
} as const;

const PLATE_STALE_MS = 60_000;

/**
 * Spec 01 §3 / §4: the small plate (resume completeness, assignment and exam counts) loads when the user becomes
 * logged in, no sooner than about 150 ms after the page opened. A missing call or a failure leaves the menu
 * without those lines, silently.
 */
export function useSmallPlate(loggedIn: boolean) {
  const ready = useAfterPageOpen(headerDelays().avatarDataMs);
  return useQuery({
    queryKey: accountKeys.smallPlate(),
    queryFn: getUserSmallPlate,
    enabled: loggedIn && ready,
    staleTime: PLATE_STALE_MS,
    retry: false,
  });
}

/** resumeRatio as a whole percent: 60, '60', '60%' and 0.6 all read 60; anything else is null. */
export function resumePercent(plate: SmallPlate | undefined): number | null {
  const raw = plate?.resumeRatio;
  if (raw === null || raw === undefined || raw === '') return null;
  let value = typeof raw === 'number' ? raw : Number(String(raw).replace('%', '').trim());
  if (!Number.isFinite(value)) return null;
  if (value > 0 && value < 1) value *= 100;
  return Math.max(0, Math.min(100, Math.round(value)));
}

/** A count for the menu, or null when the plate has none. */
export function plateCount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
