import { MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { useIsPhone } from '../lib/use-phone';
import { ADMIN_TEXT } from '../texts';
import { AdminMenu, sectionOf } from './admin-menu';
import styles from './admin-layout.module.css';

const L = ADMIN_TEXT.layout;

/**
 * /admin/* (the platform admin, behind the router's guard): the side menu beside the section's page, under a bar
 * with where the page is. At phone width the side menu is a drawer behind a menu button.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const section = sectionOf(pathname);
  const crumbs = [
    { title: <Link to={adminPaths.root.getHref()}>{L.brand}</Link> },
    ...(section ? [{ title: section.label }] : []),
  ];

  return (
    <Layout className={styles.console}>
      {phone ? null : (
        <Layout.Sider theme="light" width={208} className={styles.sider}>
          <div className={styles.brand}>{L.brand}</div>
          <AdminMenu />
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
        <Drawer open={open} placement="left" size={240} title={L.brand} onClose={() => setOpen(false)} className={styles.drawer}>
          <AdminMenu onGo={() => setOpen(false)} />
        </Drawer>
      ) : null}
    </Layout>
  );
}
