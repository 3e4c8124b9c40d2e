import type { CSSProperties } from 'react';
import styles from '../pages/employment.module.css';

/** Short texts as chips: a job's skills (grey), a company's benefits or a recommendation's reasons (blue). */
export function TagList({ items, label, tone, style }: { items: string[]; label: string; tone: 'plain' | 'accent'; style?: CSSProperties }) {
  if (items.length === 0) return null;
  return (
    <div className={tone === 'plain' ? styles.tags : styles.reasons} aria-label={label} style={style}>
      {items.map((item) => (
        <span key={item} className={tone === 'plain' ? styles.tag : styles.reason}>
          {item}
        </span>
      ))}
    </div>
  );
}
