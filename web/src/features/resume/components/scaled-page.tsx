import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The width of an A4 page in the templates' CSS (components/resume-document.module.css). */
export const PAGE_WIDTH = 794;

/**
 * Shows a page (a resume document, 794 px wide) scaled down to the width it is given, never up, and takes the height
 * the scaled page needs: the live preview, a phone's screen, the shared page.
 */
export function ScaledPage({ children, label }: { children: ReactNode; label?: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return undefined;
    const measure = (): void => {
      const scale = Math.min(1, o.clientWidth / PAGE_WIDTH);
      setBox({ scale, height: i.scrollHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(o);
    observer.observe(i);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} style={{ width: '100%', height: box.height || undefined, overflow: 'hidden' }} aria-label={label}>
      <div ref={inner} style={{ width: PAGE_WIDTH, transform: `scale(${box.scale})`, transformOrigin: 'top left' }}>
        {children}
      </div>
    </div>
  );
}
