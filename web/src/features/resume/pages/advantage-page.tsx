import { Button, Form, Input } from 'antd';
import { isApiError } from '@/api/errors';
import { updateAdvantage } from '@/api/resume';
import { toastSuccess } from '@/lib/toast';
import { useResumeDetail, useResumeMutation } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './resume-forms.module.css';

const MAX = 500;

/** 个人优势: a few sentences, at most 500 characters. */
export function AdvantagePage() {
  const { data: detail } = useResumeDetail();
  const [form] = Form.useForm<{ text: string }>();
  const save = useResumeMutation(updateAdvantage);
  if (!detail) return null;
  const submit = ({ text }: { text: string }): void => {
    save.mutate(text.trim(), {
      onSuccess: () => toastSuccess(RESUME_TEXT.saved),
      onError: (error) => {
        if (isApiError(error) && error.field) form.setFields([{ name: 'text', errors: [error.msg] }]);
      },
    });
  };
  return (
    <section className={styles.card} aria-labelledby="resume-advantage">
      <h2 id="resume-advantage">{RESUME_TEXT.sections.advantage}</h2>
      <Form form={form} layout="vertical" initialValues={{ text: detail.personalAdvantage }} onFinish={submit}>
        <Form.Item name="text" label={RESUME_TEXT.advantage.label} rules={[{ max: MAX, message: `个人优势不能超过${MAX}个字` }]}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} showCount maxLength={MAX} placeholder={RESUME_TEXT.advantage.placeholder} />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {RESUME_TEXT.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
