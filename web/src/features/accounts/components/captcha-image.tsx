import { useState } from 'react';
import { captchaImageUrl } from '@/api/accounts';
import { ACCOUNT_TEXT } from '../texts';
import styles from './account-forms.module.css';

/** `stamp` null: nothing to show yet (the button stays, empty, so the layout does not move). */
type CaptchaImageProps = { stamp: number | null; onRefresh: () => void };

/** The image captcha as a button: a click fetches a new picture; a picture that fails to load says so. */
export function CaptchaImage({ stamp, onRefresh }: CaptchaImageProps) {
  const [failedStamp, setFailedStamp] = useState<number | null>(null);
  const failed = stamp !== null && failedStamp === stamp;
  return (
    <button type="button" className={styles.captchaImage} onClick={onRefresh} title={ACCOUNT_TEXT.labels.captchaRefresh}
      aria-label={ACCOUNT_TEXT.labels.captchaRefresh}>
      {failed ? <span className={styles.captchaFailed}>{ACCOUNT_TEXT.captchaFailed}</span> : null}
      {stamp !== null && !failed ? (
        <img src={captchaImageUrl(stamp)} alt={ACCOUNT_TEXT.labels.captchaImage} onError={() => setFailedStamp(stamp)} />
      ) : null}
    </button>
  );
}
