import { Button, Form } from 'antd';
import { useCallback } from 'react';
import { sendTypedCode, SMS_TYPE, updateMobile } from '@/api/account-settings';
import { isApiError } from '@/api/errors';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { PhoneInput } from '@/features/accounts/components/phone-input';
import { SmsCodeInput } from '@/features/accounts/components/sms-code-input';
import { useSaveSetting } from '@/features/accounts/hooks/use-save-setting';
import { useSmsForm } from '@/features/accounts/hooks/use-sms-form';
import { settingsFieldError } from '@/features/accounts/lib/field-errors';
import { focusFirstInvalid, showFieldError } from '@/features/accounts/lib/form-helpers';
import { stripPhone } from '@/features/accounts/lib/validators';
import { toastError } from '@/lib/toast';
import styles from './change-mobile.module.css';

type NewMobileValues = { mobile: string; mobileCode: string };

const T = SETTINGS_TEXT.changeMobile;
const FIELDS = ['mobile', 'mobileCode'] as const;

type NewMobileStepProps = {
  onChanged: () => void;
  /** The server no longer holds the old number's verification (请先验证原手机号). */
  onNeedsOldNumber: () => void;
};

/** Step 2: the new number and its type 3 code, sent with updateMobile (修改成功). */
export function NewMobileStep({ onChanged, onNeedsOldNumber }: NewMobileStepProps) {
  const [form] = Form.useForm<NewMobileValues>();
  const request = useCallback((mobile: string, captcha?: string) => sendTypedCode(mobile, SMS_TYPE.newMobile, captcha), []);
  const { sms, requestCode, onValuesChange } = useSmsForm({ form, request });
  const { save, saving } = useSaveSetting(updateMobile, {
    onSaved: onChanged,
    onError: (error) => {
      if (isApiError(error) && error.msg === T.verifyOldFirst) {
        toastError(error.msg);
        onNeedsOldNumber();
        return;
      }
      showFieldError(form, settingsFieldError(error, FIELDS, 'mobileCode'));
    },
  });

  return (
    <Form
      form={form}
      name="new-mobile"
      className={styles.form}
      onFinish={(values) => void save(stripPhone(values.mobile), values.mobileCode.trim())}
      onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FIELDS)}
      onValuesChange={onValuesChange}
    >
      <PhoneInput placeholder={T.newPlaceholder} />
      <SmsCodeInput sms={sms} form="register" onRequest={() => void requestCode()} />
      <Button type="primary" size="large" htmlType="submit" block loading={saving}>
        {SETTINGS_TEXT.buttons.confirm}
      </Button>
    </Form>
  );
}
