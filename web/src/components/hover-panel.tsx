import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './hover-panel.module.css';

/** How long the panel stays after the pointer leaves, so the pointer can cross from the trigger into it. */
export const HOVER_PANEL_CLOSE_DELAY_MS = 150;
/** The panel keeps this far from the window's edges. */
const EDGE_PX = 8;

/** What the trigger's focusable element needs to drive the panel: spread it there. */
export type HoverPanelTriggerProps = {
  'aria-expanded': boolean;
  'aria-haspopup': 'menu' | 'true';
  'aria-controls': string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

type HoverPanelProps = {
  /** The trigger, given the props to spread on its focusable element. */
  trigger: (props: HoverPanelTriggerProps) => ReactNode;
  /** The panel's content: links (role="menuitem" in a menu) or buttons. */
  children: ReactNode;
  /** The panel's accessible name. */
  label: string;
  /** "menu": a list of menu items (arrow keys move between them); otherwise a group of links. */
  role?: 'menu' | 'group';
  /** Opening by a click (a tap, Enter or Space) as well as by the pointer: for a trigger that is a button. */
  openOnClick?: boolean;
  className?: string;
};

/** Renders the caller's trigger with the props that drive the panel (handed over as JSX props, read in handlers). */
function TriggerSlot({ render, props }: { render: HoverPanelProps['trigger']; props: HoverPanelTriggerProps }) {
  return render(props);
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Where the panel goes: under the trigger, centred on it, inside the window. */
function place(trigger: HTMLElement, panel: HTMLElement): { top: number; left: number } {
  const anchor = trigger.getBoundingClientRect();
  const width = panel.offsetWidth;
  const centred = anchor.left + anchor.width / 2 - width / 2;
  const left = Math.max(EDGE_PX, Math.min(centred, window.innerWidth - width - EDGE_PX));
  return { top: anchor.bottom, left };
}

/**
 * A popup under a trigger that opens while the pointer is on it (or on the popup), with no library behind it: the
 * site frame's navigation menus open at once, with nothing to load first. Keyboard: ArrowDown on the trigger opens
 * it and focuses the first entry, arrows move between entries, Escape closes and goes back to the trigger; focus
 * leaving both closes it. Touch: a tap on the trigger does what a click does (follows a link, or opens with
 * openOnClick); a tap elsewhere closes it. The popup is drawn in document.body (the header clips its own overflow).
 */
export function HoverPanel({ trigger, children, label, role = 'menu', openOnClick = false, className }: HoverPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirst = useRef(false);

  const cancelClose = useCallback((): void => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const show = useCallback((): void => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const hide = useCallback((): void => {
    cancelClose();
    setOpen(false);
    setPosition(null);
  }, [cancelClose]);
  const hideSoon = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    cancelClose();
    closeTimer.current = window.setTimeout(hide, HOVER_PANEL_CLOSE_DELAY_MS);
  };
  const showOnPointer = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') show();
  };
  const backToTrigger = (): void => {
    hide();
    wrapRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  useEffect(() => cancelClose, [cancelClose]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const update = (): void => {
      if (wrapRef.current && panelRef.current) setPosition(place(wrapRef.current, panelRef.current));
    };
    update();
    if (focusFirst.current) {
      focusFirst.current = false;
      focusables(panelRef.current)[0]?.focus();
    }
    const outside = (event: globalThis.PointerEvent): void => {
      const target = event.target as Node;
      if (!wrapRef.current?.contains(target) && !panelRef.current?.contains(target)) hide();
    };
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    document.addEventListener('pointerdown', outside);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open, hide]);

  const openWithFocus = (): void => {
    focusFirst.current = true;
    if (open) focusables(panelRef.current)[0]?.focus();
    show();
  };

  const triggerProps: HoverPanelTriggerProps = {
    'aria-expanded': open,
    'aria-haspopup': role === 'menu' ? 'menu' : 'true',
    'aria-controls': open ? id : undefined,
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        openWithFocus();
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        hide();
      }
    },
    onClick: openOnClick
      ? (event) => {
          // A click only opens: the pointer has usually opened the panel already, and a toggle would shut it.
          if (event.detail === 0) openWithFocus();
          else show();
        }
      : undefined,
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const entries = focusables(panelRef.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      backToTrigger();
    } else if (event.key in moves && entries.length > 0) {
      event.preventDefault();
      entries[(moves[event.key] + entries.length) % entries.length].focus();
    }
  };

  const panel = open
    ? createPortal(
        <div
          ref={panelRef}
          id={id}
          role={role}
          aria-label={label}
          className={styles.panel}
          // Measured first (hidden), then placed: it never shows at the wrong place.
          style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
          onPointerEnter={showOnPointer}
          onPointerLeave={hideSoon}
          onKeyDown={onPanelKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!next || (!panelRef.current?.contains(next) && !wrapRef.current?.contains(next))) hide();
          }}
          onClick={(event) => {
            // An entry followed: the panel has done its work.
            if ((event.target as Element).closest(FOCUSABLE)) hide();
          }}
        >
          {children}
        </div>,
        document.body,
      )
    : null;

  return (
    <span ref={wrapRef} className={className} onPointerEnter={showOnPointer} onPointerLeave={hideSoon}>
      <TriggerSlot render={trigger} props={triggerProps} />
      {panel}
    </span>
  );
}
