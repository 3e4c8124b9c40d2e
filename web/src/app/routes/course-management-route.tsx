import { useCurrentUser } from '@/features/accounts/queries';
import { CourseManagementPage, ImportedMaterialsPage } from '@/features/teaching/manage/course-management-page';

/** Course management composed with the session (accounts): only a teacher has courses to pick from. */
const useIsTeacher = (): boolean => !!useCurrentUser().user?.roleStr?.includes('teacher');

export function CourseManagementRoute() {
  return <CourseManagementPage teacher={useIsTeacher()} />;
}

export function ImportedMaterialsRoute() {
  return <ImportedMaterialsPage teacher={useIsTeacher()} />;
}
