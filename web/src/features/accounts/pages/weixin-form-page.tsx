import { Button, Card, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshLastLoginTime } from '@/api/accounts';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { toastSuccess } from '@/lib/toast';
import styles from '../components/wechat-login.module.css';
import { landingFor, useGoTo } from '../hooks/use-login-submit';
import { useStartWechat, useWechatEnabled } from '../hooks/wechat-queries';
import { deriveRole } from '../lib/role';
import { openLoginDialog } from '../lib/login-dialog-store';
import { notifySessionChanged, safeReturnPath } from '../lib/session';
import { unboundWechatOf, wechatLogin } from '../lib/wechat-api';
import { keepWechatBindTicket, takeWechatBackPath } from '../lib/wechat-session';
import { accountKeys, loginInfoQuery } from '../queries';
import { WECHAT_TEXT } from '../wechat-texts';

const T = WECHAT_TEXT.page;

type View = { kind: 'working' } | { kind: 'unbound'; nickname: string } | { kind: 'failed'; msg: string };

/**
 * /weixin-form (spec 01 §2.1, §4 "Social login"): WeChat sends the browser back here with `code` and `state`.
 * The code is posted once; a bound WeChat signs in and goes to the stored path (default as after a password
 * login: the personal centre, or the teacher side for teachers),
 * a binding started on the account page goes back there, and a WeChat bound to nobody keeps its bind ticket and
 * opens the login dialog with 请登录后绑定微信 (the ticket is bound right after that sign-in).
 */
export function WeixinFormPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [view, setView] = useState<View>(code && state ? { kind: 'working' } : { kind: 'failed', msg: T.missing });
  const posted = useRef(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const enabled = useWechatEnabled();
  const { start, starting } = useStartWechat();

  useEffect(() => {
    if (!code || !state || posted.current) return; // a state is good once: never post it twice
    posted.current = true;
    const run = async (): Promise<void> => {
      try {
        const answer = await wechatLogin(code, state);
        const back = takeWechatBackPath() ?? safeReturnPath(answer.callBack);
        if (answer.bound) {
          toastSuccess(WECHAT_TEXT.bindSuccess);
          // The page's first login-info request may still be on its way, sent before the binding: invalidating would
          // wait for that answer (a query without data is not cancelled), and the account page read 未绑定. Drop it
          // and read the login info again, after the binding.
          client.removeQueries({ queryKey: accountKeys.loginInfo() });
          await client.fetchQuery(loginInfoQuery());
          void navigate(back ?? paths.account.getHref(), { replace: true });
          return;
        }
        notifySessionChanged();
        client.removeQueries({ queryKey: accountKeys.loginInfo() });
        const info = await client.fetchQuery(loginInfoQuery());
        void refreshLastLoginTime().catch(() => undefined);
        // As after a password login: teachers to the teacher side, others to where their role lands.
        if (back) void navigate(back, { replace: true });
        else if (deriveRole(info.roleStr) === 'teacher') goTo(paths.teacherSide.getHref());
        else void navigate(landingFor(info.roleStr), { replace: true });
      } catch (error) {
        const unbound = isApiError(error) ? unboundWechatOf(error.response?.data) : null;
        if (unbound) {
          keepWechatBindTicket(unbound.bindTicket);
          setView({ kind: 'unbound', nickname: unbound.nickname });
          openLoginDialog();
        } else {
          setView({ kind: 'failed', msg: isApiError(error) ? error.msg : T.failed });
        }
      }
    };
    void run();
  }, [client, code, goTo, navigate, state]);

  const home = (
    <Button key="home" onClick={() => void navigate(paths.home.getHref())}>
      {T.home}
    </Button>
  );

  let body;
  if (view.kind === 'working') {
    body = (
      <div className={styles.waiting} role="status">
        <Spin size="large" />
        <span>{T.signingIn}</span>
      </div>
    );
  } else if (view.kind === 'unbound') {
    body = (
      <Result
        status="info"
        title={T.unboundTitle}
        subTitle={T.unboundHint(view.nickname)}
        extra={[
          <Button key="login" type="primary" onClick={() => openLoginDialog()}>
            {T.loginToBind}
          </Button>,
          home,
        ]}
      />
    );
  } else {
    body = (
      <Result
        status="error"
        title={T.failed}
        subTitle={view.msg}
        extra={[
          enabled ? (
            <Button key="retry" type="primary" loading={starting} onClick={() => void start(takeWechatBackPath() ?? '')}>
              {T.retry}
            </Button>
          ) : null,
          home,
        ]}
      />
    );
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.heading}>{T.title}</h1>
        {body}
      </Card>
    </div>
  );
}
