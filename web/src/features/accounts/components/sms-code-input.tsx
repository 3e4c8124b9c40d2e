import { Button, Form, Input } from 'antd';
import type { SmsCode } from '../hooks/use-sms-code';
import { rule, SMS_CODE_MAX, validateSmsCode } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import { SmsCaptchaDialog } from './sms-captcha-dialog';
import styles from './account-forms.module.css';

type SmsCodeInputProps = {
  sms: SmsCode;
  form: 'register' | 'forget';
  onRequest: () => void;
};

/**
 * The SMS code field with its get-code button and, while counting, the caption under it; the image captcha dialog
 * opens from here when the server asks for it.
 */
export function SmsCodeInput({ sms, form, onRequest }: SmsCodeInputProps) {
  return (
    <>
      <Form.Item required>
        <div className={styles.smsRow}>
          <Form.Item name="mobileCode" noStyle rules={[rule((value) => validateSmsCode(value, form))]}>
            <Input
              size="large"
              maxLength={SMS_CODE_MAX}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={ACCOUNT_TEXT.placeholders.smsCode}
              aria-label={ACCOUNT_TEXT.placeholders.smsCode}
            />
          </Form.Item>
          <Button size="large" className={styles.smsButton} disabled={sms.disabled} onClick={onRequest}>
            {sms.label}
          </Button>
        </div>
      </Form.Item>
      {sms.caption ? (
        <p className={styles.caption} role="status">
          {sms.caption}
        </p>
      ) : null}
      <SmsCaptchaDialog captcha={sms.captcha} />
    </>
  );
}
