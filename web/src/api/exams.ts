import { api, buildUrl } from '@/api/client';
import type { ListAnswer } from '@/api/paging';
import { postMultipart } from '@/api/upload';

/**
 * Typed calls of docs/exams.md, paths relative to the API base. The students' calls come first; the teacher's
 * calls (bank, exams, grading) are added below them.
 */
export const examApiPaths = {
  homeworkList: '/course/homeworkList',
  examList: '/course/examList',
  startPaper: '/qb/getExaminationPaper',
  paperRecord: '/qb/getExaminationPaperRecord',
  savePaper: '/qb/saveExaminationPaper',
  offlineAnswer: '/courseStudy/saveOfflineAnswer',
} as const;

/** Question types: 1 单选题, 2 多选题, 3 判断题, 4 填空题, 5 简答题 (graded by a teacher). */
export type QuestionType = 1 | 2 | 3 | 4 | 5;
/** Exam types: 1 作业, 2 单元测试, 3 期末考试. */
export type ExamType = 1 | 2 | 3;
/** 1 在线作答, 2 线下作答 (an answer file is uploaded). */
export type AnswerMode = 1 | 2;
/** 0 作答中, 1 已提交 (批改中 while an annotation answer is ungraded), 2 已批改. */
export type SubmitStatus = 0 | 1 | 2;

export type ExamOption = { optionName: string; optionContent: string };

/** One row of the course page's homework or exam list. */
export type ExamItem = {
  idSign: string;
  examinationName: string;
  type: ExamType;
  startTime: string | null;
  endTime: string | null;
  examTime: number;
  totalScore: number;
  answerMode: AnswerMode;
  /** now > endTime */
  expired: boolean;
  /** 1: any submitted attempt. */
  commitStatus: 0 | 1;
  /** null while ungraded. */
  studentScore: number | null;
  /** The latest attempt's state (null: none yet). */
  submitStatus: SubmitStatus | null;
  /** The latest attempt, if any. */
  recordId: string | null;
  canStart: boolean;
};

/** A question on the paper: never its answer or analysis. `value` is the saved answer (encoded, see answer.ts). */
export type PaperQuestion = {
  unitestingBankId: string;
  subjectName: string;
  score: number;
  optionList: ExamOption[];
  value: string | null;
};
export type PaperGroup<Q = PaperQuestion> = { type: QuestionType; typeName: string; children: Q[] };

export type Paper = {
  testPaperData: {
    unitestingUserRecordId: string;
    examinationName: string;
    attention: string;
    totalScore: number;
    answerMode: AnswerMode;
  };
  testPaperVal: PaperGroup[];
  /** Whole seconds left before the deadline the server stored when the attempt started. */
  second: number;
  /** Seconds between periodic saves (30). */
  reportTime: number;
  saveSeq: number;
  leaveCount: number;
};

export type AnswerSave = {
  unitestingUserRecordId: string;
  subjectAnswerReqList: { unitestingBankId: string; answer: string | null }[];
  /** Milliseconds left as the page counted them, or 0 (informational). */
  countDown: number;
  saveSeq: number;
  leaveCount?: number;
  submit?: boolean;
};
export type SaveResult = {
  saveSeq: number;
  savedAt: string;
  submitStatus: SubmitStatus;
  remainingSeconds: number;
  /** false: not taken, the attempt holds a save of a larger or equal saveSeq (an older page's, another tab's). */
  applied: boolean;
};

export type RecordQuestion = PaperQuestion & {
  gotScore: number | null;
  comment: string | null;
  /** Only once the teacher released the answers. */
  answer?: string | null;
  analysis?: string | null;
};
export type ExamRecord = {
  recordId: string;
  /** The student and the course (the grading page's header). */
  userName?: string;
  courseId?: string;
  courseName?: string;
  examinationName: string;
  submitStatus: SubmitStatus;
  score: number | null;
  totalScore: number;
  passed: boolean | null;
  leaveCount: number;
  answersReleased?: boolean;
  /** The teacher's comment on the whole record (offline answers). */
  comment?: string;
  groups: PaperGroup<RecordQuestion>[];
  /** The record view's other fields (docs/exams.md "Record view also has"). */
  examinationId?: string;
  type?: ExamType;
  answerMode?: AnswerMode;
  startedAt?: string;
  submittedAt?: string | null;
  autoSubmitted?: boolean;
  hasFile?: boolean;
  fileName?: string | null;
};

const QUIET = { throttleKey: false } as const;

/** The course page's lists; failed list loads are silent (spec 02 §8). */
export const getHomeworkList = (courseId: string): Promise<ExamItem[]> =>
  api.get<ExamItem[]>(examApiPaths.homeworkList, { courseId }, { silent: true, throttleKey: false });
export const getExamList = (courseId: string): Promise<ExamItem[]> =>
  api.get<ExamItem[]>(examApiPaths.examList, { courseId }, { silent: true, throttleKey: false });

/** Starts or resumes the attempt (the server resumes one in progress). Refusals are the caller's to show. */
export const startPaper = (examinationId: string, restart = false): Promise<Paper> =>
  api.post<Paper>(examApiPaths.startPaper, restart ? { examinationId, restart: true } : { examinationId }, { ...QUIET, silent: true });

export const getPaperRecord = (recordId: string): Promise<ExamRecord> =>
  api.get<ExamRecord>(examApiPaths.paperRecord, { recordId }, { ...QUIET, silent: true });

/** Saves without the top progress bar (spec 02 §4); the caller decides what a refusal means. */
export const savePaper = (body: AnswerSave): Promise<SaveResult> =>
  api.post<SaveResult>(examApiPaths.savePaper, body, { ...QUIET, silent: true, progress: false });

/** Uploads an offline answer file (PDF, Word, image, ZIP ≤ 20 MB) for an exam or homework. */
export function saveOfflineAnswer(examinationId: string, file: File, onProgress: (percent: number) => void): Promise<ExamRecord> {
  const form = new FormData();
  form.append('examinationId', examinationId);
  form.append('file', file);
  return postMultipart<ExamRecord>(examApiPaths.offlineAnswer, form, onProgress);
}

// ---- The teacher's calls (exams-web-teacher: bank, exams, records and grading) ----

/** The teacher's calls of docs/exams.md (question bank, exams, records and grading); relative to the API base. */
export const teacherApiPaths = {
  choiceList: '/qb/choiceList',
  getChoice: '/qb/getChoice',
  addChoice: '/qb/addChoice',
  updateChoice: '/qb/updateChoice',
  deleteChoice: '/qb/deleteChoice',
  template: '/qb/template',
  importPreview: '/qb/importPreview',
  importChoices: '/qb/importChoices',
  examList: '/exam/list',
  addExam: '/exam/add',
  updateExam: '/exam/update',
  deleteExam: '/exam/delete',
  getExam: '/exam/get',
  releaseExam: '/exam/updateReleaseStatus',
  releaseChoices: '/exam/releaseChoices',
  subjectList: '/exam/subjectList',
  addSubjects: '/exam/addSubjects',
  deleteSubject: '/exam/deleteSubject',
  twoList: '/exam/twoList',
  findRecords: '/exam/findRecords',
  gradeAnswer: '/exam/gradeAnswer',
  gradeRecord: '/exam/gradeRecord',
  answerFile: '/exam/answerFile',
} as const;

export type QuestionOption = { idSign?: string; optionName: string; optionContent: string };
export type Question = {
  idSign: string;
  type: QuestionType;
  subjectName: string;
  serialNumber: number;
  level: number;
  score: number;
  answer: string;
  analysis: string;
  optionList: QuestionOption[];
  status?: string;
};
/** What add / update / import send (no sign; serialNumber absent → the next number). */
export type QuestionInput = {
  type: QuestionType;
  subjectName: string;
  serialNumber?: number;
  level: number;
  score: number;
  answer: string;
  analysis: string;
  optionList: { optionName: string; optionContent: string }[];
};
export type ImportPreviewRow = { row: number; question: Partial<QuestionInput>; status: 'ok' | 'error'; errors: string[] };
export type QuestionImportPreview = { rows: ImportPreviewRow[]; okCount: number; errorCount: number };

export type Exam = {
  idSign: string;
  type: ExamType;
  examinationName: string;
  attention: string;
  courseIdSign?: string;
  chapterIdSign?: string | null;
  startTime: string;
  endTime: string;
  examTime: number;
  totalScore: number;
  answerMode: AnswerMode;
  shuffle: boolean;
  attemptLimit: number;
  releaseStatus: 0 | 1;
  answersReleased: boolean;
  subjectCount?: number;
  attemptCount?: number;
  gradedCount?: number;
  /** The exam's course (= courseIdSign) and its name, as every Exam answer carries them. */
  courseId?: string;
  courseName?: string;
  /** managedList: submitted attempts without a score. */
  pendingCount?: number;
};
export type ExamInput = {
  type: ExamType;
  examinationName: string;
  attention: string;
  startTime: string;
  endTime: string;
  examTime: number;
  answerMode: AnswerMode;
  shuffle: boolean;
  attemptLimit: number;
  /** The chapter it shows under in the catalogue (homework and unit tests); "" for none. */
  chapterIdSign: string;
};
/** A chapter an exam may be placed in (the authoring tree's chapters, composed in by the app). */
export type ChapterOption = { idSign: string; chapterName: string; upperCaseChapterLevel: string };
/** A question as one of an exam's subjects (its place in the exam, when the server sends it). */
export type ExamSubject = Question & { serial?: number };

/** submitStatus: 0 作答中, 1 已提交 (批改中 while an annotation answer is ungraded), 2 已批改. */
export type AttemptRecord = {
  recordId: string;
  examinationId?: string;
  examinationName: string;
  /** The exam's answer mode (1 在线作答, 2 线下作答: graded as one file and one total). */
  answerMode: AnswerMode;
  userName: string;
  studentCard: string;
  submitStatus: 0 | 1 | 2;
  score: number | null;
  totalScore: number;
  leaveCount: number;
  startedAt: string;
  submittedAt: string | null;
  autoSubmitted: boolean;
  hasFile: boolean;
  comment?: string | null;
};
export type RecordAnswer = { subjectId: string; answer: string | null; score: number | null; comment: string | null };
export type TwoList = { subjects: ExamSubject[]; answers: RecordAnswer[] };
export type RecordFilters = {
  examinationId?: string;
  submitStatus?: number;
  userName?: string;
  studentCard?: string;
};

const compactBody = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;

// Question bank
export const bankListBody = (courseId: string, subjectName: string, type: QuestionType | null) =>
  compactBody({ courseId, status: '0', subjectName: subjectName || undefined, type: type ?? undefined });
export const getQuestions = (courseId: string, page: number, size: number, subjectName = '', type: QuestionType | null = null) =>
  api.post<ListAnswer<Question>>(teacherApiPaths.choiceList, { ...bankListBody(courseId, subjectName, type), page, size }, QUIET);
export const getQuestion = (sign: string) => api.post<Question>(teacherApiPaths.getChoice, { sign }, QUIET);
/** Silent: the drawer shows a refusal under its field. */
export const addQuestion = (courseId: string, input: QuestionInput) =>
  api.post<{ idSign: string }>(teacherApiPaths.addChoice, { ...input, courseId }, { silent: true });
export const updateQuestion = (idSign: string, input: QuestionInput) =>
  api.post<Question>(teacherApiPaths.updateChoice, { ...input, idSign }, { silent: true });
export const deleteQuestion = (sign: string) => api.post<null>(teacherApiPaths.deleteChoice, { sign });
export const questionTemplateUrl = (): string => buildUrl(teacherApiPaths.template);
export function previewQuestionImport(courseId: string, file: File): Promise<QuestionImportPreview> {
  const form = new FormData();
  form.append('courseId', courseId);
  form.append('file', file, file.name);
  return postMultipart<QuestionImportPreview>(teacherApiPaths.importPreview, form, () => undefined);
}
/** Silent: a refusal carries the rows (-2 with data.rows) that replace the preview. */
export const importQuestions = (courseId: string, rows: ImportPreviewRow[]) =>
  api.post<{ added: number }>(
    teacherApiPaths.importChoices,
    { courseId, rows: rows.map((r) => ({ ...r.question, row: r.row })) },
    { silent: true },
  );

// Exams
export const examListBody = (courseId: string, examinationName = '', type: ExamType | null = null) =>
  compactBody({ courseId, examinationName: examinationName || undefined, type: type ?? undefined });
export const getExams = (courseId: string, page: number, size: number, examinationName = '', type: ExamType | null = null) =>
  api.post<ListAnswer<Exam>>(teacherApiPaths.examList, { ...examListBody(courseId, examinationName, type), page, size }, QUIET);
export const addExam = (courseId: string, input: ExamInput) =>
  api.post<{ idSign: string }>(teacherApiPaths.addExam, { ...input, courseIdSign: courseId, courseId }, { silent: true });
export const updateExam = (idSign: string, input: ExamInput) =>
  api.post<Exam>(teacherApiPaths.updateExam, { ...input, idSign }, { silent: true });
export const deleteExam = (sign: string) => api.post<null>(teacherApiPaths.deleteExam, { sign }, { silent: true });
export const releaseExam = (sign: string, status: 0 | 1) =>
  api.post<Exam>(teacherApiPaths.releaseExam, { sign, status }, { silent: true });
export const releaseAnswers = (sign: string) => api.post<Exam>(teacherApiPaths.releaseChoices, { sign }, { silent: true });
export const getExamSubjects = (examinationId: string) =>
  api.post<ListAnswer<ExamSubject>>(teacherApiPaths.subjectList, { examinationId, page: 1, size: 1000 }, QUIET);
export const addExamSubjects = (examinationId: string, subjectIdList: string[]) =>
  api.post<{ added: number }>(teacherApiPaths.addSubjects, { examinationId, subjectIdList }, { silent: true });
export const deleteExamSubject = (examinationId: string, subjectId: string) =>
  api.post<null>(teacherApiPaths.deleteSubject, { examinationId, subjectId }, { silent: true });

// Records and grading
export const recordsBody = (courseId: string, filters: RecordFilters) => ({ ...compactBody({ courseId, ...filters }), type: 0 });
export const getRecords = (courseId: string, page: number, size: number, filters: RecordFilters) =>
  api.post<ListAnswer<AttemptRecord>>(teacherApiPaths.findRecords, { ...recordsBody(courseId, filters), page, size }, QUIET);
export const getTwoList = (examinationId: string, recordId: string) =>
  api.post<TwoList>(teacherApiPaths.twoList, { examinationId, page: 1, size: 10000, recordId }, QUIET);
export const gradeAnswer = (recordId: string, subjectId: string, score: number, comment: string) =>
  api.post<AttemptRecord>(teacherApiPaths.gradeAnswer, { recordId, subjectId, score, ...(comment ? { comment } : {}) }, { silent: true });
export const gradeRecord = (recordId: string, score: number, comment: string) =>
  api.post<AttemptRecord>(teacherApiPaths.gradeRecord, { recordId, score, ...(comment ? { comment } : {}) }, { silent: true });
export const answerFileUrl = (recordId: string): string => buildUrl(teacherApiPaths.answerFile, { recordId });

// ---- Across courses (docs/exams.md "Across courses", issue 20): /test, /test-one, /criticizes-system(-one) ----

export const acrossApiPaths = {
  mine: '/exam/mine',
  managedList: '/exam/managedList',
  overview: '/exam/overview',
  gradingQueue: '/exam/gradingQueue',
  courseListByName: '/exam/courseListByName',
} as const;

/** 1 课程, 2 实训 (a training's course row). */
export type Offering = 1 | 2;
/** A row of 我的作业与考试: the course page's ExamItem with its course or training. */
export type MineItem = ExamItem & { courseId: string; courseName: string; offering: Offering };
/** `work`: homework (type 1); `exam`: unit tests and final exams (types 2, 3). */
export type MineKind = 'work' | 'exam';
/** todo: open, nothing submitted; submitted: an attempt submitted; missed: ended with nothing submitted. */
export type MineStatus = 'todo' | 'submitted' | 'missed';
export type MineCounts = Record<MineStatus, number>;
export type MineAnswer = ListAnswer<MineItem> & { counts: MineCounts };

/** One score band of an exam's distribution (each learner's latest graded attempt, as a percentage of the total). */
export type ScoreBand = { label: string; count: number };
export type ExamOverview = {
  exam: Exam;
  /** Enrolled in the course. */
  learners: number;
  /** Learners with a submitted attempt. */
  submitted: number;
  /** … whose latest submitted attempt has a score. */
  graded: number;
  /** … submitted and not yet marked. */
  pending: number;
  /** Whole numbers; null without a graded attempt. */
  average: number | null;
  highest: number | null;
  lowest: number | null;
  /** Score ≥ 60 % of the total. */
  passed: number;
  distribution: ScoreBand[];
};
/** A record waiting for a mark, with its course. */
export type QueueRecord = AttemptRecord & { courseId: string; courseName: string };
export type ManagedCourse = { idSign: string; name: string };

/** The caller's homework and exams of every course and training; counts are the three totals of the kind. */
export const getMine = (kind: MineKind | null, status: MineStatus | null, page: number, size: number): Promise<MineAnswer> =>
  api.get<MineAnswer>(acrossApiPaths.mine, { kind: kind ?? undefined, status: status ?? undefined, page, size }, { ...QUIET, silent: true });
/** The exams of every course the caller manages, newest first. */
export const getManagedExams = (name: string, type: ExamType | null, page: number, size: number): Promise<ListAnswer<Exam>> =>
  api.get<ListAnswer<Exam>>(acrossApiPaths.managedList, { name: name || undefined, type: type ?? undefined, page, size }, { ...QUIET, silent: true });
export const getExamOverview = (examinationId: string): Promise<ExamOverview> =>
  api.get<ExamOverview>(acrossApiPaths.overview, { examinationId }, { ...QUIET, silent: true });
/** Submitted attempts without a score, oldest submission first; `courseId` keeps to one managed course. */
export const getGradingQueue = (courseId: string | null, page: number, size: number): Promise<ListAnswer<QueueRecord>> =>
  api.get<ListAnswer<QueueRecord>>(acrossApiPaths.gradingQueue, { courseId: courseId || undefined, page, size }, { ...QUIET, silent: true });
/** The caller's managed courses (the queue's course filter). */
export const getManagedCourses = (name = ''): Promise<ManagedCourse[]> =>
  api.post<ManagedCourse[]>(acrossApiPaths.courseListByName, name ? { name } : {}, { ...QUIET, silent: true });
export const getExam = (sign: string): Promise<Exam> => api.post<Exam>(teacherApiPaths.getExam, { sign }, { ...QUIET, silent: true });
/** One page of an exam's records (the figures page's table, the grading page's student lookup). */
export const getExamRecords = (courseId: string, examinationId: string, page: number, size: number, submitStatus?: SubmitStatus) =>
  api.post<ListAnswer<AttemptRecord>>(
    teacherApiPaths.findRecords,
    { ...recordsBody(courseId, { examinationId, submitStatus }), page, size },
    { ...QUIET, silent: true },
  );
