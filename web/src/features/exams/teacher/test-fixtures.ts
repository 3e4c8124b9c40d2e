import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { setLoginCookie, stubAccountsApi, TEACHER_INFO, type Call } from '@/testing/accounts-fixtures';
import type { AttemptRecord, Exam, Question } from '@/api/exams';

type Handler = Parameters<typeof stubAccountsApi>[0] extends Record<string, infer H> | undefined ? H : never;

/** Signed in as a teacher; `handlers` answer the exam calls by path. */
export function stubExamTeacher(handlers: Record<string, Handler> = {}) {
  setLoginCookie('1');
  return stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: TEACHER_INFO }, ...handlers });
}

export const bodiesOf = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

/** A button's accessible name: antd puts a space between two Chinese characters ("删 除"). */
export const btn = (text: string): RegExp => new RegExp(`^${Array.from(text).join('\\s*')}$`);

export const question = (i: number, over: Partial<Question> = {}): Question => ({
  idSign: `q${i}`,
  type: 1,
  subjectName: `题目${i}`,
  serialNumber: i,
  level: 1,
  score: 5,
  answer: 'A',
  analysis: '',
  optionList: [
    { optionName: 'A', optionContent: '甲' },
    { optionName: 'B', optionContent: '乙' },
  ],
  status: '0',
  ...over,
});

export const exam = (i: number, over: Partial<Exam> = {}): Exam => ({
  idSign: `e${i}`,
  type: 2,
  examinationName: `第${i}单元测试`,
  attention: '',
  courseIdSign: 'c1',
  startTime: '2026-11-20T09:00:00+08:00',
  endTime: '2026-12-20T09:00:00+08:00',
  examTime: 60,
  totalScore: 10,
  answerMode: 1,
  shuffle: false,
  attemptLimit: 1,
  releaseStatus: 0,
  answersReleased: false,
  subjectCount: 2,
  attemptCount: 0,
  gradedCount: 0,
  ...over,
});

export const record = (i: number, over: Partial<AttemptRecord> = {}): AttemptRecord => ({
  recordId: `r${i}`,
  examinationId: 'e1',
  examinationName: '第1单元测试',
  answerMode: 1,
  userName: `学生${i}`,
  studentCard: `2024000${i}`,
  submitStatus: 1,
  score: null,
  totalScore: 15,
  leaveCount: i,
  startedAt: '2026-11-21T09:00:00+08:00',
  submittedAt: '2026-11-21T09:20:00+08:00',
  autoSubmitted: false,
  hasFile: false,
  ...over,
});

/** A stand-in XMLHttpRequest (multipart uploads go through it): answers each send with `answer(form)`. */
export function stubXhr(answer: (form: FormData, path: string) => { code: number; msg?: string; data?: unknown }) {
  const sent: { path: string; form: FormData }[] = [];
  class FakeXhr {
    status = 200;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private path = '';
    open(_method: string, url: string) {
      this.path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ path: this.path, form });
      const reply = answer(form, this.path);
      this.responseText = JSON.stringify({ msg: '操作成功', data: null, extend: null, ...reply });
      setTimeout(() => act(() => this.onload?.()), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
