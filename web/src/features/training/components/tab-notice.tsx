import type { ReactNode } from 'react';
import styles from './tab-notice.module.css';

/** A tab's whole content when it has nothing to list: join first, empty, or failed to load. */
export function TabNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
