import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuOutlined } from '@ant-design/icons';
import type { NavItem } from '@/api/site';
import { SITE_TEXT } from '../texts';
import { HEADER_NAV_MAX_WIDTH, countVisibleItems, findActiveIndex } from '../lib/nav-layout';
import { NavMenuItem } from './nav-menu-item';
import { NavMore } from './nav-more';
import styles from './site-header.module.css';

function widthOf(element: Element | null): number {
  return element ? element.getBoundingClientRect().width : 0;
}

/** Measures every item off-screen and keeps as many as fit (at most 950 px); the rest fold. */
function useVisibleCount(items: NavItem[]) {
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return undefined;
    const update = (): void => {
      const widths = Array.from(measure.querySelectorAll('[data-measure="item"]'), widthOf);
      const available = Math.min(container.clientWidth, HEADER_NAV_MAX_WIDTH);
      setVisibleCount(countVisibleItems(widths, available, widthOf(measure.querySelector('[data-measure="more"]'))));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items]);

  return { containerRef, measureRef, visibleCount };
}

/** Main navigation from the API, with dropdown children and a fold-out for what does not fit. */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const { containerRef, measureRef, visibleCount } = useVisibleCount(items);
  const activeIndex = findActiveIndex(items, pathname);
  const activeItem = activeIndex >= 0 ? items[activeIndex] : undefined;
  const shown = items.slice(0, visibleCount);
  const folded = items.slice(visibleCount);

  return (
    <nav ref={containerRef} className={styles.nav} aria-label={SITE_TEXT.navigationLabel}>
      <div ref={measureRef} className={styles.measure} aria-hidden="true">
        {items.map((item) => (
          <span key={`${item.menuName}-${item.menuUrl}`} data-measure="item" className={styles.navItem}>
            {item.menuName}
            {(item.childMenuList ?? []).length > 0 ? <span className={styles.navCaret}>▾</span> : null}
          </span>
        ))}
        <span data-measure="more" className={styles.moreButton}>
          <MenuOutlined />
          <span>{SITE_TEXT.moreMenus}</span>
        </span>
      </div>
      <ul className={styles.navList}>
        {shown.map((item, index) => (
          <li key={`${item.menuName}-${item.menuUrl}`} className={styles.navListItem}>
            <NavMenuItem item={item} active={index === activeIndex} />
          </li>
        ))}
        {folded.length > 0 ? (
          <li className={styles.navListItem}>
            <NavMore items={folded} activeItem={activeItem} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
