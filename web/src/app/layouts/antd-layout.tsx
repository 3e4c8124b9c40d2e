import { Outlet } from 'react-router';
import { AntdScope } from '@/components/antd-scope';

/** The pages built on antd (all but home): antd's theme, locale and <App> around them, loaded with their code. */
export function AntdLayout() {
  return (
    <AntdScope app>
      <Outlet />
    </AntdScope>
  );
}
