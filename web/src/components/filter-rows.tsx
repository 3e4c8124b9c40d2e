import type { ReactNode } from 'react';
import styles from './filter-rows.module.css';

export type FilterOption = { key: string; label: string; active: boolean; onSelect: () => void };

/** One labelled row of filter chips (a catalogue's 分类, 难度, 排序…): toggle buttons, the chosen one filled. */
export function FilterRow({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <div className={styles.row} role="group" aria-label={label || undefined}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            className={option.active ? `${styles.option} ${styles.active}` : styles.option}
            aria-pressed={option.active}
            onClick={option.onSelect}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The white panel holding a catalogue's filter rows. */
export function FilterPanel({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
