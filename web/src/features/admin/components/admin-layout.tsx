import { MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { useIsPhone } from '../lib/use-phone';
import { ADMIN_TEXT } from '../texts';
import { ADMIN_SECTIONS, AdminMenu, sectionOf, type ConsoleSection } from './admin-menu';
import styles from './admin-layout.module.css';

const L = ADMIN_TEXT.layout;

type Props = {
  /** The console's name: above the side menu, the drawer's title and the breadcrumb's first link. */
  brand: string;
  /** Where the brand's breadcrumb goes (the console's root, which redirects to its first section). */
  home: string;
  sections: readonly ConsoleSection[];
};

/**
 * A console's frame (the platform admin's /admin/*, the school admin's /school-admin/*, behind the router's guards):
 * the side menu beside the section's page, under a bar with where the page is. At phone width the side menu is a
 * drawer behind a menu button.
 */
export function AdminLayout({ brand, home, sections }: Props) {
  const { pathname } = useLocation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const section = sectionOf(sections, pathname);
  const crumbs = [{ title: <Link to={home}>{brand}</Link> }, ...(section ? [{ title: section.label }] : [])];

  return (
    <Layout className={styles.console}>
      {phone ? null : (
        <Layout.Sider theme="light" width={208} className={styles.sider}>
          <div className={styles.brand}>{brand}</div>
          <AdminMenu sections={sections} />
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <div className={styles.bar}>
          {phone ? (
            <Button type="text" icon={<MenuOutlined />} aria-label={L.openMenu} onClick={() => setOpen(true)} />
          ) : null}
          <Breadcrumb items={crumbs} />
        </div>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {phone ? (
        <Drawer open={open} placement="left" size={240} title={brand} onClose={() => setOpen(false)} className={styles.drawer}>
          <AdminMenu sections={sections} onGo={() => setOpen(false)} />
        </Drawer>
      ) : null}
    </Layout>
  );
}

/** /admin/* (the platform admin): 管理后台 and its sections (docs/admin.md "Screens"). */
export function PlatformAdminLayout() {
  return <AdminLayout brand={L.brand} home={adminPaths.root.getHref()} sections={ADMIN_SECTIONS} />;
}
