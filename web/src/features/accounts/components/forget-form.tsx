import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { sendForgetCode, verifyForgetCode } from '@/api/accounts';
import { useFormKeys } from '../hooks/use-form-keys';
import { useSmsForm } from '../hooks/use-sms-form';
import { smsFormFieldError } from '../lib/field-errors';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { stripPhone } from '../lib/validators';
import { ACCOUNT_TEXT } from '../texts';
import { PhoneInput } from './phone-input';
import { SmsCodeInput } from './sms-code-input';
import styles from './account-forms.module.css';

export type ForgetInfo = { mobile: string; mobileCode: string };

const FOCUS_ORDER = ['mobile', 'mobileCode'] as const;

type ForgetFormProps = {
  initialValues?: ForgetInfo;
  submitOnEnter: boolean;
  onNext: (info: ForgetInfo) => void;
  onBackToLogin: () => void;
};

/** Forgot password, step 1: phone and SMS code, checked by the server before step 2. */
export function ForgetForm({ initialValues, submitOnEnter, onNext, onBackToLogin }: ForgetFormProps) {
  const [form] = Form.useForm<ForgetInfo>();
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  const { sms, requestCode, onValuesChange } = useSmsForm({ form, request: sendForgetCode, countBeforeAnswer: true });
  const onKeyDown = useFormKeys(submitOnEnter, form.submit);

  const onFinish = async (values: ForgetInfo): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    const info = { mobile: stripPhone(values.mobile), mobileCode: values.mobileCode.trim() };
    try {
      await verifyForgetCode(info.mobile, info.mobileCode);
      onNext(info);
    } catch (error) {
      showFieldError(form, smsFormFieldError(error, 'check'));
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Form
        form={form}
        name="forget"
        initialValues={initialValues}
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FOCUS_ORDER)}
        onValuesChange={onValuesChange}
      >
        <PhoneInput />
        <SmsCodeInput sms={sms} form="forget" onRequest={() => void requestCode()} />
        <Button type="primary" size="large" className={styles.submit} loading={checking} onClick={form.submit}>
          {ACCOUNT_TEXT.buttons.next}
        </Button>
        <Button type="link" className={styles.footerLink} onClick={onBackToLogin}>
          {ACCOUNT_TEXT.links.backToLogin}
        </Button>
      </Form>
    </div>
  );
}
