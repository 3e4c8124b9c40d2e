import { Button, Card, Form, Result } from 'antd';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetByLink } from '@/api/admin';
import { API_CODE, isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { useFormKeys } from '../hooks/use-form-keys';
import { focusFirstInvalid, showFieldError } from '../lib/form-helpers';
import { useEncryptPassword } from '../queries';
import { NewPasswordItems } from '../components/new-password-items';
import { ACCOUNT_TEXT } from '../texts';
import styles from './reset-by-link-page.module.css';

const T = ACCOUNT_TEXT.resetByLink;
const FIELDS = ['password', 'confirmPassword'] as const;

type Values = { password: string; confirmPassword: string };
/** The form, the link refused (no token, or the server's -1000 with its words), or the password reset. */
type Outcome = { kind: 'form' } | { kind: 'refused'; message: string } | { kind: 'done' };

/**
 * /reset-password?token= (public): the page of the reset link an admin had sent by SMS (docs/admin.md "Users"). The
 * new password twice, with registration's rule, both sent encrypted as registration's; a link that is unknown, used or
 * older than 24 hours is refused with the server's words.
 */
export function ResetByLinkPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'form' } : { kind: 'refused', message: T.invalid });
  const login = <Link to={paths.login.getHref()}>{T.toLogin}</Link>;

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        {outcome.kind === 'done' ? (
          <Result status="success" title={T.done} subTitle={T.doneHint} extra={login} />
        ) : outcome.kind === 'refused' ? (
          <Result status="warning" title={outcome.message} extra={login} />
        ) : (
          <>
            <h1 className={styles.title}>{T.title}</h1>
            <p className={styles.intro}>{T.intro}</p>
            <ResetForm
              token={token}
              onDone={() => setOutcome({ kind: 'done' })}
              onRefused={(message) => setOutcome({ kind: 'refused', message })}
            />
          </>
        )}
      </Card>
    </div>
  );
}

function ResetForm({ token, onDone, onRefused }: { token: string; onDone: () => void; onRefused: (message: string) => void }) {
  const [form] = Form.useForm<Values>();
  const encrypt = useEncryptPassword();
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const onKeyDown = useFormKeys(true, form.submit);

  const onFinish = async (values: Values): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const [password, confirmPassword] = await Promise.all([encrypt(values.password), encrypt(values.confirmPassword)]);
      await resetByLink({ token, password, confirmPassword });
      onDone();
    } catch (error) {
      // A refusal of a field shows under it (密码格式错误); the link's own (-1000) replaces the form.
      if (isApiError(error) && error.kind === 'server' && error.field && FIELDS.some((name) => name === error.field)) {
        showFieldError(form, { field: error.field, message: error.msg });
      } else if (isApiError(error) && error.code === API_CODE.BUSINESS_ERROR) {
        onRefused(error.msg);
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Form<Values>
        form={form}
        name="reset-by-link"
        onFinish={onFinish}
        onFinishFailed={({ errorFields }) => focusFirstInvalid(form, errorFields, FIELDS)}
      >
        <NewPasswordItems form={form} name="password" confirmName="confirmPassword" />
        <Button type="primary" size="large" block loading={saving} onClick={form.submit}>
          {T.submit}
        </Button>
      </Form>
    </div>
  );
}
