import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { smsFormFieldError } from '../lib/field-errors';
import { isValidationFailure, showFieldError } from '../lib/form-helpers';
import { stripPhone } from '../lib/validators';
import { useSmsCode, type SmsRequest } from './use-sms-code';

type Options = {
  form: FormInstance;
  request: SmsRequest;
  countBeforeAnswer?: boolean;
};

const isRateMessage = (error: unknown): boolean => smsFormFieldError(error, 'send')?.field === 'mobileCode';

/**
 * The SMS part of a form with `mobile` and `mobileCode`: get a code only for a valid phone, show a
 * refusal under its field, and clear the code and the countdown whenever the phone changes.
 */
export function useSmsForm({ form, request, countBeforeAnswer = false }: Options) {
  const sms = useSmsCode({ request, countBeforeAnswer, keepsCountdown: isRateMessage });

  const requestCode = useCallback(async () => {
    try {
      await form.validateFields(['mobile']);
    } catch (error) {
      if (isValidationFailure(error)) return;
      throw error;
    }
    try {
      await sms.send(stripPhone(form.getFieldValue('mobile')));
    } catch (error) {
      showFieldError(form, smsFormFieldError(error, 'send'));
    }
  }, [form, sms]);

  const onValuesChange = useCallback(
    (changed: Record<string, unknown>) => {
      if (!('mobile' in changed)) return;
      sms.reset();
      form.setFieldValue('mobileCode', '');
    },
    [form, sms],
  );

  return { sms, requestCode, onValuesChange };
}
