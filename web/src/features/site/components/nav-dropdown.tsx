import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import type { NavChild } from '@/api/site';
import { childTarget } from '../lib/nav-targets';
import { TargetLink } from './target-link';
import styles from './site-header.module.css';

/** The hover dropdown of a navigation entry with children (antd, loaded on intent by NavMenuItem). */
export function NavDropdown({ items, open, onOpenChange, children }: {
  items: NavChild[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const menuItems: MenuProps['items'] = items.map((child, index) => ({
    key: `${index}-${child.childMenuUrl}`,
    label: (
      <TargetLink target={childTarget(child)} className={styles.dropdownLink}>
        {child.childMenuName}
      </TargetLink>
    ),
  }));
  return (
    <Dropdown menu={{ items: menuItems }} placement="bottom" trigger={['hover']} open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
