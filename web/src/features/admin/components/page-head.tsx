import type { ReactNode } from 'react';
import styles from './page-head.module.css';

/** A section's heading: its title (the page's one h1), what it is for, and its buttons. */
export function PageHead({ title, intro, extra }: { title: string; intro: string; extra?: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </header>
  );
}
