import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Pagination, Popconfirm, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastSuccess } from '@/lib/toast';
import type { CourseCard } from '@/api/courses';
import { cancelCollect, getBrowseHistory, getCollections } from '@/api/study';
import { formatPrice } from '../lib/format';
import { studyKeys } from '../queries';
import { LEARNING_TEXT } from '../texts';
import styles from '@/components/learning-rows.module.css';

const T = LEARNING_TEXT.historyCollect;
export const HISTORY_PAGE_SIZE = 10;

function CourseRow({ course, meta, action }: { course: CourseCard; meta: string; action?: ReactNode }) {
  return (
    <li className={styles.row}>
      <Link to={paths.courseDetail.getHref(course.idSign)} className={styles.coverLink} tabIndex={-1}>
        <img className={styles.cover} src={course.coursePicture} alt="" loading="lazy" />
      </Link>
      <div className={styles.rowText}>
        <Link to={paths.courseDetail.getHref(course.idSign)} className={styles.rowTitle}>
          {course.name}
        </Link>
        <p className={styles.rowMeta}>
          {course.teacherName ? <span>{`${LEARNING_TEXT.teacher}：${course.teacherName}`}</span> : null}
          <span className={styles.price}>{formatPrice(course.coursePrice, LEARNING_TEXT.free)}</span>
        </p>
        <p className={styles.rowMeta}>{meta}</p>
      </div>
      {action ? <div className={styles.rowAction}>{action}</div> : null}
    </li>
  );
}

function Paged<T extends CourseCard>({
  query,
  page,
  onPage,
  empty,
  label,
  row,
}: {
  query: { data?: { list: T[]; total: number }; isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  empty: string;
  label: string;
  row: (course: T) => ReactNode;
}) {
  const data = query.data;
  if (!data) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (data.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <>
      <ul className={styles.rows} aria-label={label} aria-busy={query.isFetching}>
        {data.list.map(row)}
      </ul>
      {data.total > HISTORY_PAGE_SIZE ? (
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}

function Collections() {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: studyKeys.collectionsPage(page),
    queryFn: () => getCollections(page, HISTORY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation({
    mutationFn: cancelCollect,
    onSuccess: async (said) => {
      toastSuccess(said || T.cancelled);
      const left = (query.data?.list.length ?? 1) - 1;
      if (left === 0 && page > 1) setPage(page - 1);
      await client.invalidateQueries({ queryKey: studyKeys.collections() });
    },
    // a refusal: the request layer said why
  });
  const removing = cancel.isPending ? cancel.variables : null;
  const remove = (sign: string): Promise<void> => cancel.mutateAsync(sign).then(
    () => undefined,
    () => undefined,
  );
  return (
    <Paged
      query={query}
      page={page}
      onPage={setPage}
      empty={T.collectionsEmpty}
      label={T.collections}
      row={(course) => (
        <CourseRow
          key={course.idSign}
          course={course}
          meta={`${T.collectedAt} ${formatServerTime(course.collectedAt)}`}
          action={
            <Popconfirm
              title={T.cancelConfirm}
              okText={T.ok}
              cancelText={T.no}
              onConfirm={() => remove(course.idSign)}
            >
              <Button loading={removing === course.idSign}>{T.cancel}</Button>
            </Popconfirm>
          }
        />
      )}
    />
  );
}

function History() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: studyKeys.history(page),
    queryFn: () => getBrowseHistory(page, HISTORY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Paged
      query={query}
      page={page}
      onPage={setPage}
      empty={T.historyEmpty}
      label={T.history}
      row={(course) => (
        <CourseRow key={course.idSign} course={course} meta={`${T.viewedAt} ${formatServerTime(course.viewedAt)}`} />
      )}
    />
  );
}

/** /home/learning/history-collect: my collections (with 取消收藏) and my browsing history. */
export function HistoryCollectPage() {
  return (
    <Card title={<h1 className={styles.cardTitle}>{T.title}</h1>} className={styles.card}>
      <Tabs
        items={[
          { key: 'collect', label: T.collections, children: <Collections /> },
          { key: 'history', label: T.history, children: <History /> },
        ]}
      />
    </Card>
  );
}
