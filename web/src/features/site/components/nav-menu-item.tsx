import { DownOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { NavChild, NavItem } from '@/api/site';
import { TargetLink } from './target-link';
import styles from './site-header.module.css';

export function childTarget(child: NavChild) {
  return { url: child.childMenuUrl, openMode: child.openMode, parameterInterface: child.parameterInterface };
}

export function itemTarget(item: NavItem) {
  return { url: item.menuUrl, openMode: item.openMode, parameterInterface: item.parameterInterface };
}

/** One top-level navigation entry; entries with children open a dropdown on hover. */
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

  const menuItems: MenuProps['items'] = children.map((child, index) => ({
    key: `${index}-${child.childMenuUrl}`,
    label: (
      <TargetLink target={childTarget(child)} className={styles.dropdownLink}>
        {child.childMenuName}
      </TargetLink>
    ),
  }));
  return (
    <Dropdown menu={{ items: menuItems }} placement="bottom" trigger={['hover']}>
      <span className={styles.navItemWrap}>{link}</span>
    </Dropdown>
  );
}
