import { OperationalAnalysisTab } from '../analysis/operational-analysis-tab';
import { ScoreManagementTab } from '../analysis/score-management-tab';
import { StudyAnalysisTab } from '../analysis/study-analysis-tab';
import { useManagedCourse } from './manage-context';

/** The analysis tabs ("web-analysis", features/teaching/analysis) mounted as child routes of the shell (lazy). */
export function OperationalAnalysisRoute() {
  const { courseSign } = useManagedCourse();
  return <OperationalAnalysisTab courseSign={courseSign} />;
}

export function StudyAnalysisRoute() {
  const { courseSign } = useManagedCourse();
  return <StudyAnalysisTab courseSign={courseSign} />;
}

export function ScoreManagementRoute() {
  const { courseSign } = useManagedCourse();
  return <ScoreManagementTab courseSign={courseSign} />;
}
