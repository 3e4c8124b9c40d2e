import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

export type Countdown = {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** A countdown ran to its end (or was stopped by a failure) since the last reset. */
  finished: boolean;
  start: (seconds: number) => void;
  /** Stops a running countdown and marks it finished. */
  stop: () => void;
  /** Back to the untouched state. */
  reset: () => void;
};

/** A seconds countdown measured against the clock, so a slow tick never drifts. */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      clear();
      const endAt = Date.now() + seconds * 1000;
      setRemaining(seconds);
      setFinished(false);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) {
          clear();
          setFinished(true);
        }
      }, TICK_MS);
    },
    [clear],
  );

  const stop = useCallback(() => {
    clear();
    setRemaining(0);
    setFinished(true);
  }, [clear]);

  const reset = useCallback(() => {
    clear();
    setRemaining(0);
    setFinished(false);
  }, [clear]);

  useEffect(() => clear, [clear]);

  return { remaining, running: remaining > 0, finished, start, stop, reset };
}
