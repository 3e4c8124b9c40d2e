/** TanStack Query keys of the teacher's exam screens. */
export const examKeys = {
  bankOf: (course: string) => ['exams', 'teacher', course, 'bank'] as const,
  bank: (course: string, page: number, subjectName: string, type: number | null) => ['exams', 'teacher', course, 'bank', page, subjectName, type] as const,
  bankAll: (course: string) => ['exams', 'teacher', course, 'bank', 'all'] as const,
  examsOf: (course: string) => ['exams', 'teacher', course, 'exams'] as const,
  exams: (course: string, page: number, name: string, type: number | null) => ['exams', 'teacher', course, 'exams', page, name, type] as const,
  examOptions: (course: string) => ['exams', 'teacher', course, 'exams', 'options'] as const,
  chapters: (course: string) => ['exams', 'teacher', course, 'chapters'] as const,
  subjects: (exam: string) => ['exams', 'teacher', 'subjects', exam] as const,
  recordsOf: (course: string) => ['exams', 'teacher', course, 'records'] as const,
  records: (course: string, page: number, filters: unknown) => ['exams', 'teacher', course, 'records', page, filters] as const,
  twoList: (exam: string, record: string) => ['exams', 'teacher', 'two-list', exam, record] as const,
};
