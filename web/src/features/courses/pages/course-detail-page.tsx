import { Grid, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import type { RenderCatalogueTask } from '../components/catalogue-tab';
import { CourseHeader, type Viewer } from '../components/course-header';
import { IntroTab } from '../components/intro-tab';
import { useActivationDialogOpen } from '../lib/activation-dialog-store';
import { useCourseDetail } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-detail-page.module.css';

const TEXT = COURSE_TEXT.detail;

// The tabs after 课程介绍 load their code when first opened (issue 12: the course page's first load).
const CatalogueTab = lazy(async () => ({ default: (await import('../components/catalogue-tab')).CatalogueTab }));
const FilesTab = lazy(async () => ({ default: (await import('../components/files-tab')).FilesTab }));
const QaTab = lazy(async () => ({ default: (await import('../components/qa-tab')).QaTab }));

const ActivationDialog = lazy(async () => ({ default: (await import('../components/activation-dialog')).ActivationDialog }));

/** 使用激活码's dialog (a form with a captcha), mounted from its first opening on. */
function DeferredActivationDialog() {
  const open = useActivationDialogOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ActivationDialog />
    </Suspense>
  );
}

function TabLoading() {
  return <Skeleton active paragraph={{ rows: 4 }} />;
}
const PHONE_TAB_GAP = 14;

export type CourseDetailPageProps = {
  viewer: Viewer;
  /** A visitor pressing join or collect: the app opens the login dialog. */
  onRequireLogin: () => void;
  /** 作业与考试: the exams domain's lists, composed in by the app (no cross-feature imports). */
  renderAssessments: (courseSign: string) => ReactNode;
  /** 课程目录's homework and exams: the exams domain draws each (link, state), composed in by the app. */
  renderCatalogueTask?: (courseSign: string) => RenderCatalogueTask;
};

/** `/courseDetail/{id}` (public): the course head and the five tabs, each loading its own data when first opened. */
export function CourseDetailPage({ viewer, onRequireLogin, renderAssessments, renderCatalogueTask }: CourseDetailPageProps) {
  const { id = '' } = useParams();
  const detail = useCourseDetail(id, viewer.id);
  // The page's first full render (header, tabs, introduction) in slices rather than one long task when the answer
  // arrives: the deferred copy re-renders at a transition's priority, which yields to the browser every few ms; the
  // skeleton stays until it has this course (a refetch of the same course keeps showing the data it has).
  const shown = useDeferredValue(detail.data);
  const [tab, setTab] = useState('intro');
  // Phones: smaller tabs closer together, so all five fit 375 px without an overflow menu.
  const wide = Grid.useBreakpoint().sm !== false;

  if (detail.isError) {
    return (
      <div className={styles.page}>
        <EmptyState description={detail.error.message || TEXT.notFound} />
      </div>
    );
  }
  if (detail.isPending || !shown || shown.courseInfoVo.idSign !== detail.data?.courseInfoVo.idSign) {
    return (
      <div className={styles.page} data-testid="course-loading">
        <div className={styles.skeletonHead}>
          <Skeleton.Node active className={styles.skeletonCover} />
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      </div>
    );
  }

  const data = shown;
  const enrolled = Boolean(data.myStudy?.joined);
  const member = enrolled || data.canManage;
  const later = (node: ReactNode): ReactNode => <Suspense fallback={<TabLoading />}>{node}</Suspense>;
  const items = [
    { key: 'intro', label: TEXT.tabs.intro, children: <IntroTab course={data.courseInfoVo} /> },
    {
      key: 'catalogue',
      label: TEXT.tabs.catalogue,
      children: later(<CatalogueTab courseSign={id} viewer={viewer.id} enrolled={member} renderTask={renderCatalogueTask?.(id)} />),
    },
    { key: 'files', label: TEXT.tabs.files, children: later(<FilesTab courseSign={id} viewer={viewer.id} canSee={viewer.signedIn && member} />) },
    { key: 'assessments', label: TEXT.tabs.assessments, children: later(renderAssessments(id)) },
    { key: 'qa', label: TEXT.tabs.qa, children: later(<QaTab courseSign={id} canPost={viewer.signedIn && member} />) },
  ];
  return (
    <div className={styles.page}>
      <CourseHeader detail={data} viewer={viewer} onRequireLogin={onRequireLogin} />
      <section className={styles.tabs}>
        <Tabs activeKey={tab} onChange={setTab} items={items} size={wide ? 'large' : 'middle'} tabBarGutter={wide ? undefined : PHONE_TAB_GAP} />
      </section>
      <DeferredActivationDialog />
    </div>
  );
}
