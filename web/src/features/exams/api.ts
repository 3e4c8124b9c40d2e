import { ApiError, ERROR_TEXT, fieldOfEnvelope, isSuccessCode, type ApiEnvelope } from '@/api/errors';
import { api, buildUrl } from '@/api/client';

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
export type SaveResult = { saveSeq: number; savedAt: string; submitStatus: SubmitStatus; remainingSeconds: number };

export type RecordQuestion = PaperQuestion & {
  gotScore: number | null;
  comment: string | null;
  /** Only once the teacher released the answers. */
  answer?: string | null;
  analysis?: string | null;
};
export type ExamRecord = {
  recordId: string;
  examinationName: string;
  submitStatus: SubmitStatus;
  score: number | null;
  totalScore: number;
  passed: boolean | null;
  leaveCount: number;
  answersReleased?: boolean;
  groups: PaperGroup<RecordQuestion>[];
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

/**
 * POSTs a multipart form with XMLHttpRequest so the upload reports its progress (fetch cannot). Resolves the
 * envelope's data; rejects with an ApiError carrying the server's code and message (no toasts).
 */
export function postMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError({ code: 0, msg: ERROR_TEXT.network, kind: 'network' }));
    xhr.onabort = () => reject(new ApiError({ code: 0, msg: ERROR_TEXT.network, kind: 'network' }));
    xhr.onload = () => {
      let envelope: ApiEnvelope<T> | null = null;
      try {
        const body = JSON.parse(xhr.responseText) as Partial<ApiEnvelope<T>>;
        if (typeof body.code === 'number') {
          envelope = { code: body.code, msg: body.msg ?? '', data: (body.data ?? null) as T, extend: body.extend ?? null };
        }
      } catch {
        envelope = null;
      }
      if (!envelope) {
        reject(new ApiError({ code: xhr.status || -1, msg: ERROR_TEXT.fallback, kind: 'server' }));
        return;
      }
      if (isSuccessCode(envelope.code)) {
        onProgress(100);
        resolve(envelope.data);
        return;
      }
      reject(new ApiError({ code: envelope.code, msg: envelope.msg || ERROR_TEXT.fallback, kind: 'server', field: fieldOfEnvelope(envelope), response: envelope }));
    };
    xhr.send(form);
  });
}

/** Uploads an offline answer file (PDF, Word, image, ZIP ≤ 20 MB) for an exam or homework. */
export function saveOfflineAnswer(examinationId: string, file: File, onProgress: (percent: number) => void): Promise<ExamRecord> {
  const form = new FormData();
  form.append('examinationId', examinationId);
  form.append('file', file);
  return postMultipart<ExamRecord>(examApiPaths.offlineAnswer, form, onProgress);
}
