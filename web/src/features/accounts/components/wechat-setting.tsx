import { WechatOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm } from 'antd';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { redirectTo } from '@/lib/browser';
import { toastSuccessShown } from '@/lib/toast';
import { sayWechatRefusal, useStartWechat, useWechatEnabled } from '../hooks/wechat-queries';
import { markLoggedOut } from '../lib/session';
import { wechatUnbind, type WechatLoginInfo } from '../lib/wechat-api';
import { WECHAT_TEXT } from '../wechat-texts';
import styles from './wechat-login.module.css';

const T = WECHAT_TEXT;

/**
 * The account page's 微信 card (only when WeChat sign-in is configured): 绑定微信 starts the QR flow for binding;
 * a bound account shows 已绑定 {nickname} and 解绑 behind a confirmation. Unbinding ends the session: the
 * message, isLogin 0, and the home page loads afresh.
 */
export function WechatSetting({ user }: { user: WechatLoginInfo }) {
  const enabled = useWechatEnabled();
  const { start, starting } = useStartWechat();
  const [unbinding, setUnbinding] = useState(false);
  if (!enabled) return null;

  const unbind = async (): Promise<void> => {
    setUnbinding(true);
    try {
      await wechatUnbind();
    } catch (error) {
      setUnbinding(false);
      sayWechatRefusal(error);
      return;
    }
    // The session is over on the server; the page says so for the toast's time first. Marking it logged out at once
    // let the account page's guard leave (to the home page, without antd) before the toast was ever drawn.
    await toastSuccessShown(T.unbound);
    markLoggedOut();
    redirectTo(paths.home.getHref());
  };

  return (
    <Card title={T.row.title}>
      <div className={styles.row}>
        <span className={styles.value}>
          <WechatOutlined className={styles.icon} aria-hidden />{' '}
          {user.wechatBound ? T.row.bound(user.wechatNickname ?? '') : T.row.notBound}
        </span>
        {user.wechatBound ? (
          <Popconfirm
            title={T.confirm.title}
            description={T.confirm.content}
            okText={T.confirm.ok}
            cancelText={T.confirm.cancel}
            okButtonProps={{ danger: true, loading: unbinding }}
            onConfirm={unbind}
          >
            <Button danger loading={unbinding}>
              {T.row.unbind}
            </Button>
          </Popconfirm>
        ) : (
          <Button type="primary" loading={starting} onClick={() => void start(paths.account.getHref(), true)}>
            {T.row.bind}
          </Button>
        )}
      </div>
    </Card>
  );
}
