import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './home-section.module.css';

const MORE = '更多';

/**
 * One section of the home page: its heading (named by `id`), a lead line, tools beside them and 更多 → `more`.
 * `sectionRef` lets a section load its data only as it comes near (useInView).
 */
export function HomeSection({
  id,
  title,
  subtitle,
  more,
  extra,
  sectionRef,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  more?: string;
  extra?: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={id}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h2 id={id} className={styles.heading}>
            {title}
          </h2>
          {subtitle ? <p className={styles.lead}>{subtitle}</p> : null}
        </div>
        {extra || more ? (
          <div className={styles.tools}>
            {extra}
            {more ? (
              <Link to={more} className={styles.more}>
                {MORE} →
              </Link>
            ) : null}
          </div>
        ) : null}
      </header>
      {children}
    </section>
  );
}
