import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { updateName } from '@/api/account-settings';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { useSaveSetting } from '@/features/accounts/hooks/use-save-setting';
import { settingsFieldError } from '@/features/accounts/lib/field-errors';
import { showFieldError } from '@/features/accounts/lib/form-helpers';
import { NAME_MAX, rule, validateName } from '@/features/accounts/lib/validators';
import styles from './settings.module.css';

const T = SETTINGS_TEXT.name;
const B = SETTINGS_TEXT.buttons;

/** 姓名: shown, or edited inline (spec 01 §5: required, under 20 characters). */
export function NameSetting({ name }: { name: string | null }) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ userName: string }>();
  const { save, saving } = useSaveSetting(updateName, {
    onSaved: () => setEditing(false),
    onError: (error) => showFieldError(form, settingsFieldError(error, ['userName'], 'userName')),
  });

  return (
    <div className={styles.row}>
      {editing ? (
        <Form
          form={form}
          name="account-name"
          className={styles.inlineForm}
          initialValues={{ userName: name ?? '' }}
          onFinish={(values) => void save(values.userName.trim())}
        >
          <Form.Item name="userName" rules={[rule(validateName)]}>
            <Input autoFocus maxLength={NAME_MAX + 1} placeholder={T.placeholder} aria-label={T.title} />
          </Form.Item>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {B.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{B.cancel}</Button>
          </div>
        </Form>
      ) : (
        <>
          <span className={`${styles.value} ${name?.trim() ? '' : styles.muted}`}>{name?.trim() || T.unset}</span>
          <Button type="link" onClick={() => setEditing(true)} aria-label={`${B.edit}${T.title}`}>
            {B.edit}
          </Button>
        </>
      )}
    </div>
  );
}
