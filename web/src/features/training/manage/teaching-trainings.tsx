import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, List, Skeleton, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { getManagedTrainings } from '@/api/training';
import { paths } from '@/config/paths';
import { trainingKeys } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './manage.module.css';

const T = TRAINING_TEXT.editor.teaching;
const PAGE_SIZE = 5;

/** 我的培训项目 on 我的授课: the trainings the teacher is on the team of (drafts too), each to edit or manage; a new one. */
export function TeachingTrainingsPanel() {
  const [page, setPage] = useState(1);
  const trainings = useQuery({
    queryKey: [...trainingKeys.all, 'teaching', page] as const,
    queryFn: () => getManagedTrainings(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={T.title}
      extra={
        <Link to={paths.trainEditor.getHref()}>
          <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
            {T.create}
          </Button>
        </Link>
      }
    >
      {trainings.isPending ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={trainings.data?.list ?? []}
          locale={{ emptyText: <Empty description={T.empty} /> }}
          pagination={
            (trainings.data?.total ?? 0) > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: trainings.data?.total ?? 0, onChange: setPage, size: 'small' }
              : false
          }
          renderItem={(t) => (
            <List.Item>
              <div className={styles.row}>
                {t.trainPicture ? <img className={styles.thumb} src={t.trainPicture} alt="" /> : <div className={styles.thumb} />}
                <div className={styles.rowMain}>
                  <div className={styles.rowTitle}>
                    {t.status === 1 ? <Link to={paths.trainDetail.getHref(t.idSign)}>{t.trainName}</Link> : t.trainName}
                  </div>
                  <div className={styles.muted}>
                    <Badge status={t.status === 1 ? 'success' : 'default'} text={t.status === 1 ? TRAINING_TEXT.editor.published : TRAINING_TEXT.editor.draft} /> ·{' '}
                    {t.stateName} · {TRAINING_TEXT.trainees(t.studentCount)}
                  </div>
                </div>
                <Space wrap>
                  <Link to={paths.trainEditor.getHref(t.idSign)} aria-label={`${T.edit}：${t.trainName}`}>
                    <Button size="small" tabIndex={-1}>
                      {T.edit}
                    </Button>
                  </Link>
                  <Link to={`${paths.courseManagement.getHref()}/trainees-management?course=${encodeURIComponent(t.idSign)}`} aria-label={`${T.manage}：${t.trainName}`}>
                    <Button size="small" tabIndex={-1}>
                      {T.manage}
                    </Button>
                  </Link>
                </Space>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
