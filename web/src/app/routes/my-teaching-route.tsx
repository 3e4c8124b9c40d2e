import { MyTeachingPage } from '@/features/authoring/pages/my-teaching-page';
import { SchoolTeachersPanel } from '@/features/teaching/analysis/school-teachers-panel';

/** 我的授课 (authoring) with the school's teachers (teaching's statistics) below the list. */
export function MyTeachingRoute() {
  return <MyTeachingPage below={<SchoolTeachersPanel />} />;
}
