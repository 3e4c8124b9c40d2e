import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getCourseTrainees, type Assignment, type Trainee } from '@/api/simulation';
import { ExportButton } from '@/components/export-button';
import { simulationApi } from '@/config/simulation-paths';
import { formatServerTime } from '@/lib/time';
import { StageTag } from '../components/stage-tag';
import { scoreText } from '../format';
import { simulationKeys } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './course.module.css';

const T = SIM_TEXT.course;
const C = T.traineeColumns;
const PAGE_SIZE = 10;

const columnsOf = (days: number): TableColumnsType<Trainee> => [
  { title: C.name, dataIndex: 'name' },
  { title: C.studentCard, dataIndex: 'studentCard' },
  { title: C.stage, dataIndex: 'stage', render: (_: unknown, t: Trainee) => <StageTag stage={t.stage} /> },
  {
    title: C.progress,
    key: 'progress',
    render: (_: unknown, t: Trainee) => {
      const total = t.days ?? days;
      return t.stage ? SIM_TEXT.dayOf(Math.min(t.day, total), total) : '—';
    },
  },
  { title: C.score, dataIndex: 'score', align: 'right', render: (v: number | null) => (v === null ? '—' : scoreText(v)) },
  { title: C.updated, dataIndex: 'updatedAt', render: (v: string | null) => formatServerTime(v) || '—' },
];

/** The course's trainees and their run of one assigned practice (paged, searched by name or number), and 导出 (the list searched). */
export function TraineeList({ courseId, assignment }: { courseId: string; assignment: Assignment }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: simulationKeys.trainees(courseId, assignment.sign, keyword, page),
    queryFn: () => getCourseTrainees({ courseId, sign: assignment.sign, keyword, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const title = T.trainees(assignment.title);
  return (
    <Card
      size="small"
      role="region"
      aria-label={title}
      title={<h3 className={styles.title}>{title}</h3>}
      extra={<ExportButton path={simulationApi.courseTrainees} body={{ courseId, sign: assignment.sign, keyword }} label={T.export} />}
    >
      <Input.Search
        className={styles.search}
        placeholder={T.search}
        aria-label={T.search}
        allowClear
        maxLength={30}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<Trainee>
        rowKey="userId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        columns={columnsOf(assignment.days)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: T.traineesEmpty }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </Card>
  );
}
