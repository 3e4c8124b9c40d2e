import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { bindToast } from '@/lib/toast';
import theme from './antd-theme.json';

dayjs.locale('zh-cn');

/** antd's theme (also read by scripts/extract-antd-css.mjs, which bakes antd's component styles at build time). */
export const ANTD_THEME = theme;

/** Routes the request layer's toasts through antd's themed <App> message API. */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToast(message), [message]);
  return null;
}

/**
 * antd's theme and Chinese locale around the parts of the app that use antd. It is not at the root: the home page is
 * built without antd (issue 12's JavaScript budget), so antd and this scope load with the pages and the popups that
 * use it — every page but home through the router's antd layout (with `app`: antd's <App> for message, modal and
 * notification), the shell's popups through lazyWithAntd. The base typography antd's <App> used to give its wrapper
 * is the body's (styles/global.css), so the scope adds no element. With `toasts`, lib/toast's toasts are bound to
 * this <App>: the toast root (components/toast-root.tsx) and the tests' providers, never a page's layout, whose <App>
 * goes away with the page (a guard's 身份错误 would vanish with the redirect it comes with).
 */
export function AntdScope({ children, app = false, toasts = false }: { children: ReactNode; app?: boolean; toasts?: boolean }) {
  return (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      {app ? (
        <AntApp component={false}>
          {toasts && <ToastBridge />}
          {children}
        </AntApp>
      ) : (
        children
      )}
    </ConfigProvider>
  );
}
