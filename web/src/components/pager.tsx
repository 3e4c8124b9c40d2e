import styles from './pager.module.css';

/** What the pager shows: page numbers, and gaps where pages are left out. */
export type PagerItem = number | 'gap-before' | 'gap-after';

const PAGER_TEXT = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
} as const;

/**
 * The pages shown for `current` of `pages`: all of them up to 9; otherwise the first and the last, two on each side
 * of the current one (five in a row near either end), and a gap for the rest.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const items: PagerItem[] = [1];
  if (from > 2) items.push('gap-before');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < pages - 1) items.push('gap-after');
  items.push(pages);
  return items;
}

/**
 * Page numbers with previous and next, in antd's Pagination look without antd (pages built without it: the course
 * catalogue). Hidden when everything fits on one page. A `current` past the last page (an old link's ?page=99) shows
 * the last page as current, and a click on it moves there.
 */
export function Pager({
  current,
  pageSize,
  total,
  onChange,
  className,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const page = Math.min(Math.max(current, 1), pages);
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={PAGER_TEXT.label}>
      <button type="button" className={styles.step} aria-label={PAGER_TEXT.previous} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹
      </button>
      {pagerItems(page, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={item === page ? `${styles.item} ${styles.current}` : styles.item}
            aria-label={PAGER_TEXT.page(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => {
              if (item !== current) onChange(item);
            }}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={styles.gap} aria-hidden="true">
            •••
          </span>
        ),
      )}
      <button type="button" className={styles.step} aria-label={PAGER_TEXT.next} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        ›
      </button>
    </nav>
  );
}
