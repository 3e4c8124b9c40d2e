import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Cascader, Checkbox, Empty, Form, InputNumber, Radio, Select, Tag as AntTag } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { addEntry, removeEntry, updateEntry, type Intention } from '@/api/resume';
import { toastSuccess } from '@/lib/toast';
import { useCityTags, useHotCities, useIndustryTags, usePositionTags, useResumeDetail, useResumeMutation, useResumeOptions } from '../queries';
import { CourseLine } from '../components/course-line';
import { RowActions } from '../components/row-actions';
import { RESUME_TEXT } from '../texts';
import { cascaderOptions, cityPath } from '../lib/tags';
import styles from './resume-forms.module.css';

const T = RESUME_TEXT.intention;
const MAX_INTENTIONS = 3;

type Values = { position?: string[]; industry?: string; city?: string[]; salaryMin?: number; salaryMax?: number; negotiable?: boolean; jobType: number };

function IntentionForm({ intention, onDone }: { intention: Intention | null; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: positions = [] } = usePositionTags();
  const { data: industries = [] } = useIndustryTags();
  const { data: cities = [] } = useCityTags();
  const { data: hot = [] } = useHotCities();
  const { data: options } = useResumeOptions();
  const negotiable = Form.useWatch('negotiable', form);
  const save = useResumeMutation((body: Record<string, unknown>) =>
    intention ? updateEntry('intention', { ...body, positionId: intention.positionId }) : addEntry('intention', body),
  );
  const initial: Values = intention
    ? {
        position: [intention.positionCode.slice(0, 2), intention.positionCode],
        industry: intention.industryCode || undefined,
        city: cityPath(cities, intention.cityCode),
        salaryMin: intention.salaryMin || undefined,
        salaryMax: intention.salaryMax || undefined,
        negotiable: intention.salaryMin === 0 && intention.salaryMax === 0,
        jobType: intention.jobType,
      }
    : { jobType: 1, negotiable: false };
  const submit = (values: Values): void => {
    const city = values.city ?? [];
    const body = {
      positionCode: values.position?.[1] ?? '',
      industryCode: values.industry ?? '',
      cityCode: city[city.length - 1] ?? '',
      salaryMin: values.negotiable ? 0 : (values.salaryMin ?? 0),
      salaryMax: values.negotiable ? 0 : (values.salaryMax ?? 0),
      jobType: values.jobType,
    };
    save.mutate(body, {
      onSuccess: () => {
        toastSuccess(intention ? RESUME_TEXT.updated : RESUME_TEXT.added);
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error) || !error.field) return;
        const name = { positionCode: 'position', industryCode: 'industry', cityCode: 'city' }[error.field] ?? error.field;
        form.setFields([{ name: name as keyof Values, errors: [error.msg] }]);
      },
    });
  };
  return (
    <Card size="small" className={styles.list}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <div className={styles.grid}>
          <Form.Item name="position" label={T.position} rules={[{ required: true, type: 'array', len: 2, message: '请选择期望职位' }]}>
            <Cascader options={cascaderOptions(positions)} showSearch placeholder="请选择期望职位" />
          </Form.Item>
          <Form.Item name="industry" label={T.industry}>
            <Select allowClear placeholder={T.anyIndustry} options={industries.map((t) => ({ value: t.pathCode, label: t.name }))} />
          </Form.Item>
          <Form.Item name="city" label={T.city} rules={[{ required: true, message: '请选择工作城市' }]}>
            <Cascader options={cascaderOptions(cities)} changeOnSelect showSearch placeholder="请选择工作城市" />
          </Form.Item>
          <Form.Item name="jobType" label={T.jobType}>
            <Radio.Group options={options?.jobTypes ?? []} />
          </Form.Item>
        </div>
        <div className={styles.hot} role="group" aria-label={T.hotCities}>
          <span className={styles.muted}>{T.hotCities}：</span>
          {hot.map((c) => (
            <AntTag.CheckableTag
              key={c.pathCode}
              checked={false}
              onChange={() => form.setFieldValue('city', cityPath(cities, c.pathCode))}
            >
              {c.name}
            </AntTag.CheckableTag>
          ))}
        </div>
        <Form.Item label={T.salary}>
          <div className={styles.salary}>
            <Form.Item name="salaryMin" noStyle rules={[{ required: !negotiable, message: '请填写期望薪资，或选择面议' }]}>
              <InputNumber min={1} max={1000} precision={0} disabled={negotiable} aria-label="最低薪资" />
            </Form.Item>
            <span>-</span>
            <Form.Item
              name="salaryMax"
              noStyle
              dependencies={['salaryMin', 'negotiable']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value?: number) => {
                    if (getFieldValue('negotiable')) return Promise.resolve();
                    if (value === undefined || value === null) return Promise.reject(new Error('请填写期望薪资，或选择面议'));
                    const min = getFieldValue('salaryMin') as number | undefined;
                    return min !== undefined && value < min ? Promise.reject(new Error('最高薪资不能低于最低薪资')) : Promise.resolve();
                  },
                }),
              ]}
            >
              <InputNumber min={1} max={1000} precision={0} disabled={negotiable} aria-label="最高薪资" />
            </Form.Item>
            <Form.Item name="negotiable" valuePropName="checked" noStyle>
              <Checkbox>{T.negotiable}</Checkbox>
            </Form.Item>
          </div>
        </Form.Item>
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

/** 求职意向: up to three, each a position, an industry, a city, a salary and the kind of job. */
export function IntentionPage() {
  const { data: detail } = useResumeDetail();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useResumeMutation((id: number) => removeEntry('intention', 'positionId', id));
  const intentions = detail?.intentions ?? [];
  return (
    <section className={styles.card} aria-labelledby="resume-intention">
      <div className={styles.row}>
        <h2 id="resume-intention">{RESUME_TEXT.sections.intention}</h2>
        <Button type="primary" icon={<PlusOutlined />} disabled={intentions.length >= MAX_INTENTIONS || editing === 'new'} onClick={() => setEditing('new')}>
          {RESUME_TEXT.add}
        </Button>
      </div>
      <p className={styles.muted}>{T.limit}</p>
      {editing === 'new' && <IntentionForm intention={null} onDone={() => setEditing(null)} />}
      {intentions.length === 0 && editing !== 'new' && <Empty description={RESUME_TEXT.empty} />}
      <ul className={styles.list}>
        {intentions.map((i) =>
          editing === i.positionId ? (
            <li key={i.positionId}>
              <IntentionForm intention={i} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={i.positionId} className={styles.row}>
              <div className={styles.rowText}>
                <strong>
                  {i.positionName} · {i.salaryText}
                </strong>
                <span className={styles.muted}>{[i.industryName, i.cityName, i.jobTypeName].join(' · ')}</span>
              </div>
              <RowActions
                className={styles.rowActions}
                name={i.positionName}
                onEdit={() => setEditing(i.positionId)}
                onRemove={() => remove.mutateAsync(i.positionId)}
              />
              <div className={styles.rowWide}>
                <CourseLine positionCode={i.positionCode} />
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
