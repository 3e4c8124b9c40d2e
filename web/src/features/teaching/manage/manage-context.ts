import { useOutletContext } from 'react-router';
import type { TeacherCourse } from '@/api/authoring';

/** What the shell hands each tab: the selected course. */
export type ManageContext = { courseSign: string; course: TeacherCourse };

export const useManagedCourse = (): ManageContext => useOutletContext<ManageContext>();
