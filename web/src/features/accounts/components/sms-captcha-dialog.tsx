import { Form, Input, Modal, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SmsCaptcha } from '../hooks/use-sms-captcha';
import { ACCOUNT_TEXT } from '../texts';
import { CaptchaImage } from './captcha-image';
import styles from './account-forms.module.css';

const T = ACCOUNT_TEXT.smsCaptcha;
/** Spec 01 §9: dialogs are 444 px wide (antd narrows them on a phone). */
const DIALOG_WIDTH = 444;

/**
 * Asks for the image captcha before a get-code request goes out again (the server's captchaRequired): the picture
 * (click for a new one), its text, 确定 or Enter to send, 取消 or Esc to send nothing.
 */
export function SmsCaptchaDialog({ captcha }: { captcha: SmsCaptcha }) {
  const [text, setText] = useState('');
  const [typedFor, setTypedFor] = useState(captcha.stamp);
  const input = useRef<InputRef>(null);
  if (typedFor !== captcha.stamp) {
    // A new picture: its text is typed afresh.
    setTypedFor(captcha.stamp);
    setText('');
  }
  useEffect(() => {
    if (captcha.open) input.current?.focus();
  }, [captcha.open, captcha.stamp]);

  const confirm = (): void => void captcha.confirm(text);
  return (
    <Modal
      open={captcha.open}
      title={T.title}
      width={DIALOG_WIDTH}
      centered
      destroyOnHidden
      okText={ACCOUNT_TEXT.buttons.confirm}
      cancelText={T.cancel}
      confirmLoading={captcha.submitting}
      onOk={confirm}
      onCancel={captcha.cancel}
    >
      <Form.Item className={styles.dialogField} validateStatus={captcha.error ? 'error' : undefined} help={captcha.error}>
        <div className={styles.captchaRow}>
          <Input
            ref={input}
            size="large"
            maxLength={8}
            autoFocus
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={confirm}
            placeholder={ACCOUNT_TEXT.placeholders.captcha}
            aria-label={ACCOUNT_TEXT.placeholders.captcha}
          />
          <CaptchaImage stamp={captcha.stamp} onRefresh={captcha.refresh} />
        </div>
      </Form.Item>
    </Modal>
  );
}
