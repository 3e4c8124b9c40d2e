import { Button, Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError, messageOf } from '@/api/errors';
import type { EditedTraining, TrainingForm } from '@/api/training';
import { CoverUpload } from '@/components/cover-upload';
import { toastError } from '@/lib/toast';
import { useEnterprises } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './manage.module.css';

const T = TRAINING_TEXT.editor;

type Values = Omit<TrainingForm, 'startTime' | 'endTime'> & { startTime: string; endTime: string };

const EMPTY: Values = {
  trainName: '',
  introduction: '',
  details: '',
  trainPicture: '',
  classHour: 0,
  plan: '',
  joinRule: 'free',
  trainPrice: null,
  startTime: '',
  endTime: '',
  recommend: false,
  enterpriseIds: [],
};

/** The editor's values of a training the server answered (dates as YYYY-MM-DD, China time). */
function valuesOf(t: EditedTraining): Values {
  return {
    trainName: t.trainName,
    introduction: t.introduction,
    details: t.details,
    trainPicture: t.trainPicture,
    classHour: t.classHour,
    plan: t.plan,
    joinRule: t.joinRule,
    trainPrice: t.trainPrice > 0 ? t.trainPrice / 100 : null,
    startTime: t.startTime?.slice(0, 10) ?? '',
    endTime: t.endTime?.slice(0, 10) ?? '',
    recommend: t.recommend,
    enterpriseIds: t.enterpriseList.map((e) => e.idSign),
  };
}

const maxText = (max: number) => ({ max, message: T.tooLong(max) });

/**
 * 基本信息: name, cover, introduction, details, hours, plan (a stage per line), join rule, dates, partner
 * enterprises and the recommended flag. A field the server refuses shows under that field.
 */
export function TrainingInfoForm({
  training,
  curator,
  onSave,
}: {
  training: EditedTraining | null;
  /** Only a school admin sets 推荐到培训首页 (the server keeps it for anyone else). */
  curator: boolean;
  onSave: (body: TrainingForm) => Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const enterprises = useEnterprises();

  useEffect(() => {
    form.setFieldsValue(training ? valuesOf(training) : EMPTY);
  }, [training, form]);

  const onFinish = async (values: Values): Promise<void> => {
    setSaving(true);
    try {
      await onSave({
        ...values,
        trainName: values.trainName.trim(),
        trainPrice: values.joinRule === 'order' ? values.trainPrice : null,
        startTime: values.startTime || null,
        endTime: values.endTime || null,
      });
    } catch (error) {
      if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
      else toastError(messageOf(error, T.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={(v) => void onFinish(v)} requiredMark>
      <Form.Item name="trainName" label={T.name} required rules={[{ required: true, whitespace: true, message: T.required }, maxText(50)]}>
        <Input count={{ show: true, max: 50 }} />
      </Form.Item>
      <Form.Item name="trainPicture" label={T.cover} extra={T.coverHint}>
        <CoverUpload texts={{ label: T.cover, upload: T.coverUpload, tooLarge: T.coverTooLarge, uploaded: T.uploaded, failed: T.uploadFailed }} />
      </Form.Item>
      <Form.Item name="introduction" label={T.introduction} rules={[maxText(200)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: 200 }} />
      </Form.Item>
      <Form.Item name="details" label={T.details} rules={[maxText(5000)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item name="classHour" label={T.classHour}>
          <InputNumber min={0} max={9999} precision={0} className={styles.number} />
        </Form.Item>
        <Form.Item name="startTime" label={T.startTime}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="endTime" label={T.endTime}>
          <Input type="date" />
        </Form.Item>
      </div>
      <Form.Item name="plan" label={T.plan} extra={T.planHint} rules={[maxText(5000)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="joinRule" label={T.joinRule}>
        <Radio.Group
          options={[
            { value: 'free', label: T.joinFree },
            { value: 'code', label: T.joinCode },
            { value: 'order', label: T.joinOrder },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['joinRule']}>
        {({ getFieldValue }) =>
          getFieldValue('joinRule') === 'order' ? (
            <Form.Item name="trainPrice" label={T.price} rules={[{ required: true, message: T.priceRequired }]}>
              <InputNumber min={1} max={100000} precision={0} className={styles.number} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="enterpriseIds" label={T.enterprises}>
        <Select
          mode="multiple"
          allowClear
          loading={enterprises.isPending}
          options={(enterprises.data ?? []).map((e) => ({ value: e.idSign, label: e.enterpriseName }))}
          optionFilterProp="label"
          aria-label={T.enterprises}
        />
      </Form.Item>
      {curator ? (
        <Form.Item name="recommend" valuePropName="checked">
          <Checkbox>{T.recommend}</Checkbox>
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        {training ? T.save : T.add}
      </Button>
    </Form>
  );
}
