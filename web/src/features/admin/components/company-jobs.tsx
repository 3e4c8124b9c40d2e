import { Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { JobCard } from '@/api/employment';
import { messageOf } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { useCompanyJobs, usePromoteJob } from '../queries';
import { ADMIN_TEXT } from '../texts';

const T = ADMIN_TEXT.company;
const C = T.jobColumns;
/** The job board's call answers at most 50 a page (8 unless told). */
const JOBS_SIZE = 10;

/**
 * A verified company's listed jobs (the job board's own list of them), each with its 推广 switch: a promoted job shows
 * among the board's 推广职位. Only listed jobs can show there, so only they are offered.
 */
export function CompanyJobs({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const jobs = useCompanyJobs(companyId, page, JOBS_SIZE);
  const promote = usePromoteJob();

  if (jobs.isError && !jobs.data) {
    return (
      <EmptyState description={messageOf(jobs.error, ADMIN_TEXT.failed)} actionLabel={ADMIN_TEXT.retry} onAction={() => void jobs.refetch()} />
    );
  }

  const columns: TableColumnsType<JobCard> = [
    { title: C.name, dataIndex: 'positionName' },
    { title: C.city, dataIndex: 'cityName' },
    { title: C.salary, dataIndex: 'salary' },
    {
      title: C.promoted,
      key: 'promoted',
      render: (_: unknown, job) => (
        <Switch
          size="small"
          aria-label={T.promoteOf(job.positionName)}
          checked={job.promoted}
          loading={promote.isPending && promote.variables?.positionId === job.positionId}
          onChange={(promoted) => promote.mutate({ positionId: job.positionId, promoted })}
        />
      ),
    },
  ];

  return (
    <Table<JobCard>
      rowKey="positionId"
      size="small"
      scroll={{ x: 'max-content' }}
      loading={jobs.isFetching}
      columns={columns}
      dataSource={jobs.data?.list ?? []}
      locale={{ emptyText: <EmptyState description={jobs.isPending ? ADMIN_TEXT.empty : T.jobsEmpty} /> }}
      pagination={
        (jobs.data?.total ?? 0) > JOBS_SIZE
          ? { current: page, pageSize: JOBS_SIZE, total: jobs.data?.total ?? 0, showSizeChanger: false, onChange: setPage }
          : false
      }
    />
  );
}
