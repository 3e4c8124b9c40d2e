import { Form, Input } from 'antd';
import { useState } from 'react';
import { captchaImageUrl } from '@/api/accounts';
import { rule, validateCaptcha } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import styles from './account-forms.module.css';

type CaptchaFieldProps = { stamp: number; onRefresh: () => void };

/** The image captcha of the login form; clicking the image (or its failure text) fetches a new one. */
export function CaptchaField({ stamp, onRefresh }: CaptchaFieldProps) {
  const [failedStamp, setFailedStamp] = useState<number | null>(null);
  const failed = failedStamp === stamp;
  return (
    <Form.Item required>
      <div className={styles.captchaRow}>
        <Form.Item name="code" noStyle rules={[rule(validateCaptcha)]}>
          <Input size="large" maxLength={8} placeholder={ACCOUNT_TEXT.placeholders.captcha} aria-label={ACCOUNT_TEXT.placeholders.captcha} />
        </Form.Item>
        <button type="button" className={styles.captchaImage} onClick={onRefresh} title={ACCOUNT_TEXT.labels.captchaImage}>
          {failed ? (
            <span className={styles.captchaFailed}>{ACCOUNT_TEXT.captchaFailed}</span>
          ) : (
            <img src={captchaImageUrl(stamp)} alt={ACCOUNT_TEXT.labels.captchaImage} onError={() => setFailedStamp(stamp)} />
          )}
        </button>
      </div>
    </Form.Item>
  );
}
