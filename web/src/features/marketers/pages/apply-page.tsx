import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, messageOf } from '@/api/errors';
import { applyMarketer, type Application, type Marketer } from '@/api/marketers';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { marketerKeys, useMyApplication } from '../queries';
import { MARKETER_TEXT } from '../texts';
import styles from './marketers.module.css';

const T = MARKETER_TEXT.apply;
const MOBILE = /^1[3-9]\d{9}$/;

/** Where the application stands: pending, approved (to /promote), refused (with the reason; the form again), stopped. */
function Status({ mine }: { mine: Marketer }) {
  const navigate = useNavigate();
  const when = `${T.applyTime}：${formatServerTime(mine.applyTime)}`;
  if (mine.status === 0) return <Alert type="info" showIcon title={T.pending} description={when} />;
  if (mine.status === 1) {
    return (
      <Alert
        type="success"
        showIcon
        title={T.approved(mine.rate)}
        action={
          <Button type="primary" size="small" onClick={() => void navigate(paths.promote.getHref())}>
            {T.toPromote}
          </Button>
        }
      />
    );
  }
  if (mine.status === 2) return <Alert type="warning" showIcon title={T.refused(mine.reviewNote)} />;
  return <Alert type="error" showIcon title={T.stopped(mine.reviewNote)} />;
}

/** /apply-text (spec 02 §2, login required): the marketer agreement and the application; its state once sent. */
export function ApplyPage() {
  const mine = useMyApplication();
  const client = useQueryClient();
  const [form] = Form.useForm<Application>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Application): Promise<void> => {
    setBusy(true);
    try {
      await applyMarketer({ ...values, intro: values.intro ?? '' });
      toastSuccess(T.submitted);
      await client.invalidateQueries({ queryKey: marketerKeys.all });
    } catch (error) {
      const msg = messageOf(error, MARKETER_TEXT.loadFailed);
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'realName' || field === 'mobile' || field === 'intro' || field === 'agree') form.setFields([{ name: field, errors: [msg] }]);
      else toastError(msg);
    } finally {
      setBusy(false);
    }
  };

  const status = mine.data ?? null;
  const canApply = !mine.isPending && !mine.isError && (status === null || status.status === 2);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      {mine.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {mine.isError ? <Alert type="error" showIcon title={MARKETER_TEXT.loadFailed} /> : null}
      {status ? <Status mine={status} /> : null}
      <Card title={T.agreementTitle}>
        <div className={styles.agreement} tabIndex={0} aria-label={T.agreementTitle}>
          {T.agreement.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </Card>
      {canApply ? (
        <Card title={T.formTitle}>
          <Form<Application>
            form={form}
            layout="vertical"
            style={{ maxWidth: 520 }}
            requiredMark
            initialValues={status ? { realName: status.realName, mobile: status.mobile, intro: status.intro, agree: false } : { agree: false }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item
              name="realName"
              label={T.realName}
              rules={[
                { required: true, whitespace: true, message: T.realNameInvalid },
                { min: 2, max: 20, message: T.realNameInvalid },
              ]}
            >
              <Input placeholder={T.realNamePlaceholder} maxLength={20} autoComplete="name" />
            </Form.Item>
            <Form.Item name="mobile" label={T.mobile} rules={[{ required: true, pattern: MOBILE, message: T.mobileInvalid }]}>
              <Input placeholder={T.mobilePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="intro" label={T.intro}>
              <Input.TextArea placeholder={T.introPlaceholder} maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
            </Form.Item>
            <Form.Item
              name="agree"
              valuePropName="checked"
              rules={[{ validator: (_r, value) => (value ? Promise.resolve() : Promise.reject(new Error(T.agreeRequired))) }]}
            >
              <Checkbox>{T.agree}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {T.submit}
            </Button>
          </Form>
        </Card>
      ) : null}
    </div>
  );
}
