import { useQuery } from '@tanstack/react-query';
import { getCourseTypeTree } from '@/api/courses';
import { getCourseTeachers, getEditedCourse, getMyCourses, getSchoolTeachers } from '@/api/authoring';

/** TanStack Query keys and hooks of the teacher's side. */
export const teachingKeys = {
  all: ['teaching'] as const,
  myCourses: (page: number, size: number) => ['teaching', 'myCourses', page, size] as const,
  course: (sign: string) => ['teaching', 'course', sign] as const,
  team: (sign: string) => ['teaching', 'team', sign] as const,
  schoolTeachers: ['teaching', 'schoolTeachers'] as const,
  typeTree: ['teaching', 'typeTree'] as const,
};

export const useMyCourses = (page: number, size: number) =>
  useQuery({ queryKey: teachingKeys.myCourses(page, size), queryFn: () => getMyCourses(page, size) });

export const useEditedCourse = (sign: string | null) =>
  useQuery({ queryKey: teachingKeys.course(sign ?? ''), queryFn: () => getEditedCourse(sign ?? ''), enabled: !!sign });

export const useCourseTeam = (sign: string | null) =>
  useQuery({ queryKey: teachingKeys.team(sign ?? ''), queryFn: () => getCourseTeachers(sign ?? ''), enabled: !!sign });

export const useSchoolTeachers = () => useQuery({ queryKey: teachingKeys.schoolTeachers, queryFn: getSchoolTeachers });

export const useTypeTree = () => useQuery({ queryKey: teachingKeys.typeTree, queryFn: getCourseTypeTree, staleTime: 300_000 });
