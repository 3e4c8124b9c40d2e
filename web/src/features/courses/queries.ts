import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getAnswers,
  getCatalogue,
  getChapterDownloads,
  getChosenCourses,
  getCourseById,
  getCourseKinds,
  getCoursesByKind,
  getCoursesForMe,
  getCourseTypeTree,
  getQuestions,
  getRecommendCourses,
  getSchoolCourseList,
  getStandards,
  type CourseKindId,
  type CourseListQuery,
  type QuestionSort,
} from '@/api/courses';

/** Query keys of the courses feature, one factory. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListQuery) => [...courseKeys.all, 'list', query] as const,
  typeTree: () => [...courseKeys.all, 'type-tree'] as const,
  kinds: () => [...courseKeys.all, 'kinds'] as const,
  byKind: (kindId: CourseKindId) => [...courseKeys.all, 'by-kind', kindId] as const,
  recommend: () => [...courseKeys.all, 'recommend'] as const,
  chosen: () => [...courseKeys.all, 'chosen'] as const,
  forMe: (page: number, kindId: CourseKindId | undefined) => [...courseKeys.all, 'for-me', page, kindId ?? 0] as const,
  /** The viewer is part of the key: signing in refetches the enrolment and collection state. */
  detail: (sign: string, viewer: string) => [...courseKeys.all, 'detail', sign, viewer] as const,
  course: (sign: string) => [...courseKeys.all, 'course', sign] as const,
  catalogue: (sign: string, viewer: string) => [...courseKeys.course(sign), 'catalogue', viewer] as const,
  standards: (sign: string) => [...courseKeys.course(sign), 'standards'] as const,
  files: (sign: string, viewer: string) => [...courseKeys.course(sign), 'files', viewer] as const,
  questions: (sign: string, sort?: QuestionSort) =>
    sort === undefined ? ([...courseKeys.course(sign), 'questions'] as const) : ([...courseKeys.course(sign), 'questions', sort] as const),
  answers: (questionSign: string) => [...courseKeys.all, 'answers', questionSign] as const,
};

/** Catalogue data changes rarely within a visit. */
const CATALOGUE_STALE_MS = 60_000;

export const courseListQuery = (query: CourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: () => getSchoolCourseList(query),
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useCourseList = (query: CourseListQuery) => useQuery(courseListQuery(query));
export const useCourseTypeTree = () =>
  useQuery({ queryKey: courseKeys.typeTree(), queryFn: getCourseTypeTree, staleTime: 5 * CATALOGUE_STALE_MS });
export const useCourseKinds = (enabled = true) =>
  useQuery({ queryKey: courseKeys.kinds(), queryFn: getCourseKinds, staleTime: CATALOGUE_STALE_MS, enabled });
export const useCoursesByKind = (kindId: CourseKindId, enabled = true) =>
  useQuery({ queryKey: courseKeys.byKind(kindId), queryFn: () => getCoursesByKind(kindId, 1, 8), staleTime: CATALOGUE_STALE_MS, enabled });
export const useRecommendCourses = (enabled = true) =>
  useQuery({ queryKey: courseKeys.recommend(), queryFn: () => getRecommendCourses(8), staleTime: CATALOGUE_STALE_MS, enabled });
export const useChosenCourses = (enabled = true) =>
  useQuery({ queryKey: courseKeys.chosen(), queryFn: () => getChosenCourses(8), staleTime: CATALOGUE_STALE_MS, enabled });

export const useCourseDetail = (sign: string, viewer: string) =>
  useQuery({ queryKey: courseKeys.detail(sign, viewer), queryFn: () => getCourseById(sign), retry: false });
export const useCatalogue = (sign: string, viewer: string, enabled: boolean) =>
  useQuery({ queryKey: courseKeys.catalogue(sign, viewer), queryFn: () => getCatalogue(sign), enabled });
export const useStandards = (sign: string, enabled: boolean) =>
  useQuery({ queryKey: courseKeys.standards(sign), queryFn: () => getStandards(sign), enabled });
export const useChapterFiles = (sign: string, viewer: string, enabled: boolean) =>
  useQuery({ queryKey: courseKeys.files(sign, viewer), queryFn: () => getChapterDownloads(sign), enabled, retry: false });
const nextPage = <T,>(last: { list: T[]; total: number }, pages: { list: T[] }[]): number | undefined => {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
};

/** Questions 3 at a time (spec 02 §9), "load more" appends the next page. */
export const useQuestions = (sign: string, sort: QuestionSort, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: courseKeys.questions(sign, sort),
    queryFn: ({ pageParam }) => getQuestions(sign, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });

export const useAnswers = (questionSign: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: courseKeys.answers(questionSign),
    queryFn: ({ pageParam }) => getAnswers(questionSign, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });

/** 课程推荐 of the learning centre (per user: asked again on each visit). */
export const useCoursesForMe = (page: number, pageSize: number, kindId?: CourseKindId) =>
  useQuery({
    queryKey: courseKeys.forMe(page, kindId),
    queryFn: () => getCoursesForMe(page, pageSize, kindId),
    placeholderData: keepPreviousData,
  });
