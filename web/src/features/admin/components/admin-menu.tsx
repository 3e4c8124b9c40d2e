import { AccountBookOutlined, ApiOutlined, AuditOutlined, BankOutlined, FileSearchOutlined, NotificationOutlined, SoundOutlined, GlobalOutlined, LayoutOutlined, TeamOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { externalPaths } from '@/config/external-paths';
import { industryPaths } from '@/config/industry-paths';
import { ADMIN_TEXT } from '../texts';

const M = ADMIN_TEXT.menu;

/** A console's section: its address (the menu item's key), its name and icon. */
export type ConsoleSection = { href: string; label: string; icon: ReactNode };

/** The platform admin's sections (docs/admin.md "Screens"), each keyed by its address. */
export const ADMIN_SECTIONS: readonly ConsoleSection[] = [
  { href: adminPaths.schools.getHref(), label: M.schools, icon: <BankOutlined /> },
  { href: adminPaths.siteContent.getHref(), label: M.siteContent, icon: <LayoutOutlined /> },
  { href: adminPaths.notices.getHref(), label: M.notices, icon: <SoundOutlined /> },
  { href: adminPaths.news.getHref(), label: M.news, icon: <NotificationOutlined /> },
  { href: adminPaths.users.getHref(), label: M.users, icon: <TeamOutlined /> },
  { href: adminPaths.companies.getHref(), label: M.companies, icon: <AuditOutlined /> },
  { href: adminPaths.orders.getHref(), label: M.orders, icon: <AccountBookOutlined /> },
  { href: adminPaths.audit.getHref(), label: M.audit, icon: <FileSearchOutlined /> },
  { href: industryPaths.admin.getHref(), label: M.industrialBelts, icon: <GlobalOutlined /> },
  { href: externalPaths.platformAdmin.getHref(), label: M.externalSystems, icon: <ApiOutlined /> },
];

/** The section of `sections` an address is in (its own or a page under it), if any. */
export function sectionOf(sections: readonly ConsoleSection[], pathname: string): ConsoleSection | undefined {
  return sections.find((s) => pathname === s.href || pathname.startsWith(`${s.href}/`));
}

/** The side menu: the selected item follows the address; a click goes to its section (and tells `onGo`, the drawer). */
export function AdminMenu({ sections, onGo }: { sections: readonly ConsoleSection[]; onGo?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = sectionOf(sections, pathname);
  const items: MenuProps['items'] = sections.map((s) => ({ key: s.href, icon: s.icon, label: s.label }));
  return (
    <Menu
      mode="inline"
      aria-label={ADMIN_TEXT.layout.menu}
      selectedKeys={selected ? [selected.href] : []}
      items={items}
      onClick={({ key }) => {
        onGo?.();
        void navigate(key);
      }}
    />
  );
}
