import { Button, Card, Empty, Pagination, Progress, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MyTraining } from '@/api/training';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { formatPeriod } from '../lib/format';
import { useMyTrainings } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from '@/components/learning-rows.module.css';

const T = TRAINING_TEXT.mine;
export const MY_TRAININGS_PAGE_SIZE = 8;

const TABS: { key: string; label: string; status: 0 | 1 | 2 }[] = [
  { key: 'all', label: T.tabs.all, status: 0 },
  { key: 'studying', label: T.tabs.studying, status: 1 },
  { key: 'finished', label: T.tabs.finished, status: 2 },
];

function TrainingRow({ training }: { training: MyTraining }) {
  const finished = training.myStudy.studyStatus === 2;
  const href = paths.learningTrainDetail.getHref(training.idSign);
  return (
    <li className={styles.row}>
      <Link to={href} className={styles.coverLink} tabIndex={-1}>
        <img className={styles.cover} src={training.trainPicture} alt="" loading="lazy" />
      </Link>
      <div className={styles.rowText}>
        <Link to={href} className={styles.rowTitle}>
          {training.trainName}
        </Link>
        <p className={styles.rowMeta}>
          <Tag color={finished ? 'success' : 'processing'}>{finished ? T.tabs.finished : T.tabs.studying}</Tag>
          <span>{training.enterpriseName || TRAINING_TEXT.noEnterprise}</span>
          <span>{formatPeriod(training.startTime, training.endTime)}</span>
          <span>{training.myStudy.lastStudyTime ? `${T.lastStudied} ${formatServerTime(training.myStudy.lastStudyTime)}` : T.notStarted}</span>
        </p>
        <div className={styles.rowProgress}>
          <span className={styles.progressLabel}>{T.progress}</span>
          <Progress percent={training.myStudy.progress} size="small" status={finished ? 'success' : 'normal'} />
        </div>
      </div>
      <Link to={href} className={styles.rowAction}>
        <Button type="primary" tabIndex={-1}>
          {T.open}
        </Button>
      </Link>
    </li>
  );
}

/** /home/learning/training (我的培训): the trainings the user takes part in, by study status, paged (POST /train/getMyTrainList). */
export function MyTrainingsPage() {
  const [tab, setTab] = useState('all');
  const [page, setPage] = useState(1);
  const status = TABS.find((item) => item.key === tab)?.status ?? 0;
  const query = useMyTrainings(status, page, MY_TRAININGS_PAGE_SIZE);
  const data = query.data;
  return (
    <Card title={<h1 className={styles.cardTitle}>{T.title}</h1>} className={styles.card}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPage(1);
        }}
        items={TABS.map((item) => ({ key: item.key, label: item.label }))}
      />
      {!data ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty}>
          <Link to={paths.train.getHref()}>
            <Button type="primary">{T.browse}</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <ul className={styles.rows} aria-label={T.title} aria-busy={query.isFetching}>
            {data.list.map((training) => (
              <TrainingRow key={training.idSign} training={training} />
            ))}
          </ul>
          {data.total > MY_TRAININGS_PAGE_SIZE ? (
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={MY_TRAININGS_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
