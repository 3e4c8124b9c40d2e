import { Button, Checkbox, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { checkUniqueByMobile, register, sendRegisterCode } from '@/api/accounts';
import { API_CODE, isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { openInNewTab } from '@/lib/browser';
import { useFormKeys } from '../hooks/use-form-keys';
import { useSmsForm } from '../hooks/use-sms-form';
import { smsFormFieldError } from '../lib/field-errors';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { notifySessionChanged, storedSchoolCode } from '../lib/session';
import { rule, stripPhone, validateAgreement, validatePassword, validatePhone, validateRepeatPassword } from '../lib/validators';
import { accountKeys, useEncryptPassword } from '../queries';
import { ACCOUNT_TEXT } from '../texts';
import { PhoneInput } from './phone-input';
import { SmsCodeInput } from './sms-code-input';
import styles from './account-forms.module.css';

type RegisterValues = { mobile: string; mobileCode: string; password: string; repeatPassword: string; agreement: boolean };

const FOCUS_ORDER = ['mobile', 'password', 'mobileCode', 'repeatPassword', 'agreement'] as const;

type RegisterFormProps = {
  submitOnEnter: boolean;
  /** `needsAuthentication`: the server answered 301 (a school code was given). */
  onRegistered: (needsAuthentication: boolean) => void;
};

/** Registration (spec 01 §2.6): phone checked on blur, SMS code, password twice, the agreement. */
export function RegisterForm({ submitOnEnter, onRegistered }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const client = useQueryClient();
  const encrypt = useEncryptPassword();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const { sms, requestCode, onValuesChange } = useSmsForm({ form, request: sendRegisterCode });
  const onKeyDown = useFormKeys(submitOnEnter, form.submit);

  const checkUnique = async (): Promise<void> => {
    const mobile = stripPhone(form.getFieldValue('mobile'));
    if (validatePhone(mobile) !== null) return;
    try {
      await checkUniqueByMobile(mobile);
    } catch (error) {
      if (isApiError(error) && error.kind === 'server' && stripPhone(form.getFieldValue('mobile')) === mobile) {
        form.setFields([{ name: 'mobile', errors: [error.msg] }]);
      }
    }
  };

  const signedIn = (needsAuthentication: boolean): void => {
    notifySessionChanged();
    void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
    onRegistered(needsAuthentication);
  };

  const onFinish = async (values: RegisterValues): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const password = await encrypt(values.password);
      await register({ mobile: stripPhone(values.mobile), mobileCode: values.mobileCode.trim(), password, schoolCode: storedSchoolCode() });
      signedIn(false);
    } catch (error) {
      if (isApiError(error) && error.code === API_CODE.NEEDS_AUTHENTICATION) signedIn(true);
      else showFieldError(form, smsFormFieldError(error, 'check'));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Form
        form={form}
        name="register"
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FOCUS_ORDER)}
        onValuesChange={onValuesChange}
      >
        <PhoneInput onBlur={() => void checkUnique()} />
        <SmsCodeInput sms={sms} form="register" onRequest={() => void requestCode()} />
        <Form.Item name="password" rules={[rule(validatePassword)]}>
          <Input.Password size="large" autoComplete="new-password" placeholder={ACCOUNT_TEXT.placeholders.password} aria-label={ACCOUNT_TEXT.placeholders.password} />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          validateTrigger="onBlur"
          rules={[rule((value) => validateRepeatPassword(value, form.getFieldValue('password')))]}
        >
          <Input.Password
            size="large"
            autoComplete="new-password"
            placeholder={ACCOUNT_TEXT.placeholders.repeatPassword}
            aria-label={ACCOUNT_TEXT.placeholders.repeatPassword}
          />
        </Form.Item>
        <Form.Item name="agreement" valuePropName="checked" rules={[rule(validateAgreement)]}>
          <Checkbox>
            {ACCOUNT_TEXT.labels.agreementPrefix}
            <a
              href={paths.agreement.getHref(true)}
              onClick={(event) => {
                event.preventDefault();
                openInNewTab(paths.agreement.getHref(true));
              }}
            >
              {ACCOUNT_TEXT.labels.agreementLink}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" size="large" className={styles.submit} loading={submitting} onClick={form.submit}>
          {ACCOUNT_TEXT.buttons.register}
        </Button>
      </Form>
    </div>
  );
}
