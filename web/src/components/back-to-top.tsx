import { FloatButton } from 'antd';

/** Spec 01 §9: appears past 400 px of scroll and scrolls up in 200 ms. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 200;

export function BackToTop({ label }: { label: string }) {
  return (
    <FloatButton.BackTop
      visibilityHeight={BACK_TO_TOP_THRESHOLD_PX}
      duration={BACK_TO_TOP_DURATION_MS}
      tooltip={label}
      aria-label={label}
    />
  );
}
