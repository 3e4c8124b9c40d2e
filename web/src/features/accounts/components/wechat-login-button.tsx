import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useStartWechat, useWechatEnabled } from '../hooks/wechat-queries';
import { safeReturnPath } from '../lib/session';
import { pendingWechatBindTicket } from '../lib/wechat-session';
import { WECHAT_TEXT } from '../wechat-texts';
import styles from './wechat-login.module.css';

/**
 * Where to come back to after WeChat: the /login page's `url`, else the page the login was opened on; "" on
 * /login without one (then /weixin-form lands as a password login does).
 */
function useBackPath(): string {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  if (pathname === paths.login.path || pathname === paths.weixinForm.path) {
    return safeReturnPath(params.get('url')) ?? '';
  }
  return `${pathname}${search}`;
}

/** 微信登录 under the login form, only when WeChat sign-in is configured (GET /wechat/config). */
export function WechatLoginButton() {
  const enabled = useWechatEnabled();
  const backPath = useBackPath();
  const { start, starting } = useStartWechat();
  if (!enabled) return null;
  return (
    <div className={styles.other}>
      <div className={styles.divider}>{WECHAT_TEXT.otherWays}</div>
      <Button
        size="large"
        className={styles.button}
        icon={<WechatOutlined className={styles.icon} aria-hidden />}
        loading={starting}
        onClick={() => void start(backPath)}
      >
        {WECHAT_TEXT.loginButton}
      </Button>
    </div>
  );
}

/** 请登录后绑定微信 above the login form while /weixin-form keeps a bind ticket. */
export function WechatBindNotice() {
  if (!pendingWechatBindTicket()) return null;
  return <Alert className={styles.notice} type="info" showIcon title={WECHAT_TEXT.bindNotice} />;
}
