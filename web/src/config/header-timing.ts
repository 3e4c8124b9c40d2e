/**
 * Spec 01 §4 / §9: on opening a page the navigation, school info and login info load after about 100 ms, the
 * avatar data (unread messages, small plate) after about 150 ms. Unit tests run with no delay (so no test waits on
 * a timer it does not own); the timing tests set the spec's values with `setHeaderDelays(HEADER_DELAYS_SPEC)`.
 */
export type HeaderDelays = { headerDataMs: number; avatarDataMs: number };

export const HEADER_DELAYS_SPEC: Readonly<HeaderDelays> = { headerDataMs: 100, avatarDataMs: 150 };
const NO_DELAYS: Readonly<HeaderDelays> = { headerDataMs: 0, avatarDataMs: 0 };

let delays: Readonly<HeaderDelays> = import.meta.env.MODE === 'test' ? NO_DELAYS : HEADER_DELAYS_SPEC;

export function headerDelays(): Readonly<HeaderDelays> {
  return delays;
}

/** Tests only: switch the delays (pass `undefined` to go back to none). */
export function setHeaderDelays(next: Readonly<HeaderDelays> | undefined): void {
  delays = next ?? NO_DELAYS;
}
