import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { updatePassword } from '@/api/account-settings';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { useSaveSetting } from '@/features/accounts/hooks/use-save-setting';
import { settingsFieldError } from '@/features/accounts/lib/field-errors';
import { focusFirstInvalid, showFieldError } from '@/features/accounts/lib/form-helpers';
import { rule, validatePassword, validateRepeatPassword } from '@/features/accounts/lib/validators';
import { useEncryptPassword } from '@/features/accounts/queries';
import { ACCOUNT_TEXT } from '@/features/accounts/texts';
import styles from './settings.module.css';

type PasswordValues = { password: string; newPassword: string; confirmNewPwd: string };

const T = SETTINGS_TEXT.password;
const B = SETTINGS_TEXT.buttons;
const FIELDS = ['password', 'newPassword', 'confirmNewPwd'] as const;
/** Server messages without a field name go under the field they speak of. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [T.wrongOld]: 'password',
  [T.sameAsOld]: 'newPassword',
  [ACCOUNT_TEXT.validation.repeatMismatch]: 'confirmNewPwd',
};

/** The old password may predate the 8–20 rule: it only has to be typed. */
const validateOldPassword = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? null : ACCOUNT_TEXT.validation.passwordRequired;

/** 登录密码: old, new and confirmation (show/hide, the 8–20 rule), every field sent encrypted. */
export function PasswordSetting() {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<PasswordValues>();
  const encrypt = useEncryptPassword();
  const change = async (values: PasswordValues): Promise<void> => {
    const [password, newPassword, confirmNewPwd] = await Promise.all(FIELDS.map((name) => encrypt(values[name])));
    await updatePassword({ password, newPassword, confirmNewPwd });
  };
  const { save, saving } = useSaveSetting(change, {
    onSaved: () => setEditing(false),
    onError: (error) => showFieldError(form, settingsFieldError(error, FIELDS, 'password', FIELD_OF_MESSAGE)),
  });

  return (
    <>
      <div className={styles.row}>
        <span className={`${styles.value} ${styles.muted}`}>{T.hint}</span>
        {editing ? null : (
          <Button type="link" onClick={() => setEditing(true)} aria-label={`${B.edit}${T.title}`}>
            {B.edit}
          </Button>
        )}
      </div>
      {editing ? (
        <Form
          form={form}
          name="account-password"
          layout="vertical"
          className={styles.passwordForm}
          onFinish={(values) => void save(values)}
          onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FIELDS)}
        >
          <Form.Item name="password" label={T.oldLabel} rules={[rule(validateOldPassword)]}>
            <Input.Password autoComplete="current-password" placeholder={T.old} aria-label={T.old} />
          </Form.Item>
          <Form.Item name="newPassword" label={T.newLabel} rules={[rule(validatePassword)]}>
            <Input.Password autoComplete="new-password" placeholder={T.new} aria-label={T.new} />
          </Form.Item>
          <Form.Item
            name="confirmNewPwd"
            label={T.confirmLabel}
            validateTrigger="onBlur"
            rules={[rule((value) => validateRepeatPassword(value, form.getFieldValue('newPassword')))]}
          >
            <Input.Password autoComplete="new-password" placeholder={T.confirm} aria-label={T.confirm} />
          </Form.Item>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {B.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{B.cancel}</Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
