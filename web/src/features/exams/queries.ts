import { useQuery } from '@tanstack/react-query';
import { getExamList, getHomeworkList, getPaperRecord, startPaper } from '@/api/exams';

const teacher = (course: string) => ['exams', 'teacher', course] as const;

/** The exams feature's query keys, one factory: the students' lists and papers, then the teacher's screens. */
export const examKeys = {
  all: ['exams'] as const,
  paper: (sign: string) => ['exams', 'paper', sign] as const,
  record: (recordId: string) => ['exams', 'record', recordId] as const,
  /** A course page's homework and exam rows, per viewer (a visitor and a student see different states). */
  homework: (courseSign: string, viewer: string) => ['exams', 'homework', courseSign, viewer] as const,
  examItems: (courseSign: string, viewer: string) => ['exams', 'list', courseSign, viewer] as const,
  bankOf: (course: string) => [...teacher(course), 'bank'] as const,
  bank: (course: string, page: number, subjectName: string, type: number | null) => [...teacher(course), 'bank', page, subjectName, type] as const,
  bankAll: (course: string) => [...teacher(course), 'bank', 'all'] as const,
  question: (sign: string) => ['exams', 'teacher', 'question', sign] as const,
  teacherExamsOf: (course: string) => [...teacher(course), 'exams'] as const,
  teacherExams: (course: string, page: number, name: string, type: number | null) => [...teacher(course), 'exams', page, name, type] as const,
  examOptions: (course: string) => [...teacher(course), 'exams', 'options'] as const,
  chapters: (course: string) => [...teacher(course), 'chapters'] as const,
  subjects: (exam: string) => ['exams', 'teacher', 'subjects', exam] as const,
  recordsOf: (course: string) => [...teacher(course), 'records'] as const,
  records: (course: string, page: number, filters: unknown) => [...teacher(course), 'records', page, filters] as const,
  twoList: (exam: string, record: string) => ['exams', 'teacher', 'two-list', exam, record] as const,
  /** Across courses (/test, /test-one, /criticizes-system): everything under one prefix, reloaded after a grade. */
  across: ['exams', 'across'] as const,
  mineOf: ['exams', 'across', 'mine'] as const,
  mine: (kind: string | null, status: string | null, page: number) => ['exams', 'across', 'mine', kind, status, page] as const,
  mineCounts: (kind: string | null) => ['exams', 'across', 'mine', 'counts', kind] as const,
  managed: (name: string, type: number | null, page: number) => ['exams', 'across', 'managed', name, type, page] as const,
  overview: (exam: string) => ['exams', 'across', 'overview', exam] as const,
  examRecords: (exam: string, page: number) => ['exams', 'across', 'records', exam, page] as const,
  queue: (course: string | null, page: number) => ['exams', 'across', 'queue', course, page] as const,
  managedCourses: ['exams', 'across', 'courses'] as const,
  /** The grading page's own reads (outside `across`: a grade reloads the lists, not the page being graded). */
  gradeRecord: (record: string) => ['exams', 'grading-page', 'record', record] as const,
};

/** Starts or resumes the attempt once per visit of the page (never refetched behind the student's back). */
export const usePaper = (sign: string, restart: boolean) =>
  useQuery({
    queryKey: examKeys.paper(sign),
    queryFn: () => startPaper(sign, restart),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useExamRecord = (recordId: string) =>
  useQuery({ queryKey: examKeys.record(recordId), queryFn: () => getPaperRecord(recordId), enabled: recordId !== '', retry: false });

// `enabled` false: nothing is asked (a catalogue row of a visitor or a student who has not joined shows no state).
export const useHomeworkItems = (courseSign: string, viewer: string, enabled = true) =>
  useQuery({ queryKey: examKeys.homework(courseSign, viewer), queryFn: () => getHomeworkList(courseSign), retry: false, enabled });

export const useExamItems = (courseSign: string, viewer: string, enabled = true) =>
  useQuery({ queryKey: examKeys.examItems(courseSign, viewer), queryFn: () => getExamList(courseSign), retry: false, enabled });
