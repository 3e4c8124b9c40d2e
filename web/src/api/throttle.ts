/** Spec 01 §9: after 3 calls for the same key, another call within 1 second is rejected. */
export const THROTTLE_FREE_CALLS = 3;
export const THROTTLE_WINDOW_MS = 1000;

type KeyState = { count: number; last: number };

export type Throttle = {
  /** Records a call for `key`; false when the call must be rejected. */
  tryAcquire: (key: string) => boolean;
  reset: () => void;
};

export function createThrottle(now: () => number = () => Date.now()): Throttle {
  const states = new Map<string, KeyState>();
  return {
    tryAcquire(key) {
      const time = now();
      const state = states.get(key);
      if (!state || time - state.last >= THROTTLE_WINDOW_MS) {
        states.set(key, { count: 1, last: time });
        return true;
      }
      if (state.count >= THROTTLE_FREE_CALLS) return false;
      state.count += 1;
      state.last = time;
      return true;
    },
    reset() {
      states.clear();
    },
  };
}
