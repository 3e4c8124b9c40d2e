import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import { BulletinTab } from './bulletin-tab';
import { MaterialTab } from './material-tab';
import { TraineesTab } from './trainees-tab';

const analysis = (name: 'OperationalAnalysisRoute' | 'StudyAnalysisRoute' | 'ScoreManagementRoute') => {
  const Tab = lazy(async () => ({ default: (await import('./analysis-routes'))[name] }));
  return function AnalysisTab() {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Tab />
      </Suspense>
    );
  };
};

/**
 * Each child route of the management shell → its component (the analysis tabs load lazily on first open). The exam
 * tabs (unit-testing, test-manangement, single-questions) are composed from features/exams, and simulation-training
 * from features/simulation, in app/routes.
 */
export const TAB_ROUTES: Record<string, ComponentType> = {
  'course-bulletin': BulletinTab,
  'course-material': MaterialTab,
  'operational-analysis': analysis('OperationalAnalysisRoute'),
  'score-management': analysis('ScoreManagementRoute'),
  'study-analysis': analysis('StudyAnalysisRoute'),
  'trainees-management': TraineesTab,
};
