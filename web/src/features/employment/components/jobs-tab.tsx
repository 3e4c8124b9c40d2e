import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getMyJob, setJobStatus, type Job, type JobStatus, type PostedJob } from '@/api/employment';
import { messageOf } from '@/api/errors';
import { employmentPaths } from '@/config/employment-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { employmentKeys, useEmploymentOptions, useMyJobs } from '../queries';
import { formatServerTime } from '@/lib/time';
import { EMPLOYMENT_TEXT } from '../texts';
import { JobEditor } from './job-editor';

const T = EMPLOYMENT_TEXT.enterprise.jobs;
const PAGE_SIZE = 10;
const STATUS_COLOR: Record<JobStatus, string> = { 1: 'green', 2: 'default', 3: 'orange' };

/** 职位管理: the company's jobs with their applications' counts; post, edit, close, mark filled, reopen. */
export function JobsTab({ onViewApplications }: { onViewApplications: (positionId: string) => void }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<JobStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ job: Job | null } | null>(null);
  const jobs = useMyJobs({ status, keyword: keyword || undefined, page, size: PAGE_SIZE });
  const statuses = useEmploymentOptions().data?.jobStatuses ?? [];
  const changed = (): void => void client.invalidateQueries({ queryKey: employmentKeys.all });

  const edit = (positionId: string): void => {
    void getMyJob(positionId)
      .then((job) => setEditing({ job }))
      .catch((error: unknown) => toastError(messageOf(error, T.edit)));
  };
  const move = (positionId: string, next: JobStatus): void => {
    void setJobStatus(positionId, next)
      .then(() => {
        toastSuccess(T.statusSaved);
        changed();
      })
      .catch((error: unknown) => toastError(messageOf(error, T.statusSaved)));
  };

  const columns: TableColumnsType<PostedJob> = [
    {
      title: T.columns.title,
      key: 'title',
      render: (_, j) => <Link to={employmentPaths.job.getHref(j.positionId)}>{j.positionName}</Link>,
    },
    { title: T.columns.salary, dataIndex: 'salary', key: 'salary', width: 90 },
    { title: T.columns.city, dataIndex: 'cityName', key: 'city', width: 90, responsive: ['md'] },
    {
      title: T.columns.status,
      key: 'status',
      width: 90,
      render: (_, j) => <Tag color={STATUS_COLOR[j.status]}>{j.statusName}</Tag>,
    },
    {
      title: T.columns.applications,
      key: 'applications',
      width: 130,
      render: (_, j) => (
        <Button type="link" size="small" onClick={() => onViewApplications(j.positionId)}>
          <Badge count={j.counts.unread} size="small" offset={[8, -2]} title={T.unread(j.counts.unread)}>
            {j.counts.total}
          </Badge>
        </Button>
      ),
    },
    { title: T.columns.updated, key: 'updated', width: 150, responsive: ['lg'], render: (_, j) => formatServerTime(j.updateTime) },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 200,
      render: (_, j) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => edit(j.positionId)}>
            {T.edit}
          </Button>
          {j.status === 1 ? (
            <>
              <Popconfirm title={T.closeConfirm} onConfirm={() => move(j.positionId, 2)}>
                <Button type="link" size="small" danger>
                  {T.close}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" onClick={() => move(j.positionId, 3)}>
                {T.filled}
              </Button>
            </>
          ) : (
            <Button type="link" size="small" onClick={() => move(j.positionId, 1)}>
              {T.reopen}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            aria-label={T.columns.status}
            style={{ width: 120 }}
            value={status ?? 0}
            onChange={(v: number) => {
              setStatus(v === 0 ? undefined : (v as JobStatus));
              setPage(1);
            }}
            options={[{ value: 0, label: T.all }, ...statuses.map((s) => ({ value: s.value, label: s.label }))]}
          />
          <Input.Search
            allowClear
            maxLength={30}
            placeholder={T.columns.title}
            aria-label={T.columns.title}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ width: 220 }}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ job: null })}>
          {T.add}
        </Button>
      </Space>
      <Table<PostedJob>
        rowKey="positionId"
        size="middle"
        loading={jobs.isFetching}
        columns={columns}
        dataSource={jobs.data?.list ?? []}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: jobs.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      <JobEditor
        open={editing !== null}
        job={editing?.job ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) changed();
        }}
      />
    </>
  );
}
