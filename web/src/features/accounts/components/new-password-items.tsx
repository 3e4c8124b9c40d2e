import { Form, Input, type FormInstance } from 'antd';
import { rule, validatePassword, validateRepeatPassword } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';

/**
 * A new password and its repetition, with registration's rule (forgot password, the admin's reset link): the fields
 * are named by the form's call (`newPwd` / `confirmPwd`, `password` / `confirmPassword`).
 */
export function NewPasswordItems({ form, name, confirmName }: { form: FormInstance; name: string; confirmName: string }) {
  return (
    <>
      <Form.Item name={name} rules={[rule(validatePassword)]}>
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={ACCOUNT_TEXT.placeholders.newPassword}
          aria-label={ACCOUNT_TEXT.placeholders.newPassword}
        />
      </Form.Item>
      <Form.Item
        name={confirmName}
        validateTrigger="onBlur"
        rules={[rule((value) => validateRepeatPassword(value, form.getFieldValue(name)))]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={ACCOUNT_TEXT.placeholders.confirmPassword}
          aria-label={ACCOUNT_TEXT.placeholders.confirmPassword}
        />
      </Form.Item>
    </>
  );
}
