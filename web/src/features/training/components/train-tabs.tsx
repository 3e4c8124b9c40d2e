import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './train-tabs.module.css';

export type TrainTab = { key: string; label: string; content: () => ReactNode };

/**
 * The training page's tabs without antd (the page is built without it): a tablist of buttons, arrow keys and Home/End
 * move between them, and only the chosen panel is rendered (a tab loads its data when first shown).
 */
export function TrainTabs({ tabs, active, onChange, label }: { tabs: TrainTab[]; active: string; onChange: (key: string) => void; label: string }) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const currentIndex = tabs.indexOf(current);
  // At phone width the bar scrolls sideways: keep the chosen tab in it (sideways only, never the page).
  useEffect(() => {
    const row = bar.current;
    const button = buttons.current[currentIndex];
    if (!row || !button) return;
    const left = button.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + button.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left + button.offsetWidth - row.clientWidth;
  }, [currentIndex]);
  const move = (event: KeyboardEvent, index: number): void => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    onChange(tabs[wrapped].key);
    buttons.current[wrapped]?.focus();
  };
  return (
    <section className={styles.tabs}>
      <div ref={bar} className={styles.bar} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current.key ? 0 : -1}
            className={tab.key === current.key ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`}>
        {current.content()}
      </div>
    </section>
  );
}
