import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styles from './banner-carousel.module.css';

/** A drag or swipe longer than this turns the slide; a shorter one is a click. */
const SWIPE_PX = 50;
/** A pointer that moved less than this still clicks the slide's link. */
const CLICK_SLOP_PX = 5;

type Slide = { key: string; content: (load: boolean) => ReactNode };

/**
 * The home banner's carousel, in the look of antd's Carousel with `autoplay={{ dotDuration: true }}` and `draggable`
 * (sliding track, bar dots at the bottom, the current one filling up until the next turn, paused under the pointer),
 * without antd: the home page is built without it (issue 12's JavaScript budget). A slide's picture loads when the
 * slide is shown or is the next one (`content(load)`), so the first picture, the page's largest, has the line to itself.
 */
export function BannerCarousel({ slides, intervalMs, className }: { slides: Slide[]; intervalMs: number; className?: string }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const moved = useRef(false);

  const show = (next: number): void => {
    const target = ((next % count) + count) % count;
    setIndex(target);
    setSeen((old) => (old.has(target) && old.has((target + 1) % count) ? old : new Set([...old, target, (target + 1) % count])));
  };

  useEffect(() => {
    if (paused || drag || count < 2) return undefined;
    const timer = setTimeout(() => {
      const target = (index + 1) % count;
      setIndex(target);
      setSeen((old) => (old.has((target + 1) % count) ? old : new Set([...old, target, (target + 1) % count])));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [count, drag, index, intervalMs, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (count < 2 || event.button !== 0) return;
    moved.current = false;
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (!drag) return;
    const dx = event.clientX - drag.startX;
    if (Math.abs(dx) > CLICK_SLOP_PX && !moved.current) {
      moved.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDrag({ startX: drag.startX, dx });
  };
  const endDrag = (): void => {
    if (!drag) return;
    if (drag.dx <= -SWIPE_PX) show(index + 1);
    else if (drag.dx >= SWIPE_PX) show(index - 1);
    setDrag(null);
  };

  const offset = drag ? `calc(${-index * 100}% + ${drag.dx}px)` : `${-index * 100}%`;
  return (
    <div
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <div
        className={drag ? `${styles.track} ${styles.dragging}` : styles.track}
        style={{ transform: `translateX(${offset})` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          // The end of a drag is not a click on the slide's link.
          if (moved.current) {
            event.preventDefault();
            event.stopPropagation();
            moved.current = false;
          }
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {slides.map((slide, slideIndex) => (
          <div key={slide.key} className={styles.slide} aria-hidden={slideIndex !== index} inert={slideIndex !== index}>
            {slide.content(seen.has(slideIndex))}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <ul className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <li key={slide.key} className={slideIndex === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}>
              <button type="button" onClick={() => show(slideIndex)} aria-current={slideIndex === index ? 'true' : undefined}>
                {slideIndex + 1}
              </button>
              {slideIndex === index ? (
                <span
                  key={`${index}-${paused || drag !== null}`}
                  className={paused || drag ? `${styles.progress} ${styles.progressHeld}` : styles.progress}
                  style={{ animationDuration: `${intervalMs}ms` }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
