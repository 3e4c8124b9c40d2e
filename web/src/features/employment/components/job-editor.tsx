import { Cascader, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getCourseSuggestions } from '@/api/courses';
import { addJob, updateJob, type Job, type JobForm } from '@/api/employment';
import { isApiError, messageOf } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { cascaderOptions, pathTo } from '../lib/filters';
import { useCityTags, useEmploymentOptions, useIndustryTags, usePositionTags } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';

const T = EMPLOYMENT_TEXT.enterprise;
const F = T.jobForm;

type Values = Omit<JobForm, 'position' | 'city' | 'courseIds'> & {
  position: string[];
  city: string[];
  courseIds: { value: string; label: string }[];
};

/** The host school's courses by keyword, for 推荐课程 (debounced). */
function useCourseOptions(initial: { value: string; label: string }[]) {
  const [options, setOptions] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const search = (keyword: string): void => {
    if (timer.current) clearTimeout(timer.current);
    const text = keyword.trim();
    if (!text) return;
    timer.current = setTimeout(() => {
      void getCourseSuggestions(text)
        .then((list) => setOptions(list.map((c) => ({ value: c.sign, label: c.courseName }))))
        .catch(() => setOptions([]));
    }, 300);
  };
  return { options, search };
}

/**
 * Posting or editing a job (docs/employment.md "Enterprises"): position, industry, city, salary (K a month, 0 and 0
 * 面议), requirements, skills, description, the address applications are mailed to, the courses it recommends.
 */
export function JobEditor({ job, open, onClose }: { job: Job | null; open: boolean; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const cities = useCityTags().data;
  const industries = useIndustryTags().data;
  const positions = usePositionTags().data;
  const options = useEmploymentOptions().data;
  const [saving, setSaving] = useState(false);
  const named = (job?.courses ?? []).map((c) => ({ value: c.courseId, label: c.name }));
  const courses = useCourseOptions(named);

  useEffect(() => {
    if (!open || !cities || !positions) return;
    form.resetFields();
    if (!job) return;
    form.setFieldsValue({
      title: job.positionName,
      position: pathTo(positions, job.position),
      industry: job.industry,
      city: pathTo(cities, job.city),
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      education: job.education,
      experience: job.experience,
      jobType: job.jobType,
      headcount: job.headcount,
      tags: job.tags,
      description: job.description,
      contactEmail: job.contactEmail ?? '',
      courseIds: (job.courses ?? []).map((c) => ({ value: c.courseId, label: c.name })),
    });
  }, [open, job, cities, positions, form]);

  const submit = (v: Values): void => {
    const body: JobForm = {
      ...v,
      position: v.position[v.position.length - 1] ?? '',
      city: v.city[v.city.length - 1] ?? '',
      tags: v.tags ?? [],
      courseIds: (v.courseIds ?? []).map((c) => c.value),
    };
    setSaving(true);
    (job ? updateJob(job.positionId, body) : addJob(body))
      .then(() => {
        toastSuccess(job ? T.jobs.saved : T.jobs.published);
        onClose(true);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
        else toastError(messageOf(error, F.save));
      })
      .finally(() => setSaving(false));
  };
  const choice = (list: readonly { value: number; label: string }[] | undefined) => (list ?? []).map((c) => ({ value: c.value, label: c.label }));

  return (
    <Modal
      open={open}
      title={job ? T.jobs.edit : T.jobs.add}
      okText={F.save}
      cancelText={F.cancel}
      confirmLoading={saving}
      width={720}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ salaryMin: 0, salaryMax: 0, education: 0, experience: 0, jobType: 1, headcount: 1, tags: [], courseIds: [] }}
        onFinish={submit}
      >
        <Form.Item name="title" label={F.title} rules={[{ required: true, whitespace: true, message: '请输入职位名称' }, { max: 30, message: '职位名称不能超过30个字' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Space wrap size={12} style={{ width: '100%' }}>
          <Form.Item name="position" label={F.position} rules={[{ required: true, type: 'array', len: 2, message: '请选择职位类别' }]}>
            <Cascader options={cascaderOptions(positions)} showSearch style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="industry" label={F.industry} rules={[{ required: true, message: '请选择所属行业' }]}>
            <Select options={(industries ?? []).map((t) => ({ value: t.pathCode, label: t.name }))} style={{ width: 220 }} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="city" label={F.city} rules={[{ required: true, type: 'array', min: 1, message: '请选择工作城市' }]}>
            <Cascader options={cascaderOptions(cities)} changeOnSelect showSearch style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item label={F.salary} required>
          <Space>
            <Form.Item name="salaryMin" noStyle>
              <InputNumber min={0} max={1000} precision={0} addonAfter="K" aria-label={F.salaryMin} />
            </Form.Item>
            <span>—</span>
            <Form.Item name="salaryMax" noStyle>
              <InputNumber min={0} max={1000} precision={0} addonAfter="K" aria-label={F.salaryMax} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Space wrap size={12}>
          <Form.Item name="education" label={F.education}>
            <Select options={choice(options?.educations)} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="experience" label={F.experience}>
            <Select options={choice(options?.experiences)} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="jobType" label={F.jobType}>
            <Select options={choice(options?.jobTypes)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="headcount" label={F.headcount}>
            <InputNumber min={1} max={999} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="tags" label={F.tags} extra={F.tagsHint}>
          <Select mode="tags" maxCount={10} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="description" label={F.description} rules={[{ required: true, whitespace: true, message: '请输入职位描述' }]}>
          <Input.TextArea rows={6} maxLength={3000} showCount />
        </Form.Item>
        <Form.Item
          name="contactEmail"
          label={F.email}
          rules={[{ required: true, message: '请输入邮箱' }, { type: 'email', message: '邮箱格式错误' }]}
        >
          <Input maxLength={100} autoComplete="email" />
        </Form.Item>
        <Form.Item name="courseIds" label={F.courses} extra={F.coursesHint}>
          <Select
            mode="multiple"
            labelInValue
            maxCount={5}
            filterOption={false}
            showSearch
            onSearch={courses.search}
            options={courses.options}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
