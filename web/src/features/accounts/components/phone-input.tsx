import { Form, Input } from 'antd';
import { PHONE_LENGTH, rule, stripPhone, validatePhone } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';

/** The `mobile` field of the register and forgot-password forms (digits only, 11 at most). */
export function PhoneInput({ onBlur, placeholder = ACCOUNT_TEXT.placeholders.phone }: { onBlur?: () => void; placeholder?: string }) {
  return (
    <Form.Item name="mobile" normalize={stripPhone} rules={[rule((value) => validatePhone(value))]}>
      <Input
        size="large"
        maxLength={PHONE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        placeholder={placeholder}
        aria-label={placeholder}
        onBlur={onBlur}
      />
    </Form.Item>
  );
}
