import { useState } from 'react';
import type { NewsItem } from '@/api/news';
import { NEWS_TEXT } from '../texts';
import styles from './news-cover.module.css';

/**
 * An item's cover, sized by `className`; an item without one (or whose picture fails to load) shows its category on
 * a tinted panel instead of a broken image.
 */
export function NewsCover({ item, eager = false, className }: { item: Pick<NewsItem, 'cover' | 'category' | 'categoryName'>; eager?: boolean; className?: string }) {
  const [failed, setFailed] = useState('');
  const frame = `${styles.cover} ${className ?? ''}`;
  if (!item.cover || failed === item.cover) {
    return (
      <span className={`${frame} ${item.category === 2 ? styles.industry : styles.business}`} aria-hidden="true">
        <span className={styles.label}>{item.categoryName || NEWS_TEXT.noCover}</span>
      </span>
    );
  }
  return (
    <span className={frame}>
      <img src={item.cover} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(item.cover)} />
    </span>
  );
}
