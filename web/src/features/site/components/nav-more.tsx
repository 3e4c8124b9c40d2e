import { MenuOutlined } from '@ant-design/icons';
import type { NavItem } from '@/api/site';
import { HoverPanel } from '@/components/hover-panel';
import { childTarget, itemTarget } from '../lib/nav-targets';
import { SITE_TEXT } from '../texts';
import { TargetLink } from './target-link';
import styles from './site-header.module.css';

/** Spec 01 §9: folded menu items open in a 456 px hover popover. */
export const MORE_POPOVER_WIDTH = 456;

function FoldedItems({ items, activeItem }: { items: NavItem[]; activeItem: NavItem | undefined }) {
  return (
    <div className={styles.morePanel} style={{ width: `min(${MORE_POPOVER_WIDTH}px, calc(100vw - 48px))` }}>
      {items.map((item) => (
        <div key={`${item.menuName}-${item.menuUrl}`} className={styles.moreGroup}>
          <TargetLink
            target={itemTarget(item)}
            className={item === activeItem ? `${styles.moreTitle} ${styles.moreTitleActive}` : styles.moreTitle}
          >
            {item.menuName}
          </TargetLink>
          {(item.childMenuList ?? []).map((child) => (
            <TargetLink
              key={`${child.childMenuName}-${child.childMenuUrl}`}
              target={childTarget(child)}
              className={styles.moreChild}
            >
              {child.childMenuName}
            </TargetLink>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The "more" trigger holding the items that did not fit the header: the pointer or a click (a tap) opens it. */
export function NavMore({ items, activeItem }: { items: NavItem[]; activeItem: NavItem | undefined }) {
  const containsActive = activeItem !== undefined && items.includes(activeItem);
  return (
    <HoverPanel
      role="group"
      label={SITE_TEXT.moreMenus}
      openOnClick
      trigger={(triggerProps) => (
        <button
          type="button"
          className={containsActive ? `${styles.moreButton} ${styles.navItemActive}` : styles.moreButton}
          {...triggerProps}
        >
          <MenuOutlined />
          <span>{SITE_TEXT.moreMenus}</span>
        </button>
      )}
    >
      <FoldedItems items={items} activeItem={activeItem} />
    </HoverPanel>
  );
}
