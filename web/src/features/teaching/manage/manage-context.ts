import { useOutletContext } from 'react-router';
import type { TeachingCourse } from '../api';

/** What the shell hands each tab: the selected course. */
export type ManageContext = { courseSign: string; course: TeachingCourse };

export const useManagedCourse = (): ManageContext => useOutletContext<ManageContext>();
