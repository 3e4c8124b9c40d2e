import { CourseSimulationTab } from '@/features/simulation/course/course-simulation-tab';
import { useManagedCourse } from '@/features/teaching/manage/manage-context';

/** Course management's 仿真实训 (features/simulation) inside the management shell (features/teaching/manage). */
export function SimulationCourseRoute() {
  const { courseSign } = useManagedCourse();
  return <CourseSimulationTab key={courseSign} courseId={courseSign} />;
}
