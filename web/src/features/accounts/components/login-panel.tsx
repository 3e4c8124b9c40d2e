import { Button } from 'antd';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useGoTo, type LoginTab } from '../hooks/use-login-submit';
import { useBindPendingWechat } from '../hooks/wechat-queries';
import { HEADINGS, type FormType } from '../lib/form-types';
import { IDENTITY_TEXT } from '../identity-texts';
import { AuthenticationForm } from './authentication-form';
import { ForgetForm, type ForgetInfo } from './forget-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResultView } from './result-view';
import { SetPasswordForm } from './set-password-form';
import { WechatBindNotice, WechatLoginButton } from './wechat-login-button';
import styles from './account-forms.module.css';

type LoginPanelProps = {
  /** The /login page (Enter submits there); false inside the dialog. */
  onLoginPage: boolean;
  initialForm?: FormType;
  /** Leaves the panel (the dialog closes). */
  onDone?: () => void;
  /** Keep the heading's link clear of the dialog's close button. */
  closeInset?: boolean;
  /** Opened from the personal centre to authenticate: success closes it there (no 进入个人中心). */
  onAuthenticated?: () => void;
};

/** The login, registration and password-recovery forms with their titles (spec 01 §2.6). */
export function LoginPanel({ onLoginPage, initialForm = 'login', onDone, closeInset = false, onAuthenticated }: LoginPanelProps) {
  const [formType, setFormType] = useState<FormType>(initialForm);
  const [tab, setTab] = useState<LoginTab>('student');
  const [forgetInfo, setForgetInfo] = useState<ForgetInfo | undefined>();
  const goTo = useGoTo();
  const bindPendingWechat = useBindPendingWechat();
  const heading = HEADINGS[formType];
  // The register link belongs to the student tab only.
  const link = formType === 'login' && tab === 'teacher' ? undefined : heading.link;

  const toCenter = (): void => {
    onDone?.();
    goTo(paths.learningCenter.getHref());
  };

  const onRegistered = (needsAuthentication: boolean): void => {
    if (needsAuthentication) setFormType('authentication_student');
    else if (onLoginPage) setFormType('registered');
    else toCenter();
  };

  let body;
  switch (formType) {
    case 'login':
      body = (
        <>
          <WechatBindNotice />
          <LoginForm
            tab={tab}
            onTabChange={setTab}
            submitOnEnter={onLoginPage}
            onForgot={() => setFormType('forget')}
            onLoggedIn={() => {
              bindPendingWechat(); // a WeChat kept by /weixin-form is bound to the account just signed in
              onDone?.();
            }}
          />
          <WechatLoginButton />
        </>
      );
      break;
    case 'regist':
      body = <RegisterForm submitOnEnter={onLoginPage} onRegistered={onRegistered} />;
      break;
    case 'forget':
      body = (
        <ForgetForm
          initialValues={forgetInfo}
          submitOnEnter={onLoginPage}
          onNext={(info) => {
            setForgetInfo(info);
            setFormType('setPassword');
          }}
          onBackToLogin={() => setFormType('login')}
        />
      );
      break;
    case 'setPassword':
      body = forgetInfo ? (
        <SetPasswordForm
          info={forgetInfo}
          submitOnEnter={onLoginPage}
          onBack={() => setFormType('forget')}
          onReset={() => {
            setForgetInfo(undefined);
            setFormType('reseted');
          }}
          onBackToLogin={() => setFormType('login')}
        />
      ) : null;
      break;
    case 'registered':
      body = (
        <ResultView
          kind="registered"
          onContinue={() => {
            setFormType('login');
            toCenter();
          }}
        />
      );
      break;
    case 'reseted':
      body = <ResultView kind="reseted" onContinue={() => setFormType('login')} />;
      break;
    case 'authentication_student':
    case 'authentication_teacher':
      body = (
        <>
          <AuthenticationForm
            key={formType}
            kind={formType === 'authentication_student' ? 'student' : 'teacher'}
            onDone={onAuthenticated ?? toCenter}
          />
          {onAuthenticated ? null : (
            <Button type="link" block className={styles.later} onClick={toCenter}>
              {IDENTITY_TEXT.later}
            </Button>
          )}
        </>
      );
      break;
  }

  return (
    <section className={styles.panel} aria-labelledby="account-panel-title">
      <div className={closeInset ? `${styles.head} ${styles.headInset}` : styles.head}>
        <h2 id="account-panel-title" className={styles.title}>
          {heading.title}
        </h2>
        {link ? (
          <Button type="link" className={styles.headLink} onClick={() => setFormType(link.to)}>
            {link.text}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
