import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEditedCourse, getMyCourses, TEACHER_PAGE_SIZE } from '@/api/authoring';
import {
  getChartData,
  getProgressList,
  getRecordList,
  getSchoolTeachers,
  getScoreCount,
  getScoreList,
  getScoreSum,
  getStudyAnalysis,
  getTeachingOverview,
  type ListFilters,
} from '@/api/teaching';

const manage = (sign: string) => ['teaching', 'manage', sign] as const;
const analysis = ['teaching', 'analysis'] as const;

/** The teaching feature's query keys, one factory: course management (per course) and the statistics. */
export const teachingKeys = {
  all: ['teaching'] as const,
  /** The teacher's courses of the course picker. */
  courses: () => ['teaching', 'courses'] as const,
  /** A course's info and assessment standard (the score tab's weights). */
  course: (sign: string) => ['teaching', 'course', sign] as const,
  messagesOf: (sign: string) => [...manage(sign), 'messages'] as const,
  messages: (sign: string, page: number) => [...manage(sign), 'messages', page] as const,
  files: (sign: string) => [...manage(sign), 'files'] as const,
  chapters: (sign: string) => [...manage(sign), 'chapters'] as const,
  studentsOf: (sign: string) => [...manage(sign), 'students'] as const,
  students: (sign: string, page: number, keyword: string) => [...manage(sign), 'students', page, keyword] as const,
  importedOf: (sign: string) => [...manage(sign), 'imported'] as const,
  imported: (sign: string, page: number) => [...manage(sign), 'imported', page] as const,
  codesOf: (sign: string) => [...manage(sign), 'codes'] as const,
  codes: (sign: string, page: number, status: number | null) => [...manage(sign), 'codes', page, status] as const,
  discountsOf: (sign: string) => [...manage(sign), 'discounts'] as const,
  discountCodes: (sign: string, batch: string, page: number) => [...manage(sign), 'discounts', batch, page] as const,
  chart: (course: string, days: number) => [...analysis, 'chart', course, days] as const,
  records: (f: ListFilters, page: number) => [...analysis, 'records', f, page] as const,
  study: (course: string) => [...analysis, 'study', course] as const,
  progress: (f: ListFilters, page: number) => [...analysis, 'progress', f, page] as const,
  scoreSum: (course: string) => [...analysis, 'scoreSum', course] as const,
  scoreCount: (course: string) => [...analysis, 'scoreCount', course] as const,
  scores: (f: ListFilters, page: number) => [...analysis, 'scores', f, page] as const,
  schoolTeachers: (keyword: string, page: number) => [...analysis, 'schoolTeachers', keyword, page] as const,
  overview: () => [...analysis, 'overview'] as const,
};

/** `enabled` false (students and normal users manage no course): no call. */
/** The management page's picker: the teacher's courses and trainings (decision 0008: a training is managed as a course). */
export const useTeacherCourses = (enabled: boolean) =>
  useQuery({ queryKey: teachingKeys.courses(), queryFn: () => getMyCourses(1, TEACHER_PAGE_SIZE, true), enabled });
export const useCourseStandard = (sign: string) =>
  useQuery({ queryKey: teachingKeys.course(sign), queryFn: () => getEditedCourse(sign), enabled: !!sign });

export const useChartData = (course: string, days: 7 | 30) =>
  useQuery({ queryKey: teachingKeys.chart(course, days), queryFn: () => getChartData(course, days), placeholderData: keepPreviousData });
export const useRecordList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: teachingKeys.records(f, page), queryFn: () => getRecordList(f, page), placeholderData: keepPreviousData });
export const useStudyAnalysis = (course: string) =>
  useQuery({ queryKey: teachingKeys.study(course), queryFn: () => getStudyAnalysis(course) });
export const useProgressList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: teachingKeys.progress(f, page), queryFn: () => getProgressList(f, page), placeholderData: keepPreviousData });
export const useScoreSum = (course: string) =>
  useQuery({ queryKey: teachingKeys.scoreSum(course), queryFn: () => getScoreSum(course) });
export const useScoreCount = (course: string) =>
  useQuery({ queryKey: teachingKeys.scoreCount(course), queryFn: () => getScoreCount(course) });
export const useScoreList = (f: ListFilters, page: number) =>
  useQuery({ queryKey: teachingKeys.scores(f, page), queryFn: () => getScoreList(f, page), placeholderData: keepPreviousData });
export const useSchoolTeacherList = (keyword: string, page: number) =>
  useQuery({
    queryKey: teachingKeys.schoolTeachers(keyword, page),
    queryFn: () => getSchoolTeachers(page, keyword),
    placeholderData: keepPreviousData,
  });

/** 教学学情 of the learning centre: every course the teacher teaches. */
export const useTeachingOverview = () => useQuery({ queryKey: teachingKeys.overview(), queryFn: getTeachingOverview });
