import styles from './skeleton.module.css';

/** A shining placeholder block; size it with `className` (for example an aspect-ratio or a height). */
export function SkeletonBlock({ className }: { className?: string }) {
  return <span className={className ? `${styles.block} ${className}` : styles.block} aria-hidden="true" />;
}

/** A placeholder title and `rows` lines of text, the last one shorter (antd's Skeleton with title and paragraph). */
export function SkeletonLines({ rows, className }: { rows: number; className?: string }) {
  return (
    <span className={className ? `${styles.lines} ${className}` : styles.lines} aria-hidden="true">
      <span className={`${styles.block} ${styles.line} ${styles.title}`} />
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={`${styles.block} ${styles.line} ${index === rows - 1 ? styles.last : ''}`} />
      ))}
    </span>
  );
}
