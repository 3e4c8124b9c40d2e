import { Grid, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ActivationDialog } from '../components/activation-dialog';
import { CatalogueTab, type RenderCatalogueTask } from '../components/catalogue-tab';
import { CourseHeader, type Viewer } from '../components/course-header';
import { FilesTab } from '../components/files-tab';
import { IntroTab } from '../components/intro-tab';
import { QaTab } from '../components/qa-tab';
import { useCourseDetail } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-detail-page.module.css';

const TEXT = COURSE_TEXT.detail;
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
  const [tab, setTab] = useState('intro');
  // Phones: smaller tabs closer together, so all five fit 375 px without an overflow menu.
  const wide = Grid.useBreakpoint().sm !== false;

  if (detail.isPending) {
    return (
      <div className={styles.page} data-testid="course-loading">
        <div className={styles.skeletonHead}>
          <Skeleton.Node active className={styles.skeletonCover} />
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <EmptyState description={detail.error.message || TEXT.notFound} />
      </div>
    );
  }

  const data = detail.data;
  const enrolled = Boolean(data.myStudy?.joined);
  const member = enrolled || data.canManage;
  const items = [
    { key: 'intro', label: TEXT.tabs.intro, children: <IntroTab course={data.courseInfoVo} /> },
    {
      key: 'catalogue',
      label: TEXT.tabs.catalogue,
      children: <CatalogueTab courseSign={id} viewer={viewer.id} enrolled={member} renderTask={renderCatalogueTask?.(id)} />,
    },
    { key: 'files', label: TEXT.tabs.files, children: <FilesTab courseSign={id} viewer={viewer.id} canSee={viewer.signedIn && member} /> },
    { key: 'assessments', label: TEXT.tabs.assessments, children: renderAssessments(id) },
    { key: 'qa', label: TEXT.tabs.qa, children: <QaTab courseSign={id} canPost={viewer.signedIn && member} /> },
  ];
  return (
    <div className={styles.page}>
      <CourseHeader detail={data} viewer={viewer} onRequireLogin={onRequireLogin} />
      <section className={styles.tabs}>
        <Tabs activeKey={tab} onChange={setTab} items={items} size={wide ? 'large' : 'middle'} tabBarGutter={wide ? undefined : PHONE_TAB_GAP} />
      </section>
      <ActivationDialog />
    </div>
  );
}
