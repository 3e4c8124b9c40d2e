import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeaveTracker, watchLeaves } from './leave-tracker';

afterEach(() => {
  vi.restoreAllMocks();
});

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
const blur = (): boolean => window.dispatchEvent(new FocusEvent('blur'));
const focus = (): boolean => window.dispatchEvent(new FocusEvent('focus'));

function watch(): { onLeave: ReturnType<typeof vi.fn>; stop: () => void } {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  const onLeave = vi.fn();
  const stop = watchLeaves(window, onLeave);
  return { onLeave, stop };
}

describe('createLeaveTracker', () => {
  it('counts the first leave signal and ignores more until the page is back', () => {
    const onLeave = vi.fn();
    const tracker = createLeaveTracker(onLeave);
    tracker.leave();
    tracker.leave();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(tracker.away).toBe(true);
    tracker.back();
    tracker.back();
    expect(tracker.away).toBe(false);
    tracker.leave();
    expect(onLeave).toHaveBeenCalledTimes(2);
  });
});

describe('watchLeaves', () => {
  it('blur followed by hidden is one leave', () => {
    const { onLeave, stop } = watch();
    blur();
    setVisibility('hidden');
    expect(onLeave).toHaveBeenCalledTimes(1);
    stop();
  });

  it('hidden followed by blur is one leave', () => {
    const { onLeave, stop } = watch();
    setVisibility('hidden');
    blur();
    expect(onLeave).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a blur alone (another window over a visible page) counts, and focus re-arms', () => {
    const { onLeave, stop } = watch();
    blur();
    focus();
    blur();
    expect(onLeave).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a hidden page alone counts, and turning visible re-arms', () => {
    const { onLeave, stop } = watch();
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(onLeave).toHaveBeenCalledTimes(2);
    stop();
  });

  it('coming back in either order re-arms once: blur, hidden, visible, focus, then blur counts again', () => {
    const { onLeave, stop } = watch();
    blur();
    setVisibility('hidden');
    setVisibility('visible');
    focus();
    expect(onLeave).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    blur();
    focus();
    setVisibility('visible');
    expect(onLeave).toHaveBeenCalledTimes(2);
    blur();
    expect(onLeave).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a field losing focus is not a leave', () => {
    const { onLeave, stop } = watch();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.blur();
    input.dispatchEvent(new FocusEvent('blur', { bubbles: true }));
    expect(onLeave).not.toHaveBeenCalled();
    input.remove();
    stop();
  });

  it('stops listening once unsubscribed', () => {
    const { onLeave, stop } = watch();
    stop();
    blur();
    setVisibility('hidden');
    expect(onLeave).not.toHaveBeenCalled();
  });
});
