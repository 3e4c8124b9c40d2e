import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Form, Input, Select, Skeleton, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import {
  downloadApplicationResume,
  openApplication,
  setApplicationStatus,
  type Application,
  type ApplicationStatus,
} from '@/api/employment';
import { isApiError, messageOf } from '@/api/errors';
import { saveBlob } from '@/lib/browser';
import { toastError, toastSuccess } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { employmentKeys, useEmploymentOptions, useMyJobs, useReceived } from '../queries';
import { formatServerTime } from '@/lib/time';
import { EMPLOYMENT_TEXT } from '../texts';
import { ApplicationTimeline, STATUS_COLOR } from './application-item';
import styles from '../pages/employment.module.css';

const T = EMPLOYMENT_TEXT.enterprise.applications;
const PAGE_SIZE = 10;

/** The PDF the applicant sent, shown in the drawer (an object URL of the bytes, freed when it closes). */
function ResumeFrame({ applicationId, name }: { applicationId: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    void downloadApplicationResume(applicationId)
      .then((file) => {
        if (gone) return;
        made = URL.createObjectURL(file.blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [applicationId]);
  return url ? <iframe title={`${name} ${T.resume}`} src={url} style={{ width: '100%', height: 520, border: '1px solid #f0f0f0', borderRadius: 8 }} /> : null;
}

/** One application in a drawer: the applicant, the resume, the timeline, and telling the applicant what comes next. */
function ApplicationDrawer({ applicationId, onClose }: { applicationId: string | null; onClose: () => void }) {
  return (
    <Drawer open={applicationId !== null} onClose={onClose} title={T.detail} width="min(760px, 100vw)" destroyOnHidden>
      {applicationId ? <ApplicationDetail key={applicationId} applicationId={applicationId} /> : null}
    </Drawer>
  );
}

/** The drawer's content for one application (opening it marks 已投递 as 已查看). */
function ApplicationDetail({ applicationId }: { applicationId: string }) {
  const client = useQueryClient();
  const [form] = Form.useForm<{ status: ApplicationStatus; message: string }>();
  const [current, setCurrent] = useState<Application | null>(null);
  const [sending, setSending] = useState(false);
  const statuses = (useEmploymentOptions().data?.applicationStatuses ?? []).filter((s) => s.value >= 2);

  useEffect(() => {
    void openApplication(applicationId)
      .then((a) => {
        setCurrent(a);
        void client.invalidateQueries({ queryKey: employmentKeys.enterprise() });
      })
      .catch((error: unknown) => toastError(messageOf(error, T.detail)));
  }, [applicationId, client]);

  const send = (v: { status: ApplicationStatus; message?: string }): void => {
    if (!current) return;
    setSending(true);
    setApplicationStatus(current.applicationId, v.status, (v.message ?? '').trim())
      .then((a) => {
        setCurrent(a);
        form.resetFields();
        toastSuccess(T.moved);
        void client.invalidateQueries({ queryKey: employmentKeys.enterprise() });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.field) form.setFields([{ name: error.field as 'status' | 'message', errors: [error.msg] }]);
        else toastError(messageOf(error, T.send));
      })
      .finally(() => setSending(false));
  };
  const download = (): void => {
    if (!current) return;
    void downloadApplicationResume(current.applicationId)
      .then((file) => saveBlob(file.blob, file.name))
      .catch(() => undefined);
  };

  if (!current) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={T.columns.applicant}>{current.applicantName}</Descriptions.Item>
            <Descriptions.Item label={T.columns.job}>{current.job.positionName}</Descriptions.Item>
            <Descriptions.Item label={T.mobile}>{current.applicantMobile}</Descriptions.Item>
            <Descriptions.Item label={T.email}>{current.applicantEmail || '—'}</Descriptions.Item>
            <Descriptions.Item label={T.columns.time}>{formatServerTime(current.sendTime)}</Descriptions.Item>
            <Descriptions.Item label={T.columns.status}>
              <Tag color={STATUS_COLOR[current.status]}>{current.statusName}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <h3 style={{ marginTop: 20 }}>{T.resume}</h3>
          {current.hasResume ? (
            <>
              <Button icon={<DownloadOutlined />} onClick={download} style={{ marginBottom: 10 }}>
                {T.download}
              </Button>
              <ResumeFrame applicationId={current.applicationId} name={current.applicantName ?? ''} />
            </>
          ) : (
            <>
              <p className={styles.muted}>{T.noResume}</p>
              <p className={styles.description}>{current.summary}</p>
            </>
          )}
          <h3 style={{ marginTop: 20 }}>{T.timeline}</h3>
          <ApplicationTimeline application={current} />
          <h3>{T.move}</h3>
          <Form form={form} layout="vertical" onFinish={send}>
            <Form.Item name="status" label={T.status} rules={[{ required: true, message: '状态不正确' }]}>
              <Select options={statuses.map((s) => ({ value: s.value, label: s.label }))} style={{ maxWidth: 240 }} />
            </Form.Item>
            <Form.Item name="message" label={T.message} rules={[{ max: 200, message: '留言不能超过200个字' }]}>
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              {T.send}
            </Button>
          </Form>
    </>
  );
}

/** 收到的投递: applications to the company's jobs (one job's when chosen), newest first; a row opens it. */
export function ApplicationsTab({ positionId, onPosition }: { positionId: string; onPosition: (id: string) => void }) {
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const received = useReceived({ positionId: positionId || undefined, status, keyword: keyword || undefined, page, size: PAGE_SIZE });
  const jobs = useMyJobs({ page: 1, size: 50 });
  const statuses = useEmploymentOptions().data?.applicationStatuses ?? [];

  const columns: TableColumnsType<Application> = [
    {
      title: T.columns.applicant,
      key: 'applicant',
      render: (_, a) => (
        <Button type="link" size="small" onClick={() => setOpened(a.applicationId)}>
          {a.applicantName}
        </Button>
      ),
    },
    { title: T.columns.job, key: 'job', render: (_, a) => a.job.positionName },
    { title: T.columns.time, key: 'time', width: 150, responsive: ['md'], render: (_, a) => formatServerTime(a.sendTime) },
    {
      title: T.columns.status,
      key: 'status',
      width: 100,
      render: (_, a) => <Tag color={STATUS_COLOR[a.status]}>{a.statusName}</Tag>,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={T.allJobs}
          style={{ width: 200 }}
          value={positionId || ''}
          onChange={(v: string) => {
            onPosition(v);
            setPage(1);
          }}
          options={[{ value: '', label: T.allJobs }, ...(jobs.data?.list ?? []).map((j) => ({ value: j.positionId, label: j.positionName }))]}
        />
        <Select
          aria-label={T.columns.status}
          style={{ width: 120 }}
          value={status ?? 0}
          onChange={(v: number) => {
            setStatus(v === 0 ? undefined : (v as ApplicationStatus));
            setPage(1);
          }}
          options={[{ value: 0, label: EMPLOYMENT_TEXT.wanted.all }, ...statuses.map((s) => ({ value: s.value, label: s.label }))]}
        />
        <Input.Search
          allowClear
          maxLength={30}
          placeholder={T.search}
          aria-label={T.search}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 220 }}
        />
      </Space>
      <Table<Application>
        rowKey="applicationId"
        size="middle"
        loading={received.isFetching}
        columns={columns}
        dataSource={received.data?.list ?? []}
        locale={{ emptyText: T.empty }}
        onRow={(a) => ({ onDoubleClick: () => setOpened(a.applicationId) })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: received.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      <ApplicationDrawer applicationId={opened} onClose={() => setOpened(null)} />
    </>
  );
}
