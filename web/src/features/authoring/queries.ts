import { useQuery } from '@tanstack/react-query';
import { getCourseTypeTree } from '@/api/courses';
import { getCourseTeachers, getEditedCourse, getMyCourses, getSchoolTeachers } from '@/api/authoring';

/** The authoring feature's query keys, one factory (a course being built: its info, team, content tree). */
export const authoringKeys = {
  all: ['authoring'] as const,
  myCourses: (page: number, size: number) => ['authoring', 'myCourses', page, size] as const,
  course: (sign: string) => ['authoring', 'course', sign] as const,
  team: (sign: string) => ['authoring', 'team', sign] as const,
  schoolTeachers: ['authoring', 'schoolTeachers'] as const,
  typeTree: ['authoring', 'typeTree'] as const,
  content: (courseSign: string) => ['authoring', 'content', courseSign] as const,
};

export const useMyCourses = (page: number, size: number) =>
  useQuery({ queryKey: authoringKeys.myCourses(page, size), queryFn: () => getMyCourses(page, size) });

export const useEditedCourse = (sign: string | null) =>
  useQuery({ queryKey: authoringKeys.course(sign ?? ''), queryFn: () => getEditedCourse(sign ?? ''), enabled: !!sign });

export const useCourseTeam = (sign: string | null) =>
  useQuery({ queryKey: authoringKeys.team(sign ?? ''), queryFn: () => getCourseTeachers(sign ?? ''), enabled: !!sign });

export const useSchoolTeachers = () => useQuery({ queryKey: authoringKeys.schoolTeachers, queryFn: getSchoolTeachers });

export const useTypeTree = () => useQuery({ queryKey: authoringKeys.typeTree, queryFn: getCourseTypeTree, staleTime: 300_000 });
