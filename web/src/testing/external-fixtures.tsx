import type { RouteObject } from 'react-router';
import type { Launch, SystemCard, SystemConfig } from '@/api/external';
import { RoleGuard } from '@/app/guards/role-guard';
import { SchoolAdminGuard } from '@/app/guards/school-admin-guard';
import { SessionGuard } from '@/app/guards/session-guard';
import { AntdLayout } from '@/app/layouts/antd-layout';
import { SiteLayout } from '@/app/layouts/site-layout';
import { externalPaths } from '@/config/external-paths';
import { paths } from '@/config/paths';
import { ExternalSystemsAdminPage } from '@/features/external/pages/external-systems-admin-page';
import { SupplyChainPage } from '@/features/external/pages/supply-chain-page';
import { ErpWebviewPage, GylWebviewPage } from '@/features/external/pages/webview-page';
import { setLoginCookie, STUDENT_INFO, stubAccountsApi } from './accounts-fixtures';

/** The external systems as the server answers them (docs/external-systems.md "API"). */

export const SCHOOL_ADMIN_INFO = { ...STUDENT_INFO, userId: 'u-admin', mobile: '13800000004', name: '陈国强', roleStr: 'schoolAdmin', auditStatus: 0 };

export const SECRET = 'a3f1c09e5b7d2468ace013579bdf2468a3f1c09e5b7d2468ace013579bdf2468';

export const CARDS: SystemCard[] = [
  { system: 'erp', name: 'ERP 系统', description: '', configured: false },
  { system: 'gyl', name: '鲸链供应链实训平台', description: '采购、仓储、配送全流程实训', configured: true },
];

export function launch(change: Partial<Launch> = {}): Launch {
  return {
    system: 'gyl',
    name: '鲸链供应链实训平台',
    url: 'https://gyl.example.com/sso?token=eyJ2IjoxfQ.c2ln',
    expiresAt: '2026-11-28T10:05:00+08:00',
    ...change,
  };
}

/** A system not configured yet: the server's defaults. */
export function blankConfig(system: 'erp' | 'gyl'): SystemConfig {
  return {
    system,
    name: system === 'erp' ? 'ERP 系统' : '供应链管理系统',
    url: '',
    passMode: 'token',
    tokenParam: 'token',
    description: '',
    enabled: true,
    configured: false,
    secret: '',
    updatedAt: null,
  };
}

export function savedConfig(change: Partial<SystemConfig> = {}): SystemConfig {
  return {
    system: 'gyl',
    name: '鲸链供应链实训平台',
    url: 'https://gyl.example.com/sso',
    passMode: 'token',
    tokenParam: 'token',
    description: '采购、仓储、配送全流程实训',
    enabled: true,
    configured: true,
    secret: SECRET,
    updatedAt: '2026-11-20T09:30:00+08:00',
    ...change,
  };
}

/**
 * The pages' route entries as the app is to wire them (docs/external-systems.md "Pages"): the site layout, the
 * session guard, /supplyChain public, /webview/* behind the login guard (bare: the layout rules' `webview`), the admin's
 * page behind the school admin's guard; / and /login as stand-ins.
 */
export const EXTERNAL_ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        element: <SessionGuard />,
        children: [
          { path: paths.root.path, element: <p>首页</p> },
          { path: paths.home.path, element: <p>首页</p> },
          {
            element: <AntdLayout />,
            children: [
              { path: paths.login.path, element: <p>登录页</p> },
              { path: externalPaths.supplyChain.path, element: <SupplyChainPage /> },
              {
                element: <RoleGuard />,
                children: [
                  { path: externalPaths.erp.path, element: <ErpWebviewPage /> },
                  { path: externalPaths.gyl.path, element: <GylWebviewPage /> },
                ],
              },
              { element: <SchoolAdminGuard />, children: [{ path: externalPaths.admin.path, element: <ExternalSystemsAdminPage /> }] },
            ],
          },
        ],
      },
    ],
  },
];

type Handlers = NonNullable<Parameters<typeof stubAccountsApi>[0]>;

/** A visitor (no session) with the public cards answered; `handlers` override by path. */
export function stubExternal(handlers: Handlers = {}) {
  return stubAccountsApi({ '/external/systems': { code: 200, data: CARDS }, ...handlers });
}

/** A signed-in student, with the cards and a launch of gyl answered. */
export function stubStudent(handlers: Handlers = {}) {
  setLoginCookie('1');
  return stubExternal({ '/external/launch': { code: 200, data: launch() }, ...handlers });
}

/** Signed in as the school admin, with both systems' configurations answered (erp blank, gyl saved). */
export function stubSchoolAdmin(handlers: Handlers = {}) {
  setLoginCookie('1');
  return stubExternal({
    '/user/getLoginInfo': { code: 200, data: SCHOOL_ADMIN_INFO },
    '/schoolAdmin/externalSystems': { code: 200, data: [blankConfig('erp'), savedConfig()] },
    ...handlers,
  });
}
