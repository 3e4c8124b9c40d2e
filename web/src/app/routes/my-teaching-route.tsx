import { MyTeachingPage } from '@/features/authoring/pages/my-teaching-page';
import { SchoolTeachersPanel } from '@/features/teaching/analysis/school-teachers-panel';
import { TeachingTrainingsPanel } from '@/features/training/manage/teaching-trainings';

/** 我的授课 (authoring) with the teacher's trainings (training) and the school's teachers (teaching's statistics) below. */
export function MyTeachingRoute() {
  return (
    <MyTeachingPage
      below={
        <>
          <TeachingTrainingsPanel />
          <SchoolTeachersPanel />
        </>
      }
    />
  );
}
