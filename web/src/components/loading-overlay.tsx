import { Spinner } from './spinner';
import styles from './loading-overlay.module.css';

export const LOADING_TEXT = 'Loading...';

/** Full-window overlay shown while a page's code or first data loads. */
export function LoadingOverlay({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.text}>{text}</span>
    </div>
  );
}
