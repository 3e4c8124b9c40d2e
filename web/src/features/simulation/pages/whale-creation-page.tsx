import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PracticeGrid } from '../components/practice-card';
import { RunList } from '../components/run-list';
import { useCreation } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './pages.module.css';

const T = SIM_TEXT.creation;

/** /whaleCreation (鲸创实训): my runs, then every practice of the school. */
export function WhaleCreationPage() {
  const creation = useCreation();
  const body = (render: (data: NonNullable<typeof creation.data>) => ReactNode) =>
    creation.isPending ? (
      <Skeleton active paragraph={{ rows: 4 }} />
    ) : creation.isError ? (
      <EmptyState description={SIM_TEXT.failed} actionLabel={SIM_TEXT.retry} onAction={() => void creation.refetch()} />
    ) : (
      render(creation.data)
    );
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{T.title}</h1>
        <p className={styles.intro}>{T.intro}</p>
      </header>
      <Card title={<h2 className={styles.cardTitle}>{T.runs}</h2>}>
        {body((data) =>
          data.runs.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SIM_TEXT.home.mineEmpty} />
          ) : (
            <RunList runs={data.runs} label={T.runs} />
          ),
        )}
      </Card>
      <Card title={<h2 className={styles.cardTitle}>{T.practices}</h2>}>
        {body((data) =>
          data.practices.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.practicesEmpty} />
          ) : (
            <PracticeGrid practices={data.practices} label={T.practices} />
          ),
        )}
      </Card>
    </div>
  );
}
