import { Button, Form, Input } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { sendTypedCode, SMS_TYPE, verifyCode } from '@/api/account-settings';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { SmsCodeInput } from '@/features/accounts/components/sms-code-input';
import { useSmsCode } from '@/features/accounts/hooks/use-sms-code';
import { settingsFieldError } from '@/features/accounts/lib/field-errors';
import { showFieldError } from '@/features/accounts/lib/form-helpers';
import { maskPhone } from '@/features/accounts/lib/role';
import { toastSuccess } from '@/lib/toast';
import styles from './change-mobile.module.css';

const T = SETTINGS_TEXT.changeMobile;
const CODE_FIELDS = ['mobileCode'] as const;

/** Step 1: a type 2 code to the current number, verified with saveVerifyCache (原手机号验证成功). */
export function VerifyOldStep({ mobile, onVerified }: { mobile: string; onVerified: () => void }) {
  const [form] = Form.useForm<{ mobileCode: string }>();
  const request = useCallback((to: string, captcha?: string) => sendTypedCode(to, SMS_TYPE.oldMobile, captcha), []);
  const sms = useSmsCode({ request });
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  const placeError = (error: unknown): void => {
    showFieldError(form, settingsFieldError(error, CODE_FIELDS, 'mobileCode'));
  };

  const onFinish = async ({ mobileCode }: { mobileCode: string }): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      await verifyCode(mobile, mobileCode.trim(), SMS_TYPE.oldMobile);
      toastSuccess(T.oldVerified);
      onVerified();
    } catch (error) {
      placeError(error);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return (
    <Form form={form} name="verify-old-mobile" className={styles.form} onFinish={(values) => void onFinish(values)}>
      <Form.Item>
        <Input size="large" disabled value={maskPhone(mobile)} aria-label={T.current} addonBefore={T.current} />
      </Form.Item>
      <SmsCodeInput sms={sms} form="register" onRequest={() => void sms.send(mobile).catch(placeError)} />
      <Button type="primary" size="large" htmlType="submit" block loading={checking}>
        {SETTINGS_TEXT.buttons.next}
      </Button>
    </Form>
  );
}
