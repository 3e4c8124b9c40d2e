import { Button, Form, Input, Modal, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { captchaImageUrl } from '@/api/accounts';
import { activateCourse, type ActivationResult } from '@/api/courses';
import { API_CODE, isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toast';
import { activationCodeError } from '../lib/activation-rules';
import { closeActivationDialog, useActivationDialogOpen } from '../lib/activation-dialog-store';
import { courseKeys } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './activation-dialog.module.css';

const TEXT = COURSE_TEXT.activation;
/** Spec 01 §9: dialogs are 444 px wide. */
const DIALOG_WIDTH = 444;

type Values = { code: string; captcha: string };

function ActivationForm({ onDone }: { onDone: (result: ActivationResult) => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [stamp, setStamp] = useState(() => Date.now());
  const [imageFailed, setImageFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const refreshCaptcha = (): void => {
    setImageFailed(false);
    setStamp(Date.now());
    form.setFieldValue('captcha', '');
  };

  const submit = async (values: Values): Promise<void> => {
    setSubmitting(true);
    try {
      const result = await activateCourse(values.code.trim(), values.captcha.trim());
      await client.invalidateQueries({ queryKey: courseKeys.all });
      onDone(result);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.field === 'code' || error.field === 'captcha') form.setFields([{ name: error.field, errors: [error.msg] }]);
      else if (error.code === API_CODE.CAPTCHA_WRONG) form.setFields([{ name: 'captcha', errors: [error.msg] }]);
      else if (error.code === API_CODE.BUSINESS_ERROR) form.setFields([{ name: 'code', errors: [error.msg] }]);
      else toastError(error.msg);
    } finally {
      setSubmitting(false);
      // Spec 01 §7: the captcha reloads after every attempt, success or not.
      setImageFailed(false);
      setStamp(Date.now());
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} className={styles.form}>
      <Form.Item
        name="code"
        label={TEXT.code}
        rules={[{ validator: async (_, value: string | undefined) => { const message = activationCodeError(value); if (message) throw new Error(message); } }]}
      >
        <Input size="large" maxLength={32} placeholder={TEXT.codePlaceholder} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label={TEXT.captcha} required>
        <div className={styles.captchaRow}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: TEXT.captchaRequired }]}>
            <Input size="large" maxLength={8} placeholder={TEXT.captchaPlaceholder} aria-label={TEXT.captcha} autoComplete="off" />
          </Form.Item>
          <button type="button" className={styles.captchaImage} onClick={refreshCaptcha} title={TEXT.captchaRefresh} aria-label={TEXT.captchaRefresh}>
            {imageFailed ? (
              <span className={styles.captchaFailed}>{TEXT.captchaFailed}</span>
            ) : (
              <img src={captchaImageUrl(stamp)} alt={TEXT.captchaImage} onError={() => setImageFailed(true)} />
            )}
          </button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {TEXT.submit}
      </Button>
    </Form>
  );
}

/** Spec 01 §7 "Course activation": a 16-character code and the image captcha; shows the server's text on success. */
export function ActivationDialog() {
  const open = useActivationDialogOpen();
  const navigate = useNavigate();
  const [result, setResult] = useState<ActivationResult | null>(null);
  const close = (): void => {
    closeActivationDialog();
    setResult(null);
  };
  return (
    <Modal open={open} width={DIALOG_WIDTH} footer={null} onCancel={close} destroyOnHidden centered title={TEXT.title}>
      {result ? (
        <Result
          status="success"
          title={result.text}
          extra={
            <Button
              type="primary"
              onClick={() => {
                close();
                const page = result.training ? paths.trainDetail : paths.courseDetail;
                void navigate(page.getHref(result.courseSign));
              }}
            >
              {TEXT.toCourse}
            </Button>
          }
        />
      ) : (
        <ActivationForm onDone={setResult} />
      )}
    </Modal>
  );
}
