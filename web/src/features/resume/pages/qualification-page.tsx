import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { addEntry, removeEntry, updateEntry, type Qualification } from '@/api/resume';
import { toastSuccess } from '@/lib/toast';
import { useResumeDetail, useResumeMutation, useResumeOptions } from '../queries';
import { RowActions } from '../components/row-actions';
import { RESUME_TEXT } from '../texts';
import styles from './resume-forms.module.css';

const T = RESUME_TEXT.qualification;
const NAME_MAX = 30;
type Values = { category?: number; name: string; obtained?: Dayjs };

function QualificationForm({ item, onDone }: { item: Qualification | null; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: options } = useResumeOptions();
  const save = useResumeMutation((body: Record<string, unknown>) =>
    item ? updateEntry('qualification', { ...body, qualificationId: item.qualificationId }) : addEntry('qualification', body),
  );
  const initial: Values = item ? { category: item.category, name: item.name, obtained: item.obtained ? dayjs(item.obtained, 'YYYY-MM') : undefined } : { name: '' };
  const submit = (values: Values): void => {
    save.mutate(
      { category: values.category, name: values.name.trim(), obtained: values.obtained ? values.obtained.format('YYYY-MM') : '' },
      {
        onSuccess: () => {
          toastSuccess(item ? RESUME_TEXT.updated : RESUME_TEXT.added);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
        },
      },
    );
  };
  return (
    <Card size="small" className={styles.list}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <div className={styles.grid}>
          <Form.Item name="category" label={T.category} rules={[{ required: true, message: '请选择证书类别' }]}>
            <Select options={options?.qualificationCategories ?? []} placeholder="请选择证书类别" />
          </Form.Item>
          <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: '请输入证书名称' }, { max: NAME_MAX, message: `证书名称不能超过${NAME_MAX}个字` }]}>
            <Input placeholder="如：大学英语四级（CET-4）" />
          </Form.Item>
          <Form.Item name="obtained" label={T.obtained}>
            <DatePicker picker="month" format="YYYY.MM" className={styles.wide} disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
          </Form.Item>
        </div>
        <div className={styles.actions}>
          <Button onClick={onDone}>{RESUME_TEXT.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {RESUME_TEXT.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** 资格证书: certificates, language and computer levels, awards, by category. */
export function QualificationPage() {
  const { data: detail } = useResumeDetail();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useResumeMutation((id: number) => removeEntry('qualification', 'qualificationId', id));
  const items = detail?.qualifications ?? [];
  return (
    <section className={styles.card} aria-labelledby="resume-qualification">
      <div className={styles.row}>
        <h2 id="resume-qualification">{RESUME_TEXT.sections.qualification}</h2>
        <Button type="primary" icon={<PlusOutlined />} disabled={editing === 'new'} onClick={() => setEditing('new')}>
          {RESUME_TEXT.add}
        </Button>
      </div>
      {editing === 'new' && <QualificationForm item={null} onDone={() => setEditing(null)} />}
      {items.length === 0 && editing !== 'new' && <Empty description={RESUME_TEXT.empty} />}
      <ul className={styles.list}>
        {items.map((q) =>
          editing === q.qualificationId ? (
            <li key={q.qualificationId}>
              <QualificationForm item={q} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={q.qualificationId} className={styles.row}>
              <div className={styles.rowText}>
                <strong>{q.name}</strong>
                <span className={styles.muted}>{[q.categoryName, q.obtained.replace('-', '.')].filter((v) => v).join(' · ')}</span>
              </div>
              <RowActions
                className={styles.rowActions}
                name={q.name}
                onEdit={() => setEditing(q.qualificationId)}
                onRemove={() => remove.mutateAsync(q.qualificationId)}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
