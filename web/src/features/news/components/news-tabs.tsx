import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NEWS_TABS, type NewsTab } from '../lib/news-format';
import { NEWS_TEXT } from '../texts';
import styles from './news-tabs.module.css';

/** 企业资讯 / 行业资讯: links to the two addresses (each tab has its own, so it can be shared and reloaded). */
export function NewsTabs({ active }: { active: NewsTab }) {
  return (
    <nav className={styles.bar} aria-label={NEWS_TEXT.tabsLabel}>
      {NEWS_TABS.map(({ tab, category }) => (
        <Link
          key={tab}
          to={paths.newsAdvisory.getHref(tab)}
          className={tab === active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={tab === active ? 'page' : undefined}
        >
          {NEWS_TEXT.categories[category]}
        </Link>
      ))}
    </nav>
  );
}
