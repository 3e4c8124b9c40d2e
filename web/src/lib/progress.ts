import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** Spec 01 §2.3: progress bars start at a minimum of 0.1. */
export const PROGRESS_MINIMUM = 0.1;

NProgress.configure({ minimum: PROGRESS_MINIMUM, showSpinner: false, trickleSpeed: 200 });

let active = 0;

/** Starts the top bar; the returned function finishes this task (the bar ends when all have). */
export function startProgress(): () => void {
  active += 1;
  if (active === 1) NProgress.start();
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    active = Math.max(0, active - 1);
    if (active === 0) NProgress.done();
  };
}

/** Shows the bar only for tasks still running after `delayMs`. */
export function startProgressAfter(delayMs: number): () => void {
  let stop: (() => void) | undefined;
  const timer = setTimeout(() => {
    stop = startProgress();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    stop?.();
  };
}
