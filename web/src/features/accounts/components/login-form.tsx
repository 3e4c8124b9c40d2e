import { Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useFormKeys } from '../hooks/use-form-keys';
import { useLoginSubmit, type LoginTab, type LoginValues } from '../hooks/use-login-submit';
import { loginFieldError, needsCaptcha } from '../lib/field-errors';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { PHONE_LENGTH, rule, stripPhone, validateLoginPassword, validatePhone } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import { CaptchaField } from './captcha-field';
import styles from './account-forms.module.css';

const FOCUS_ORDER = ['phone', 'password', 'code'] as const;

type LoginFormProps = {
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  submitOnEnter: boolean;
  onForgot: () => void;
  onLoggedIn?: () => void;
};

/** The student / teacher login form of spec 01 §2.6. */
export function LoginForm({ tab, onTabChange, submitOnEnter, onForgot, onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const [captchaStamp, setCaptchaStamp] = useState<number | null>(null);
  const { submit, submitting } = useLoginSubmit(onLoggedIn);
  const onKeyDown = useFormKeys(submitOnEnter, form.submit);

  const onFinish = async (values: LoginValues): Promise<void> => {
    try {
      await submit(values, tab);
    } catch (error) {
      if (needsCaptcha(error)) setCaptchaStamp(Date.now());
      showFieldError(form, loginFieldError(error));
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => onTabChange(key as LoginTab)}
        items={[
          { key: 'student', label: ACCOUNT_TEXT.tabs.student },
          { key: 'teacher', label: ACCOUNT_TEXT.tabs.teacher },
        ]}
      />
      <Form
        form={form}
        name={`login-${tab}`}
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FOCUS_ORDER)}
        initialValues={{ isRemeber: false }}
      >
        <Form.Item name="phone" normalize={stripPhone} rules={[rule((value) => validatePhone(value, 'login'))]}>
          <Input
            size="large"
            maxLength={PHONE_LENGTH}
            inputMode="numeric"
            autoComplete="username"
            placeholder={ACCOUNT_TEXT.placeholders.phone}
            aria-label={ACCOUNT_TEXT.placeholders.phone}
          />
        </Form.Item>
        <Form.Item name="password" rules={[rule(validateLoginPassword)]}>
          <Input.Password
            size="large"
            autoComplete="current-password"
            placeholder={ACCOUNT_TEXT.placeholders.password}
            aria-label={ACCOUNT_TEXT.placeholders.password}
          />
        </Form.Item>
        <CaptchaField stamp={captchaStamp} onRefresh={() => setCaptchaStamp(Date.now())} />
        <div className={styles.row}>
          <Form.Item name="isRemeber" valuePropName="checked" noStyle>
            <Checkbox>{ACCOUNT_TEXT.labels.remember}</Checkbox>
          </Form.Item>
          <Button type="link" className={styles.headLink} onClick={onForgot}>
            {ACCOUNT_TEXT.links.forgot}
          </Button>
        </div>
        <Button type="primary" size="large" className={styles.submit} loading={submitting} onClick={form.submit}>
          {ACCOUNT_TEXT.buttons.login}
        </Button>
      </Form>
    </div>
  );
}
