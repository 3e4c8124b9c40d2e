import type { Standard } from '@/api/courses';
import { COURSE_TEXT } from '../texts';

export type PiePart = { name: string; value: number };

const PARTS = COURSE_TEXT.detail.intro.parts;

/**
 * The assessment pie of spec 02 §4: the four parts 单元测试, 期末考试, 观看视频, 登录打卡; with no standard every
 * part is 1 (the spec's fallback), else each part's percentage.
 */
export function standardParts(standards: readonly Standard[] | null | undefined): PiePart[] {
  const standard = standards?.[0];
  const value = (text: string | undefined): number => {
    if (!standard) return 1;
    const number = Number(text);
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  return [
    { name: PARTS.unitTesting, value: value(standard?.unitTesting) },
    { name: PARTS.theFinalExam, value: value(standard?.theFinalExam) },
    { name: PARTS.watchVideo, value: value(standard?.watchVideo) },
    { name: PARTS.logSig, value: value(standard?.logSig) },
  ];
}
