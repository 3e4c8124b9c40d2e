import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

type PopupRender = (popup: { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactElement }) => ReactNode;

/**
 * A hover or click popup (a menu, a popover) whose code loads when the user first shows an interest in it — the
 * pointer comes onto its trigger, the trigger gets the focus or a touch — instead of with the page (issue 12's
 * JavaScript budget). Until then the trigger is plain markup in a span; `render` gets the same span as `trigger` and
 * the open state to hand to the popup (lazy, inside this Suspense). The popup opens at once if the pointer is still
 * on the trigger (or clicked it) when its code arrives, as if it had been there all along.
 */
export function OnIntent({ className, children, render }: { className?: string; children: ReactNode; render: PopupRender }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const point = (): void => {
    setArmed(true);
    setOpen(true);
  };
  const waiting = (
    <span
      className={className}
      onPointerEnter={point}
      onPointerLeave={() => setOpen(false)}
      onClick={point}
      onFocus={() => setArmed(true)}
      onTouchStart={() => setArmed(true)}
    >
      {children}
    </span>
  );
  if (!armed) return waiting;
  return (
    <Suspense fallback={waiting}>
      {render({ open, onOpenChange: setOpen, trigger: <span className={className}>{children}</span> })}
    </Suspense>
  );
}
