import { useQuery } from '@tanstack/react-query';
import { getExamList, getHomeworkList, getPaperRecord, startPaper } from '@/api/exams';

/** TanStack Query keys and hooks of the students' side of exams. */
export const examKeys = {
  all: ['exams'] as const,
  paper: (sign: string) => ['exams', 'paper', sign] as const,
  record: (recordId: string) => ['exams', 'record', recordId] as const,
  homework: (courseSign: string, viewer: string) => ['exams', 'homework', courseSign, viewer] as const,
  exams: (courseSign: string, viewer: string) => ['exams', 'list', courseSign, viewer] as const,
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
  useQuery({ queryKey: examKeys.exams(courseSign, viewer), queryFn: () => getExamList(courseSign), retry: false, enabled });
