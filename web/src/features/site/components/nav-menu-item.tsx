import { DownOutlined } from '@ant-design/icons';
import type { NavItem } from '@/api/site';
import { lazyWithAntd } from '@/components/lazy-with-antd';
import { OnIntent } from '@/components/on-intent';
import { itemTarget } from '../lib/nav-targets';
import { TargetLink } from './target-link';
import styles from './site-header.module.css';

const NavDropdown = lazyWithAntd(async () => (await import('./nav-dropdown')).NavDropdown);

/** One top-level navigation entry; entries with children open a dropdown on hover (its code loads on intent). */
export function NavMenuItem({ item, active }: { item: NavItem; active: boolean }) {
  const children = item.childMenuList ?? [];
  const className = active ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem;
  const link = (
    <TargetLink target={itemTarget(item)} className={className} title={item.explain ?? undefined} ariaCurrent={active}>
      {item.menuName}
      {children.length > 0 ? <DownOutlined className={styles.navCaret} /> : null}
    </TargetLink>
  );
  if (children.length === 0) return link;
  return (
    <OnIntent
      className={styles.navItemWrap}
      render={({ open, onOpenChange, trigger }) => (
        <NavDropdown items={children} open={open} onOpenChange={onOpenChange}>
          {trigger}
        </NavDropdown>
      )}
    >
      {link}
    </OnIntent>
  );
}
