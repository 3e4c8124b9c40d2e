import { Button, Form, Input, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { submitAuthentication } from '@/api/identity';
import { API_CODE, isApiError } from '@/api/errors';
import { DEFAULT_SCHOOL_SIGN, getSchoolList } from '@/api/site';
import { toastSuccess } from '@/lib/toast';
import { IDENTITY_TEXT } from '../identity-texts';
import type { FieldError } from '../lib/field-errors';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { validateNumber, validateRealName, validateSchool, type IdentityKind } from '../lib/identity-validators';
import { rule } from '../lib/validators';
import { accountKeys } from '../queries';
import { CaptchaField } from './captcha-field';
import { RecognitionPhotoField } from './recognition-photo-field';
import styles from './account-forms.module.css';

type AuthenticationValues = { school: string; realName: string; studentId: string; code: string };

const FIELDS = ['school', 'realName', 'studentId', 'code'] as const;

const schoolListQuery = { queryKey: accountKeys.schoolList(DEFAULT_SCHOOL_SIGN), queryFn: () => getSchoolList(DEFAULT_SCHOOL_SIGN), staleTime: 300_000 };

/** A refusal's place: the server's field, the captcha for -5; else none (the request layer toasted it). */
export function authenticationFieldError(error: unknown): FieldError | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.field && (FIELDS as readonly string[]).includes(error.field)) return { field: error.field, message: error.msg };
  if (error.code === API_CODE.CAPTCHA_WRONG) return { field: 'code', message: error.msg };
  return null;
}

type AuthenticationFormProps = { kind: IdentityKind; onDone: () => void };

/** Student (type 1) or teacher (type 2) authentication of spec 01 §2.6 / §4. */
export function AuthenticationForm({ kind, onDone }: AuthenticationFormProps) {
  const [form] = Form.useForm<AuthenticationValues>();
  const client = useQueryClient();
  const [stamp, setStamp] = useState(() => Date.now());
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const schools = useQuery(schoolListQuery);
  const T = IDENTITY_TEXT;
  const student = kind === 'student';

  const onFinish = async (values: AuthenticationValues): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const { msg } = await submitAuthentication({
        school: values.school,
        realName: values.realName.trim(),
        studentId: values.studentId.trim(),
        code: values.code.trim(),
        type: student ? 1 : 2,
      });
      toastSuccess(msg);
      // Spec 01 §4: reload the login info and the role (both come from it), even when no page shows them now.
      void client.invalidateQueries({ queryKey: accountKeys.loginInfo(), refetchType: 'all' });
      void client.invalidateQueries({ queryKey: accountKeys.auditInfo() });
      onDone();
    } catch (error) {
      // Spec 01 §4: a failed authentication reloads the captcha.
      setStamp(Date.now());
      form.setFieldValue('code', '');
      showFieldError(form, authenticationFieldError(error));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const schoolText = student ? T.placeholders.schoolStudent : T.placeholders.schoolTeacher;
  const numberText = student ? T.placeholders.studentId : T.placeholders.staffId;
  return (
    <Form
      form={form}
      name={`authentication-${kind}`}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FIELDS)}
    >
      <Form.Item name="school" rules={[rule((value) => validateSchool(value, kind))]}>
        <Select
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          loading={schools.isPending}
          placeholder={schoolText}
          aria-label={schoolText}
          options={(schools.data?.schoolVoList ?? []).map((school) => ({ value: school.schoolSign, label: school.schoolName }))}
        />
      </Form.Item>
      <Form.Item name="realName" rules={[rule(validateRealName)]}>
        <Input size="large" maxLength={40} autoComplete="name" placeholder={T.placeholders.realName} aria-label={T.labels.realName} />
      </Form.Item>
      <Form.Item name="studentId" rules={[rule((value) => validateNumber(value, kind))]}>
        <Input size="large" maxLength={40} placeholder={numberText} aria-label={student ? T.labels.studentId : T.labels.staffId} />
      </Form.Item>
      {/* Optional, and sent at once: the photo is kept with the user and goes with the claim (docs/uploads.md). */}
      <RecognitionPhotoField />
      <CaptchaField stamp={stamp} onRefresh={() => setStamp(Date.now())} />
      <Button type="primary" size="large" className={styles.submit} loading={submitting} onClick={form.submit}>
        {T.submit}
      </Button>
    </Form>
  );
}
