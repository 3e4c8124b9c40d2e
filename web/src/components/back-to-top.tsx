import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from './lazy-with-antd';

/** Spec 01 §9: appears past 400 px of scroll and scrolls up in 200 ms. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 200;

// antd's FloatButton (with its badge and tooltip) loads only once the page has scrolled far enough to show it:
// every page has the button, and no first page shows it (issue 12's JavaScript budget).
const BackTopButton = lazyWithAntd(async () => (await import('./back-top-button')).BackTopButton);

export function BackToTop({ label }: { label: string }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const onScroll = (): void => {
      if (window.scrollY > BACK_TO_TOP_THRESHOLD_PX) setNeeded(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BackTopButton label={label} />
    </Suspense>
  );
}
