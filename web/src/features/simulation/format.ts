import type { RunState, Stage } from '@/api/simulation';
import { FLOW_STEPS, type FlowStep } from '@/config/simulation-paths';
import { formatYuan } from '@/lib/money';

/** Money of the simulation's answers, integer fen (ARCHITECTURE §4), shown as yuan with thousands: 123450 → ¥1,234.50. */
export function yuan(fen: number): string {
  return formatYuan(fen).replace(/(\d)(?=(\d{3})+\.)/g, '$1,');
}

/** Fen as the yuan a field shows or a chart plots: 12990 → 129.9. */
export const toYuan = (fen: number): number => fen / 100;

/** Yuan typed in a field (two decimals at most, checked by the rules) as the integer fen sent: 129.9 → 12990. */
export const toFen = (yuanValue: number): number => Math.round(yuanValue * 100);

/** A store rating out of 5: 4.62. */
export const stars = (rating: number): string => rating.toFixed(2);

/** A score with at most one decimal: 72.5, 80. */
export const scoreText = (score: number): string => String(Math.round(score * 10) / 10);

/** The contract's commission rate as a percentage: 0.15 (or 15) → 15%. */
export const percent = (rate: number): string => `${Math.round((rate <= 1 ? rate * 100 : rate) * 100) / 100}%`;

/** The flow's step of a run's stage. */
export function stepOfStage(stage: Stage): FlowStep {
  if (stage === 'company') return 'company';
  if (stage === 'shop' || stage === 'listing') return 'shop';
  if (stage === 'operate') return 'operation';
  return 'report';
}

export const stepIndex = (step: FlowStep): number => FLOW_STEPS.indexOf(step);

/** The day shown for a run: 0 before operations, never past its last day. */
export const shownDay = (run: Pick<RunState, 'day' | 'days'>): number => Math.min(run.day, run.days);

/** The tag colour of each stage. */
export const STAGE_COLOR: Record<Stage, string> = {
  company: 'default',
  shop: 'processing',
  listing: 'processing',
  operate: 'blue',
  finished: 'success',
};
