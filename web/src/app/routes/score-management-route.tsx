import { useCurrentUser } from '@/features/accounts/queries';
import { isSchoolAdmin } from '@/features/accounts/lib/role';
import { CourseCertificates } from '@/features/certificates/components/course-certificates';
import { ScoreManagementTab } from '@/features/teaching/analysis/score-management-tab';
import { useManagedCourse } from '@/features/teaching/manage/manage-context';

/** 成绩管理 (features/teaching) with the course's certificates under it (features/certificates). */
export function ScoreManagementRoute() {
  const { courseSign } = useManagedCourse();
  const { user } = useCurrentUser();
  return (
    <>
      <ScoreManagementTab courseSign={courseSign} />
      <CourseCertificates key={courseSign} courseId={courseSign} canRevoke={isSchoolAdmin(user?.roleStr)} />
    </>
  );
}
