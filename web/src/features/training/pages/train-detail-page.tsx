import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { IntroSections } from '../components/intro-sections';
import { PracticeTab } from '../components/practice-tab';
import { ResourcesTab } from '../components/resources-tab';
import { TabNotice } from '../components/tab-notice';
import { TimetableTab } from '../components/timetable-tab';
import { TrainTabs } from '../components/train-tabs';
import { TrainingHeader } from '../components/training-header';
import { useTrainHeader } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './train-detail-page.module.css';

const TEXT = TRAINING_TEXT.detail;

export type TrainViewer = { signedIn: boolean; id: string };

/** What the page shows of other domains, composed by its route: the works and exam lists (the exams domain's). */
export type TrainPanels = { works: (sign: string) => ReactNode; exams: (sign: string) => ReactNode };

/**
 * `/trainDetail/{id}` (public): the training's head (joining, or the trainee's progress) and its six tabs of spec 02
 * §2 — 培训介绍 (introduction, plan, teachers, partners), 培训课表, 培训资料, 培训作业, 培训考试 (the last four for its
 * trainees and teachers) and 实训任务 (practical tasks, gated by their prerequisites).
 */
export function TrainDetailPage({
  viewer,
  onRequireLogin,
  panels,
}: {
  viewer: TrainViewer;
  onRequireLogin: () => void;
  panels: TrainPanels;
}) {
  const { id = '' } = useParams();
  const header = useTrainHeader(id, viewer.id);
  const [tab, setTab] = useState('intro');
  if (header.isError) {
    return (
      <div className={styles.page}>
        <DeferredEmptyState description={header.error.message || TEXT.notFound} />
      </div>
    );
  }
  const trainee = Boolean(header.data?.myStudy);
  const member = trainee || Boolean(header.data?.canManage);
  const tabs = [
    { key: 'intro', label: TEXT.tabs.intro, content: () => <IntroSections sign={id} /> },
    { key: 'timetable', label: TEXT.tabs.timetable, content: () => <TimetableTab sign={id} viewer={viewer.id} trainee={trainee} canWatch={member} /> },
    { key: 'resources', label: TEXT.tabs.resources, content: () => <ResourcesTab sign={id} viewer={viewer.id} member={viewer.signedIn && member} /> },
    {
      key: 'works',
      label: TEXT.tabs.works,
      content: () => (viewer.signedIn && member ? panels.works(id) : <TabNotice>{TEXT.worksJoinFirst}</TabNotice>),
    },
    {
      key: 'exams',
      label: TEXT.tabs.exams,
      content: () => (viewer.signedIn && member ? panels.exams(id) : <TabNotice>{TEXT.examsJoinFirst}</TabNotice>),
    },
    { key: 'practice', label: TEXT.tabs.practice, content: () => <PracticeTab sign={id} viewer={viewer.id} member={viewer.signedIn && member} trainee={trainee} /> },
  ];
  return (
    <div className={styles.page}>
      {header.data ? (
        <TrainingHeader header={header.data} signedIn={viewer.signedIn} onRequireLogin={onRequireLogin} />
      ) : (
        <div className={styles.skeleton} data-testid="training-loading">
          <SkeletonBlock className={styles.skeletonCover} />
          <SkeletonLines rows={5} />
        </div>
      )}
      <TrainTabs tabs={tabs} active={tab} onChange={setTab} label={TEXT.tabsLabel} />
    </div>
  );
}
