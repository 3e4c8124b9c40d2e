import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  getCourseCertificates,
  issueOfflineCertificate,
  revokeCertificate,
  type Certificate,
} from '@/api/certificates';
import { ApiError } from '@/api/errors';
import { getStudents } from '@/api/teaching';
import { certificatePaths } from '@/config/certificate-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { certificateKeys } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import { StatusTag } from './status-tag';
import styles from './course-certificates.module.css';

const T = CERTIFICATE_TEXT.course;
const PAGE_SIZE = 10;
const STUDENT_CHOICES = 20;

const listKey = (courseId: string, keyword: string, page: number) =>
  [...certificateKeys.all, 'course', courseId, keyword, page] as const;

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
      void client.invalidateQueries({ queryKey: [...certificateKeys.all, 'course', courseId] });
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

/** The confirmation of a revocation, with its reason (required). */
function RevokeDialog({ certificate, onClose }: { certificate: Certificate | null; onClose: () => void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(certificate?.number ?? '', reason.trim()),
    onSuccess: () => {
      toastSuccess(T.revoked);
      void client.invalidateQueries({ queryKey: certificateKeys.all });
      setReason('');
      setTouched(false);
      onClose();
    },
    onError: (error) => toastError(failure(error)),
  });
  const missing = touched && !reason.trim();
  return (
    <Modal
      open={certificate !== null}
      title={certificate ? T.revokeTitle(certificate.holderName) : ''}
      okText={T.revoke}
      okButtonProps={{ danger: true }}
      cancelText={T.cancel}
      confirmLoading={revoke.isPending}
      onOk={() => {
        setTouched(true);
        if (reason.trim()) revoke.mutate();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.hint}>{T.revokeHint}</p>
      <Input.TextArea
        aria-label={T.reason}
        placeholder={T.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={100}
        showCount
        status={missing ? 'error' : undefined}
        autoSize={{ minRows: 2 }}
      />
      {missing ? <p className={styles.error}>{T.reasonRequired}</p> : null}
    </Modal>
  );
}

/**
 * 证书管理 of a course (course management's 成绩管理): the certificates issued for it, newest first, searchable; a
 * teacher issues one for an offline result; a school admin revokes one after a confirmation with the reason.
 */
export function CourseCertificates({ courseId, canRevoke }: { courseId: string; canRevoke: boolean }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const list = useQuery({
    queryKey: listKey(courseId, keyword, page),
    queryFn: () => getCourseCertificates(courseId, keyword, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const C = T.columns;
  const columns: TableColumnsType<Certificate> = [
    { title: C.holder, dataIndex: 'holderName' },
    { title: C.number, dataIndex: 'number' },
    { title: C.title, dataIndex: 'title' },
    { title: C.score, dataIndex: 'scoreText', align: 'right' },
    { title: C.issued, dataIndex: 'issuedDate' },
    { title: C.status, dataIndex: 'revoked', render: (revoked: boolean) => <StatusTag revoked={revoked} /> },
    {
      title: C.actions,
      key: 'actions',
      render: (_: unknown, c: Certificate) => (
        <span className={styles.actions}>
          <Link to={certificatePaths.details.getHref(c.number, c.code)}>{T.view}</Link>
          {canRevoke && !c.revoked ? (
            <Button type="link" danger size="small" onClick={() => setRevoking(c)}>
              {T.revoke}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <Card
      className={styles.card}
      title={<h3 className={styles.title}>{T.title}</h3>}
      size="small"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
          {T.issue}
        </Button>
      }
    >
      <p className={styles.hint}>{T.intro}</p>
      <Input.Search
        className={styles.search}
        placeholder={T.search}
        allowClear
        maxLength={30}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<Certificate>
        rowKey="number"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: T.empty }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        aria-label={T.title}
      />
      <IssueDialog courseId={courseId} open={issuing} onClose={() => setIssuing(false)} />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
