import { Button, Card, Popconfirm, Result, Skeleton, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addTraining, getEditedTraining, publishTraining, updateTraining, type TrainingForm } from '@/api/training';
import { paths } from '@/config/paths';
import { messageOf } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { PracticeManager } from '../manage/practice-manager';
import { PracticeRecords } from '../manage/practice-records';
import { TrainingInfoForm } from '../manage/training-info-form';
import { trainingKeys } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from '../manage/manage.module.css';

const T = TRAINING_TEXT.editor;

/**
 * /train-editor?train=<sign> (teachers; docs/training.md "Authoring"): a training's info, its timetable (the course
 * machinery's content editor, composed by the route), its practical tasks and their scores; publish and unpublish.
 * Without `train`, the info form creates a draft and the page goes on to it.
 */
export function TrainEditorPage({
  viewer,
  curator,
  renderContent,
  renderTeam,
}: {
  viewer: string;
  /** A school admin: picks the recommended trainings. */
  curator: boolean;
  renderContent: (sign: string) => ReactNode;
  renderTeam: (sign: string) => ReactNode;
}) {
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const sign = search.get('train') ?? '';
  const tab = search.get('tab') ?? 'info';
  const training = useQuery({
    queryKey: [...trainingKeys.training(sign), 'edited', viewer],
    queryFn: () => getEditedTraining(sign),
    enabled: sign !== '',
  });
  const refresh = () => client.invalidateQueries({ queryKey: trainingKeys.training(sign) });

  const save = async (body: TrainingForm): Promise<void> => {
    if (sign) {
      await updateTraining(sign, body);
      toastSuccess(T.saved);
      await refresh();
    } else {
      const made = await addTraining(body);
      toastSuccess(T.added);
      setSearch({ train: made.idSign, tab: 'content' });
    }
  };
  const setPublished = async (publish: boolean): Promise<void> => {
    try {
      await publishTraining(sign, publish);
      toastSuccess(publish ? '发布成功' : '已取消发布');
    } catch (error) {
      toastError(messageOf(error, T.publishFailed));
    }
    await refresh();
  };

  if (sign && training.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active />
      </div>
    );
  }
  if (sign && training.isError) {
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={training.error.message || T.notFound}
          extra={
            <Link to={paths.myTeaching.getHref()}>
              <Button type="primary">{T.backToTeaching}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  const data = training.data ?? null;
  const published = data?.status === 1;
  const requireSaved = (content: ReactNode): ReactNode => (sign ? content : <p className={styles.muted}>{T.saveFirst}</p>);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{data ? data.trainName : T.newTitle}</h1>
        {data ? <Tag color={published ? 'green' : 'default'}>{published ? T.published : T.draft}</Tag> : null}
        {data ? (
          <div className={styles.headActions}>
            <Link to={paths.trainDetail.getHref(sign)}>
              <Button>{T.preview}</Button>
            </Link>
            <Link to={`${paths.courseManagement.getHref()}/trainees-management?course=${encodeURIComponent(sign)}`}>
              <Button>{T.manage}</Button>
            </Link>
            {published ? (
              <Popconfirm title={T.unpublishConfirm} okText={T.unpublish} cancelText="取消" onConfirm={() => void setPublished(false)}>
                <Button>{T.unpublish}</Button>
              </Popconfirm>
            ) : (
              <Button type="primary" onClick={() => void setPublished(true)}>
                {T.publish}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <Card>
        <Tabs
          activeKey={sign ? tab : 'info'}
          onChange={(key) => setSearch(sign ? { train: sign, tab: key } : {})}
          items={[
            { key: 'info', label: T.tabs.info, children: <TrainingInfoForm training={data} curator={curator} onSave={save} /> },
            { key: 'team', label: T.tabs.team, disabled: !sign, children: requireSaved(renderTeam(sign)) },
            { key: 'content', label: T.tabs.content, disabled: !sign, children: requireSaved(renderContent(sign)) },
            { key: 'practice', label: T.tabs.practice, disabled: !sign, children: requireSaved(<PracticeManager sign={sign} viewer={viewer} />) },
            { key: 'records', label: T.tabs.records, disabled: !sign, children: requireSaved(<PracticeRecords sign={sign} />) },
          ]}
        />
      </Card>
    </div>
  );
}
