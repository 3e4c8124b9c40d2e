import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { resetPassword } from '@/api/accounts';
import { useFormKeys } from '../hooks/use-form-keys';
import { smsFormFieldError } from '../lib/field-errors';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { useEncryptPassword } from '../queries';
import { ACCOUNT_TEXT } from '../texts';
import type { ForgetInfo } from './forget-form';
import { NewPasswordItems } from './new-password-items';
import styles from './account-forms.module.css';

type SetPasswordValues = { newPwd: string; confirmPwd: string };

const FIELDS = ['newPwd', 'confirmPwd'] as const;

type SetPasswordFormProps = {
  info: ForgetInfo;
  submitOnEnter: boolean;
  onBack: () => void;
  onReset: () => void;
  onBackToLogin: () => void;
};

/** Forgot password, step 2: the new password twice, sent encrypted with the checked code. */
export function SetPasswordForm({ info, submitOnEnter, onBack, onReset, onBackToLogin }: SetPasswordFormProps) {
  const [form] = Form.useForm<SetPasswordValues>();
  const encrypt = useEncryptPassword();
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const onKeyDown = useFormKeys(submitOnEnter, form.submit);

  const onFinish = async (values: SetPasswordValues): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await resetPassword({ ...info, newPwd: await encrypt(values.newPwd) });
      onReset();
    } catch (error) {
      const placed = smsFormFieldError(error, 'check');
      if (placed) showFieldError(form, FIELDS.some((name) => name === placed.field) ? placed : { ...placed, field: 'newPwd' });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Form
        form={form}
        name="set-password"
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FIELDS)}
      >
        <NewPasswordItems form={form} name="newPwd" confirmName="confirmPwd" />
        <div className={styles.buttons}>
          <Button size="large" onClick={onBack}>
            {ACCOUNT_TEXT.buttons.previous}
          </Button>
          <Button type="primary" size="large" loading={saving} onClick={form.submit}>
            {ACCOUNT_TEXT.buttons.confirm}
          </Button>
        </div>
        <Button type="link" className={styles.footerLink} onClick={onBackToLogin}>
          {ACCOUNT_TEXT.links.backToLogin}
        </Button>
      </Form>
    </div>
  );
}
