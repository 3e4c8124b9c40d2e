import { DownOutlined } from '@ant-design/icons';
import type { NavItem } from '@/api/site';
import { HoverPanel } from '@/components/hover-panel';
import { childTarget, itemTarget } from '../lib/nav-targets';
import { TargetLink } from './target-link';
import styles from './site-header.module.css';

/** One top-level navigation entry; entries with children open their menu while the pointer is on them. */
export function NavMenuItem({ item, active }: { item: NavItem; active: boolean }) {
  const children = item.childMenuList ?? [];
  const className = active ? `${styles.navItem} ${styles.navItemActive}` : styles.navItem;
  const link = (extras = {}) => (
    <TargetLink target={itemTarget(item)} className={className} title={item.explain ?? undefined} ariaCurrent={active} {...extras}>
      {item.menuName}
      {children.length > 0 ? <DownOutlined className={styles.navCaret} /> : null}
    </TargetLink>
  );
  if (children.length === 0) return link();
  return (
    <HoverPanel className={styles.navItemWrap} label={item.menuName} trigger={(triggerProps) => link(triggerProps)}>
      {children.map((child, index) => (
        <TargetLink key={`${index}-${child.childMenuUrl}`} target={childTarget(child)} className={styles.dropdownLink} role="menuitem">
          {child.childMenuName}
        </TargetLink>
      ))}
    </HoverPanel>
  );
}
