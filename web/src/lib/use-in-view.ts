import { useEffect, useRef, useState, type RefObject } from 'react';

/** Start loading a little before a section scrolls into view. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * True once the element has come near the viewport (at once where IntersectionObserver is missing); `margin` is how
 * near (a CSS margin around the viewport, 200 px above and below by default). The home page's course and news
 * sections and a course's chart load nothing before.
 */
export function useInView<T extends Element>(margin: string = PRELOAD_MARGIN): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [margin, seen]);
  return [ref, seen];
}
