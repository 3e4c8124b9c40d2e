import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Start loading a little before the section scrolls into view. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * True once the element has come near the viewport (at once where IntersectionObserver is missing): the home page's
 * news section, below the fold, fetches nothing before. (The courses feature has the same hook for its sections;
 * features do not import each other.)
 */
export function useInView<T extends Element>(margin: string = PRELOAD_MARGIN): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // Observed as soon as the node is attached (a layout effect), before the page's passive effects run: the course
  // sections above observe in theirs, and their test (home-course-sections.test.tsx) reveals the last observer made.
  useLayoutEffect(() => {
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
