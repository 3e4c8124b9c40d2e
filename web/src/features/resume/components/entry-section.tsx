import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Empty, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { addEntry, removeEntry, updateEntry, type Entry } from '@/api/resume';
import { toastSuccess } from '@/lib/toast';
import { useResumeDetail, useResumeMutation, useResumeOptions } from '../queries';
import { DESCRIPTION_MAX, ENTRY_SECTIONS, periodText, type EntrySectionName, type SectionSpec } from '../lib/sections';
import { RESUME_TEXT } from '../texts';
import { RowActions } from './row-actions';
import styles from './entry-section.module.css';

type Values = Record<string, unknown> & { start?: Dayjs; end?: Dayjs; untilNow?: boolean; description?: string };

const T = RESUME_TEXT;
const MONTH = 'YYYY-MM';

function valuesOf(spec: SectionSpec, entry: Entry | null): Values {
  if (!entry) return { untilNow: false };
  const values: Values = {
    start: entry.startTime ? dayjs(entry.startTime, MONTH) : undefined,
    end: entry.endTime ? dayjs(entry.endTime, MONTH) : undefined,
    untilNow: entry.endTime === '',
    description: entry.description,
  };
  for (const f of spec.fields) values[f.name] = String(entry[f.name] ?? '');
  return values;
}

function bodyOf(spec: SectionSpec, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {
    startTime: values.start ? values.start.format(MONTH) : '',
    endTime: values.untilNow || !values.end ? '' : values.end.format(MONTH),
    description: values.description?.trim() ?? '',
  };
  for (const f of spec.fields) body[f.name] = String(values[f.name] ?? '').trim();
  if (spec.workType) body.workType = spec.workType;
  return body;
}

function EntryForm({ spec, entry, onDone }: { spec: SectionSpec; entry: Entry | null; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: options } = useResumeOptions();
  const untilNow = Form.useWatch('untilNow', form);
  const save = useResumeMutation((body: Record<string, unknown>) =>
    entry ? updateEntry(spec.api, { ...body, [spec.idField]: entry[spec.idField] }) : addEntry(spec.api, body),
  );
  const submit = (values: Values): void => {
    save.mutate(bodyOf(spec, values), {
      onSuccess: () => {
        toastSuccess(entry ? T.updated : T.added);
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error) || !error.field) return;
        const name = error.field === 'startTime' ? 'start' : error.field === 'endTime' ? 'end' : error.field;
        form.setFields([{ name, errors: [error.msg] }]);
      },
    });
  };
  return (
    <Card className={styles.form} size="small">
      <Form form={form} layout="vertical" initialValues={valuesOf(spec, entry)} onFinish={submit} requiredMark>
        <div className={styles.grid}>
          {spec.fields.map((f) =>
            f.kind === 'degree' ? (
              <Form.Item key={f.name} name={f.name} label={f.label} rules={[{ required: true, message: `请选择${f.label}` }]}>
                <Select options={(options?.degrees ?? []).map((d) => ({ value: d, label: d }))} placeholder={`请选择${f.label}`} />
              </Form.Item>
            ) : (
              <Form.Item
                key={f.name}
                name={f.name}
                label={f.label}
                rules={[
                  { required: f.required, whitespace: true, message: `请输入${f.label}` },
                  f.kind === 'hours'
                    ? { pattern: /^\d{0,5}$/, message: '服务时长应为整数小时' }
                    : { max: f.max, message: `${f.label}不能超过${f.max}个字` },
                ]}
              >
                <Input placeholder={`请输入${f.label}`} inputMode={f.kind === 'hours' ? 'numeric' : undefined} />
              </Form.Item>
            ),
          )}
          <Form.Item name="start" label={T.entry.start} rules={[{ required: true, message: '请选择开始时间' }]}>
            <DatePicker picker="month" format="YYYY.MM" className={styles.date} disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
          </Form.Item>
          <Form.Item label={T.entry.end} required={false}>
            <div className={styles.end}>
              <Form.Item
                name="end"
                noStyle
                dependencies={['start', 'untilNow']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, value?: Dayjs) => {
                      const start = getFieldValue('start') as Dayjs | undefined;
                      if (getFieldValue('untilNow') || !value || !start) return Promise.resolve();
                      return value.isBefore(start, 'month') ? Promise.reject(new Error('结束时间不能早于开始时间')) : Promise.resolve();
                    },
                  }),
                ]}
              >
                <DatePicker
                  aria-label={T.entry.end}
                  picker="month"
                  format="YYYY.MM"
                  className={styles.date}
                  disabled={Boolean(untilNow)}
                  disabledDate={spec.endMayBeFuture ? undefined : (d) => d.isAfter(dayjs(), 'month')}
                />
              </Form.Item>
              <Form.Item name="untilNow" valuePropName="checked" noStyle>
                <Checkbox>{T.untilNow}</Checkbox>
              </Form.Item>
            </div>
          </Form.Item>
        </div>
        <Form.Item name="description" label={T.entry.description} rules={[{ max: DESCRIPTION_MAX, message: `描述不能超过${DESCRIPTION_MAX}个字` }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={DESCRIPTION_MAX} />
        </Form.Item>
        <div className={styles.actions}>
          <Button onClick={onDone}>{T.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A dated section's screen (教育经历, 工作经历…): its entries newest first, added and edited in place, deleted after a confirmation. */
export function EntrySection({ name }: { name: EntrySectionName }) {
  const spec: SectionSpec = ENTRY_SECTIONS[name];
  const { data: detail } = useResumeDetail();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useResumeMutation((id: number) => removeEntry(spec.api, spec.idField, id));
  const entries = detail ? spec.entries(detail) : [];
  const heading = T.sections[name === 'campus' ? 'campus' : name];
  return (
    <section className={styles.section} aria-labelledby={`resume-${name}`}>
      <div className={styles.head}>
        <h2 id={`resume-${name}`}>{heading}</h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {T.add}
        </Button>
      </div>
      {editing === 'new' && <EntryForm spec={spec} entry={null} onDone={() => setEditing(null)} />}
      {entries.length === 0 && editing !== 'new' && <Empty description={T.empty} />}
      <ul className={styles.list}>
        {entries.map((entry) => {
          const id = Number(entry[spec.idField]);
          if (editing === id) {
            return (
              <li key={id}>
                <EntryForm spec={spec} entry={entry} onDone={() => setEditing(null)} />
              </li>
            );
          }
          const role = spec.fields
            .slice(1)
            .map((f) => String(entry[f.name] ?? ''))
            .filter((v) => v)
            .join(' · ');
          return (
            <li key={id} className={styles.entry}>
              <div className={styles.entryHead}>
                <strong>{String(entry[spec.title] ?? '')}</strong>
                <span className={styles.period}>{periodText(entry)}</span>
              </div>
              {role && <div className={styles.role}>{role}</div>}
              {entry.description && <p className={styles.description}>{entry.description}</p>}
              <RowActions
                className={styles.entryActions}
                name={String(entry[spec.title])}
                onEdit={() => setEditing(id)}
                onRemove={() => remove.mutateAsync(id)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
