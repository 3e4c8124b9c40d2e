import { Form, Input } from 'antd';
import { rule, validateCaptcha } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import { CaptchaImage } from './captcha-image';
import styles from './account-forms.module.css';

/** `stamp` null: not required yet (the field stays registered, hidden, so a server message can land on it). */
type CaptchaFieldProps = { stamp: number | null; onRefresh: () => void };

/** The image captcha of the login form; clicking the image (or its failure text) fetches a new one. */
export function CaptchaField({ stamp, onRefresh }: CaptchaFieldProps) {
  const shown = stamp !== null;
  return (
    <Form.Item required hidden={!shown}>
      <div className={styles.captchaRow}>
        <Form.Item name="code" noStyle rules={shown ? [rule(validateCaptcha)] : []}>
          <Input size="large" maxLength={8} placeholder={ACCOUNT_TEXT.placeholders.captcha} aria-label={ACCOUNT_TEXT.placeholders.captcha} />
        </Form.Item>
        <CaptchaImage stamp={stamp} onRefresh={onRefresh} />
      </div>
    </Form.Item>
  );
}
