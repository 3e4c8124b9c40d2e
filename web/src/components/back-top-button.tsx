import { FloatButton } from 'antd';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from './back-to-top';

/** antd's back-to-top float button, loaded by BackToTop once it is needed. */
export function BackTopButton({ label }: { label: string }) {
  return (
    <FloatButton.BackTop
      visibilityHeight={BACK_TO_TOP_THRESHOLD_PX}
      duration={BACK_TO_TOP_DURATION_MS}
      tooltip={label}
      aria-label={label}
    />
  );
}
