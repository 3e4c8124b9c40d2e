import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { getCourseCertificates, issueOfflineCertificate } from '@/api/certificates';
import { ApiError } from '@/api/errors';
import { getStudents } from '@/api/teaching';
import { toastError, toastSuccess } from '@/lib/toast';
import { certificateKeys } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import { CertificateList } from './certificate-list';
import styles from './course-certificates.module.css';

const T = CERTIFICATE_TEXT.course;
const STUDENT_CHOICES = 20;

const failure = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

type IssueValues = { userId: string; score: number; remark?: string };

/** The dialog of an offline result: a trainee of the course (searched as typed), the score 60–100, a note. */
function IssueDialog({ courseId, open, onClose }: { courseId: string; open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [form] = Form.useForm<IssueValues>();
  const [keyword, setKeyword] = useState('');
  const students = useQuery({
    queryKey: [...certificateKeys.all, 'students', courseId, keyword],
    queryFn: () => getStudents(courseId, 1, STUDENT_CHOICES, keyword),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const issue = useMutation({
    mutationFn: (values: IssueValues) =>
      issueOfflineCertificate({ courseId, userId: values.userId, score: values.score, remark: values.remark?.trim() ?? '' }),
    onSuccess: () => {
      toastSuccess(T.issued);
      void client.invalidateQueries({ queryKey: [...certificateKeys.all, 'list', 'course', courseId] });
      form.resetFields();
      onClose();
    },
    onError: (error) => toastError(failure(error)),
  });
  return (
    <Modal
      open={open}
      title={T.issueTitle}
      okText={T.ok}
      cancelText={T.cancel}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => issue.mutate(values)} requiredMark={false}>
        <Form.Item name="userId" label={T.student} rules={[{ required: true, message: T.studentRequired }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            placeholder={T.studentPlaceholder}
            loading={students.isFetching}
            options={(students.data?.list ?? []).map((s) => ({
              value: s.userSign,
              label: s.studentCard ? `${s.name}（${s.studentCard}）` : `${s.name}（${s.mobile}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="score"
          label={T.score}
          rules={[
            { required: true, message: T.scoreRequired },
            {
              validator: async (_, v: number | null | undefined) =>
                v === null || v === undefined || (v >= 60 && v <= 100 && Math.round(v * 10) === v * 10)
                  ? undefined
                  : Promise.reject(new Error(T.scoreRange)),
            },
          ]}
        >
          <InputNumber min={0} max={100} step={0.5} className={styles.score} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark}>
          <Input maxLength={100} showCount placeholder={T.remarkPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 证书管理 of a course (course management's 成绩管理): the certificates issued for it; a teacher issues one for an
 * offline result; a school admin revokes one.
 */
export function CourseCertificates({ courseId, canRevoke }: { courseId: string; canRevoke: boolean }) {
  const [issuing, setIssuing] = useState(false);
  return (
    <>
      <CertificateList
        scope={['course', courseId]}
        load={(keyword, page, size) => getCourseCertificates(courseId, keyword, page, size)}
        canRevoke={canRevoke}
        label={T.title}
        title={<h3 className={styles.title}>{T.title}</h3>}
        intro={T.intro}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {T.issue}
          </Button>
        }
      />
      <IssueDialog courseId={courseId} open={issuing} onClose={() => setIssuing(false)} />
    </>
  );
}
