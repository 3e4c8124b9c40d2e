import { Card, Progress, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router';
import { LEARNING_TRAIN_SECTIONS, paths, type LearningTrainSection } from '@/config/paths';
import { IntroSections, PlanSection } from '../components/intro-sections';
import { ResourcesTab } from '../components/resources-tab';
import { TabNotice } from '../components/tab-notice';
import { TimetableTab } from '../components/timetable-tab';
import { useTrainHeader } from '../queries';
import { TRAINING_TEXT } from '../texts';
import type { TrainPanels } from './train-detail-page';
import styles from './learning-train-page.module.css';

const T = TRAINING_TEXT.learning;

const isSection = (value: string | undefined): value is LearningTrainSection =>
  (LEARNING_TRAIN_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * /home/learning/trainDetail/{section}?id=<sign> (spec 02 §2, learning centre): one of my trainings inside the
 * learning centre — presentation, plan, download, schedule, assignment and examine, each a section of its own;
 * /home/learning/trainDetail alone goes back to 我的培训.
 */
export function LearningTrainPage({ viewer, panels }: { viewer: string; panels: TrainPanels }) {
  const { section } = useParams();
  const [search] = useSearchParams();
  const sign = search.get('id') ?? '';
  const header = useTrainHeader(isSection(section) ? sign : '', viewer);
  if (!isSection(section) || !sign) return <Navigate replace to={paths.learningTraining.getHref()} />;
  if (header.isPending) return <Skeleton active />;
  if (header.isError || !header.data) {
    return (
      <Result
        status="404"
        title={header.error?.message || TRAINING_TEXT.detail.notFound}
        extra={<Link to={paths.learningTraining.getHref()}>{T.back}</Link>}
      />
    );
  }
  const training = header.data;
  const trainee = Boolean(training.myStudy);
  const member = trainee || training.canManage;
  const joinFirst = (text: string, content: ReactNode): ReactNode => (member ? content : <TabNotice>{text}</TabNotice>);
  const D = TRAINING_TEXT.detail;
  const content: Record<LearningTrainSection, ReactNode> = {
    presentation: <IntroSections sign={sign} />,
    plan: <PlanSection sign={sign} />,
    download: <ResourcesTab sign={sign} viewer={viewer} member={member} />,
    schedule: <TimetableTab sign={sign} viewer={viewer} trainee={trainee} canWatch={member} />,
    assignment: joinFirst(D.worksJoinFirst, panels.works(sign)),
    examine: joinFirst(D.examsJoinFirst, panels.exams(sign)),
  };
  return (
    <div className={styles.page}>
      <Card className={styles.head}>
        <div className={styles.headRow}>
          <h1 className={styles.title}>{training.trainName}</h1>
          <Link to={paths.trainDetail.getHref(sign)}>{T.page}</Link>
        </div>
        {training.myStudy ? (
          <Progress percent={training.myStudy.progress} size="small" format={(value) => T.progress(value ?? 0)} className={styles.progress} />
        ) : null}
        <nav className={styles.sections} aria-label={T.sectionsLabel}>
          {LEARNING_TRAIN_SECTIONS.map((key) => (
            <NavLink
              key={key}
              to={paths.learningTrainDetail.getHref(sign, key)}
              className={({ isActive }) => (isActive ? `${styles.section} ${styles.active}` : styles.section)}
            >
              {T.sections[key]}
            </NavLink>
          ))}
        </nav>
      </Card>
      <div className={styles.content}>{content[section]}</div>
    </div>
  );
}
