import { useId, type ReactNode } from 'react';
import styles from './segments.module.css';

/** One choice out of a few, shown as joined segments (antd's Segmented look, without antd): radio buttons underneath. */
export function Segments<T extends string | number>({ value, onChange, options }: {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: ReactNode }[];
}) {
  const name = useId();
  return (
    <div className={styles.segments} role="radiogroup">
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? `${styles.item} ${styles.selected}` : styles.item}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
