import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Cascader, Form, Input, Progress, Select } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { saveCompany, uploadLogo, type Company, type CompanyForm as Values } from '@/api/employment';
import { isApiError, messageOf } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { cascaderOptions, pathTo } from '../lib/filters';
import { useCityTags, useEmploymentOptions, useIndustryTags } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import { CompanyLogo } from './company-logo';
import styles from '../pages/employment.module.css';

const T = EMPLOYMENT_TEXT.enterprise;
const F = T.form;

type FormValues = Omit<Values, 'city' | 'logo'> & { city: string[] };

/** The company's status as its owner sees it: waiting for review, refused with the reason, or verified. */
export function ReviewStatus({ company }: { company: Company }) {
  if (company.status === 1) return <Alert type="success" showIcon message={`${company.companyName} · ${T.verified}`} />;
  if (company.status === 2) return <Alert type="error" showIcon message={T.rejected(company.reviewNote ?? '')} />;
  return <Alert type="info" showIcon message={T.pending} />;
}

/** The company profile (made the first time): saving sends it to the platform's review again. */
export function CompanyForm({ company, onSaved }: { company: Company | null; onSaved: (c: Company) => void }) {
  const [form] = Form.useForm<FormValues>();
  const cities = useCityTags().data;
  const industries = useIndustryTags().data;
  const scales = useEmploymentOptions().data?.scales ?? [];
  const [logo, setLogo] = useState(company?.logo ?? '');
  const [percent, setPercent] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  if (!cities) return null;

  const pick = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPercent(0);
    uploadLogo(chosen, setPercent)
      .then((r) => setLogo(r.url))
      .catch((error: unknown) => toastError(messageOf(error, F.uploadLogo)))
      .finally(() => setPercent(null));
  };
  const submit = (v: FormValues): void => {
    setSaving(true);
    saveCompany({ ...v, logo, city: v.city[v.city.length - 1] ?? '', welfare: v.welfare ?? [], address: v.address ?? '', website: v.website ?? '' })
      .then((saved) => {
        toastSuccess(F.saved);
        onSaved(saved);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof FormValues, errors: [error.msg] }]);
        else toastError(messageOf(error, F.submit));
      })
      .finally(() => setSaving(false));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        name: company?.companyName ?? '',
        industry: company?.industry || undefined,
        scale: company?.scale || undefined,
        city: company ? pathTo(cities, company.city) : [],
        address: company?.address ?? '',
        introduction: company?.introduction ?? '',
        welfare: company?.welfare ?? [],
        website: company?.website ?? '',
      }}
      onFinish={submit}
    >
      <Form.Item label={F.logo} extra={F.logoHint}>
        <div className={styles.companyHead}>
          <CompanyLogo name={company?.companyName ?? ''} logo={logo} size={64} />
          <input ref={file} type="file" accept="image/png,image/jpeg,image/webp,image/gif" style={{ display: 'none' }} onChange={pick} aria-label={F.uploadLogo} />
          <Button icon={<UploadOutlined />} loading={percent !== null} onClick={() => file.current?.click()}>
            {F.uploadLogo}
          </Button>
          {percent !== null ? <Progress percent={percent} size="small" style={{ width: 160 }} aria-label={F.uploadLogo} /> : null}
        </div>
      </Form.Item>
      <Form.Item name="name" label={F.name} rules={[{ required: true, whitespace: true, message: '请输入公司名称' }, { max: 40, message: '公司名称不能超过40个字' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="industry" label={F.industry} rules={[{ required: true, message: '请选择所属行业' }]}>
        <Select options={(industries ?? []).map((t) => ({ value: t.pathCode, label: t.name }))} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="scale" label={F.scale} rules={[{ required: true, message: '请选择公司规模' }]}>
        <Select options={scales.map((s) => ({ value: s.value, label: s.label }))} />
      </Form.Item>
      <Form.Item name="city" label={F.city} rules={[{ required: true, type: 'array', min: 1, message: '请选择所在城市' }]}>
        <Cascader options={cascaderOptions(cities)} changeOnSelect showSearch />
      </Form.Item>
      <Form.Item name="address" label={F.address} rules={[{ max: 100, message: '公司地址不能超过100个字' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="introduction" label={F.introduction} rules={[{ required: true, whitespace: true, message: '请输入公司介绍' }]}>
        <Input.TextArea rows={5} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="welfare" label={F.welfare} extra={F.welfareHint}>
        <Select mode="tags" maxCount={12} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="website" label={F.website} rules={[{ pattern: /^https?:\/\//, message: '公司网址应以http://或https://开头' }]}>
        <Input maxLength={200} placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {F.submit}
      </Button>
    </Form>
  );
}
