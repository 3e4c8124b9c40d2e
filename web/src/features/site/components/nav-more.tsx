import { MenuOutlined } from '@ant-design/icons';
import type { NavItem } from '@/api/site';
import { lazyWithAntd } from '@/components/lazy-with-antd';
import { OnIntent } from '@/components/on-intent';
import { SITE_TEXT } from '../texts';
import styles from './site-header.module.css';

const NavMorePopover = lazyWithAntd(async () => (await import('./nav-more-popover')).NavMorePopover);

/** The "more" trigger holding the items that did not fit the header; its popover's code loads on intent. */
export function NavMore({ items, activeItem }: { items: NavItem[]; activeItem: NavItem | undefined }) {
  const containsActive = activeItem !== undefined && items.includes(activeItem);
  return (
    <OnIntent
      render={({ open, onOpenChange, trigger }) => (
        <NavMorePopover items={items} activeItem={activeItem} open={open} onOpenChange={onOpenChange}>
          {trigger}
        </NavMorePopover>
      )}
    >
      <button type="button" className={containsActive ? `${styles.moreButton} ${styles.navItemActive}` : styles.moreButton}>
        <MenuOutlined />
        <span>{SITE_TEXT.moreMenus}</span>
      </button>
    </OnIntent>
  );
}
