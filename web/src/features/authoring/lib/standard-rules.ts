import type { Weights } from '@/api/authoring';
import { AUTHORING_TEXT } from '../texts';

/** The standard's five weights (spec 02 §3): integer percentages 0–100 summing to 100. */
export const WEIGHT_FIELDS = ['watchVideo', 'interactiveQuestion', 'unitTesting', 'theFinalExam', 'logSig'] as const;
export type WeightField = (typeof WEIGHT_FIELDS)[number];

export const DEFAULT_WEIGHTS: Weights = { watchVideo: 40, interactiveQuestion: 10, unitTesting: 20, theFinalExam: 20, logSig: 10 };

export function weightSum(w: Partial<Weights>): number {
  return WEIGHT_FIELDS.reduce((sum, f) => sum + (Number.isInteger(w[f]) ? (w[f] as number) : 0), 0);
}

/** null when valid, else the message to show (the server's wording). */
export function weightsError(w: Partial<Weights>): string | null {
  for (const f of WEIGHT_FIELDS) {
    const v = w[f];
    if (v === undefined || v === null || !Number.isInteger(v) || v < 0 || v > 100)
      return `${AUTHORING_TEXT.standard.fields[f]}必须是0到100之间的整数`;
  }
  return weightSum(w) === 100 ? null : AUTHORING_TEXT.standard.mustBe100;
}

/** The pie of the four parts the spec names: unit test, final exam, watch video, login check-in. */
export function weightParts(w: Partial<Weights>): { name: string; value: number }[] {
  const P = AUTHORING_TEXT.standard.parts;
  const v = (n: number | undefined): number => (Number.isInteger(n) && (n as number) > 0 ? (n as number) : 0);
  return [
    { name: P.unitTesting, value: v(w.unitTesting) },
    { name: P.theFinalExam, value: v(w.theFinalExam) },
    { name: P.watchVideo, value: v(w.watchVideo) },
    { name: P.logSig, value: v(w.logSig) },
  ];
}

/** Weights from the server's strings ("30"). */
export function weightsFrom(standard: Record<WeightField, string> | null | undefined): Weights {
  if (!standard) return DEFAULT_WEIGHTS;
  const out = { ...DEFAULT_WEIGHTS };
  for (const f of WEIGHT_FIELDS) out[f] = Number(standard[f]) || 0;
  return out;
}
