import { Form, Input } from 'antd';
import { useState } from 'react';
import { captchaImageUrl } from '@/api/accounts';
import { rule, validateCaptcha } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import styles from './account-forms.module.css';

/** `stamp` null: not required yet (the field stays registered, hidden, so a server message can land on it). */
type CaptchaFieldProps = { stamp: number | null; onRefresh: () => void };

/** The image captcha of the login form; clicking the image (or its failure text) fetches a new one. */
export function CaptchaField({ stamp, onRefresh }: CaptchaFieldProps) {
  const [failedStamp, setFailedStamp] = useState<number | null>(null);
  const failed = failedStamp === stamp;
  const shown = stamp !== null;
  return (
    <Form.Item required hidden={!shown}>
      <div className={styles.captchaRow}>
        <Form.Item name="code" noStyle rules={shown ? [rule(validateCaptcha)] : []}>
          <Input size="large" maxLength={8} placeholder={ACCOUNT_TEXT.placeholders.captcha} aria-label={ACCOUNT_TEXT.placeholders.captcha} />
        </Form.Item>
        <button type="button" className={styles.captchaImage} onClick={onRefresh} title={ACCOUNT_TEXT.labels.captchaRefresh}
          aria-label={ACCOUNT_TEXT.labels.captchaRefresh}>
          {failed ? <span className={styles.captchaFailed}>{ACCOUNT_TEXT.captchaFailed}</span> : null}
          {shown && !failed ? (
            <img src={captchaImageUrl(stamp)} alt={ACCOUNT_TEXT.labels.captchaImage} onError={() => setFailedStamp(stamp)} />
          ) : null}
        </button>
      </div>
    </Form.Item>
  );
}
