import { Popover } from 'antd';
import type { ReactElement } from 'react';
import type { NavItem } from '@/api/site';
import { childTarget, itemTarget } from '../lib/nav-targets';
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

/** The popover of the "more" trigger, holding the items that did not fit the header (antd, loaded on intent by NavMore). */
export function NavMorePopover({ items, activeItem, open, onOpenChange, children }: {
  items: NavItem[];
  activeItem: NavItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  return (
    <Popover
      content={<FoldedItems items={items} activeItem={activeItem} />}
      placement="bottom"
      trigger={['hover', 'click']}
      arrow={false}
      // Slide the panel back inside the window on phones instead of letting it hang off the edge.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}
