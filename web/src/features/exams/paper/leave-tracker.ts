/**
 * Counting the times a student leaves the paper. The page is left when the window loses focus (another window, an
 * app switch) or when the page turns hidden (another tab, a minimised window); a switch usually fires both — blur
 * then hidden, or hidden then blur — and counts once. The page is back (and the next leave counts again) once the
 * window has the focus or the page is visible again.
 */
export type LeaveTracker = {
  /** A leave signal (window blur, page hidden): counts unless the page is already away. */
  leave: () => void;
  /** A return signal (window focus, page visible): the next leave counts again. */
  back: () => void;
  readonly away: boolean;
};

export function createLeaveTracker(onLeave: () => void): LeaveTracker {
  let away = false;
  return {
    leave() {
      if (away) return;
      away = true;
      onLeave();
    },
    back() {
      away = false;
    },
    get away() {
      return away;
    },
  };
}

/**
 * Listens on `win` for window blur / focus and on its document for visibilitychange; returns the unsubscribe.
 * Only the window's own blur and focus count (not a field losing focus).
 */
export function watchLeaves(win: Window, onLeave: () => void): () => void {
  const tracker = createLeaveTracker(onLeave);
  const doc = win.document;
  // The window's own events only: a field's blur does not bubble, but a synthetic bubbling one must not count.
  const ofWindow = (event: Event): boolean => !(event.target instanceof Node);
  const onBlur = (event: Event): void => {
    if (ofWindow(event)) tracker.leave();
  };
  const onFocus = (event: Event): void => {
    if (ofWindow(event)) tracker.back();
  };
  const onVisibility = (): void => {
    if (doc.visibilityState === 'hidden') tracker.leave();
    else tracker.back();
  };
  win.addEventListener('blur', onBlur);
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('blur', onBlur);
    win.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
