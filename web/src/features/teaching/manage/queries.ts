/** TanStack Query keys of course management (under the teaching keys, so a teaching invalidation reaches them). */
export const manageKeys = {
  messagesOf: (sign: string) => ['teaching', 'manage', sign, 'messages'] as const,
  messages: (sign: string, page: number) => ['teaching', 'manage', sign, 'messages', page] as const,
  files: (sign: string) => ['teaching', 'manage', sign, 'files'] as const,
  chapters: (sign: string) => ['teaching', 'manage', sign, 'chapters'] as const,
  studentsOf: (sign: string) => ['teaching', 'manage', sign, 'students'] as const,
  students: (sign: string, page: number, keyword: string) => ['teaching', 'manage', sign, 'students', page, keyword] as const,
  importedOf: (sign: string) => ['teaching', 'manage', sign, 'imported'] as const,
  imported: (sign: string, page: number) => ['teaching', 'manage', sign, 'imported', page] as const,
  codesOf: (sign: string) => ['teaching', 'manage', sign, 'codes'] as const,
  codes: (sign: string, page: number, status: number | null) => ['teaching', 'manage', sign, 'codes', page, status] as const,
};
