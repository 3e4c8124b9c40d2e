import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Cascader, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import type { CourseTypeNode } from '@/api/courses';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { addCourse, updateCourse } from '@/api/authoring';
import { CoverUpload } from '@/components/cover-upload';
import { formFieldOf } from '../lib/failure';
import { courseRules, EMPTY_COURSE, fromCourseInfo, toCourseBody, type CourseFormValues } from '../lib/course-form';
import { useWizard } from '../hooks/use-wizard';
import styles from '../authoring.module.css';
import { authoringKeys, useEditedCourse, useTypeTree } from '../queries';
import { AUTHORING_TEXT } from '../texts';

const T = AUTHORING_TEXT.info;
const M = AUTHORING_TEXT.messages;

type Option = { value: string; label: string; children?: Option[] };
const toOptions = (nodes: CourseTypeNode[]): Option[] =>
  nodes.map((n) => ({ value: n.idSign, label: n.name, children: n.children?.length ? toOptions(n.children) : undefined }));

const rule = <V,>(check: (v: V) => string | null) => ({
  validator: (_: unknown, value: V) => {
    const msg = check(value);
    return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
  },
});

/** Step 1 (summary-Info): the course's information; a new course is added, an existing one updated. */
export function SummaryInfoStep() {
  const wizard = useWizard();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CourseFormValues>();
  const edited = useEditedCourse(wizard.courseId);
  const tree = useTypeTree();
  const options = useMemo(() => toOptions(tree.data ?? []), [tree.data]);

  useEffect(() => {
    if (edited.data) form.setFieldsValue(fromCourseInfo(edited.data.courseInfoVo));
  }, [edited.data, form]);
  useEffect(() => {
    const lead = edited.data?.courseTeacherVoList.find((t) => t.masterFlag);
    if (lead && lead.idSign !== wizard.masterId) wizard.setMaster(lead.idSign);
  }, [edited.data, wizard]);

  const save = useMutation({
    mutationFn: async (values: CourseFormValues) => {
      const body = toCourseBody({ ...EMPTY_COURSE, ...values });
      if (wizard.courseId) {
        await updateCourse(wizard.courseId, body);
        return null;
      }
      return addCourse(body);
    },
    onSuccess: async (made) => {
      if (made) {
        wizard.setCourse(made.idSign, made.teacherIdSign);
        toastSuccess(M.added);
      } else {
        toastSuccess(M.updated);
      }
      await queryClient.invalidateQueries({ queryKey: authoringKeys.all });
      wizard.goTo(1);
    },
    onError: (error) => {
      // A field the server refused shows under that field, with 修改失败 / 添加失败; other failures were toasted.
      if (isApiError(error) && error.field) {
        form.setFields([{ name: formFieldOf(error.field) as keyof CourseFormValues, errors: [error.msg] }]);
        toastError(wizard.courseId ? M.updateFailed : M.addFailed);
      }
    },
  });
  const onFinish = (values: CourseFormValues): void => save.mutate(values);

  if (wizard.courseId && edited.isPending) return <Skeleton active />;

  return (
    <Form form={form} layout="vertical" initialValues={EMPTY_COURSE} onFinish={onFinish} requiredMark>
      <Form.Item name="name" label={T.name} required rules={[rule(courseRules.name)]}>
        <Input placeholder={T.namePlaceholder} count={{ show: true, max: 50 }} />
      </Form.Item>
      <Form.Item name="coursePicture" label={T.cover} extra={T.coverHint}>
        <CoverUpload texts={{ label: T.cover, upload: T.coverUpload, tooLarge: T.coverTooLarge, uploaded: M.uploaded, failed: M.uploadFailed }} />
      </Form.Item>
      <div className={styles.formGrid}>
        <Form.Item name="coursePrice" label={T.price} extra={T.priceHint} rules={[rule(courseRules.coursePrice)]}>
          <Input inputMode="numeric" placeholder="0" />
        </Form.Item>
        <Form.Item name="courseScore" label={T.credit} rules={[rule(courseRules.courseScore)]}>
          <Input inputMode="decimal" placeholder="0" />
        </Form.Item>
        <Form.Item name="courseTime" label={T.period} rules={[rule(courseRules.courseTime)]}>
          <Input inputMode="numeric" placeholder="0" />
        </Form.Item>
      </div>
      <Form.Item name="types" label={T.courseType} required rules={[rule(courseRules.types)]}>
        <Cascader options={options} loading={tree.isPending} placeholder={T.courseTypePlaceholder} aria-label={T.courseType} />
      </Form.Item>
      <div className={styles.formGrid}>
        <Form.Item name="type" label={T.type}>
          <Radio.Group options={[{ value: 1, label: T.typeCredit }, { value: 2, label: T.typeOther }]} />
        </Form.Item>
        <Form.Item name="kind" label={T.kind}>
          <Radio.Group options={[4, 5, 6].map((k) => ({ value: k, label: T.kinds[k] }))} />
        </Form.Item>
      </div>
      <Form.Item name="introduction" label={T.introduction} rules={[rule(courseRules.introduction)]}>
        <Input.TextArea rows={3} count={{ show: true, max: 500 }} />
      </Form.Item>
      <Form.Item name="courseDetails" label={T.details} rules={[rule(courseRules.courseDetails)]}>
        <Input.TextArea rows={6} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </div>
    </Form>
  );
}
