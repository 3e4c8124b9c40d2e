import styles from './spinner.module.css';

/** A busy indicator drawn like antd's large Spin, without antd (the frame and loading screens use it). */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className={styles.spinner} aria-busy="true" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
    </span>
  );
}
