import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sumScores } from './exam-compose';
import { emptyExamDraft, examDraftOf, takesChapter, validateExam } from './exam-rules';
import { exam } from './test-fixtures';

const at = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm');

describe('exam rules', () => {
  it('sends China wall-clock times as YYYY-MM-DD HH:mm', () => {
    const { input } = validateExam({ ...emptyExamDraft(), examinationName: ' 期中 ', startTime: at('2026-11-23 09:00'), endTime: at('2026-11-23 11:00') });
    expect(input).toEqual({
      type: 2, examinationName: '期中', attention: '', startTime: '2026-11-23 09:00', endTime: '2026-11-23 11:00', examTime: 60,
      answerMode: 1, shuffle: false, attemptLimit: 1, chapterIdSign: '',
    });
  });

  it('sends the chapter of homework and unit tests, and none for a final exam', () => {
    const base = { ...emptyExamDraft(), examinationName: 'x', startTime: at('2026-11-23 09:00'), endTime: at('2026-11-23 11:00'), chapterIdSign: 'ch2' };
    expect(validateExam({ ...base, type: 2 }).input?.chapterIdSign).toBe('ch2');
    expect(validateExam({ ...base, type: 1 }).input?.chapterIdSign).toBe('ch2');
    expect(validateExam({ ...base, type: 3 }).input?.chapterIdSign).toBe('');
    expect(validateExam({ ...base, chapterIdSign: null }).input?.chapterIdSign).toBe('');
    expect(takesChapter(3)).toBe(false);
    expect(examDraftOf(exam(1, { chapterIdSign: 'ch1' })).chapterIdSign).toBe('ch1');
    expect(examDraftOf(exam(1, { chapterIdSign: null })).chapterIdSign).toBeNull();
  });

  it('refuses with the messages', () => {
    const { errors } = validateExam({ ...emptyExamDraft(), examTime: 601, attemptLimit: 11 });
    expect(errors).toEqual({
      examinationName: '请输入考试名称',
      startTime: '请选择开始时间',
      endTime: '请选择结束时间',
      examTime: '考试时长必须是0到600分钟',
      attemptLimit: '作答次数必须是1到10之间的整数',
    });
    const same = validateExam({ ...emptyExamDraft(), examinationName: 'x', startTime: at('2026-11-23 09:00'), endTime: at('2026-11-23 09:00') });
    expect(same.errors.endTime).toBe('结束时间必须晚于开始时间');
  });

  it('reads the server times back in China time', () => {
    const draft = examDraftOf(exam(1, { startTime: '2026-11-20T01:00:00Z' }));
    expect(draft.startTime?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 09:00');
  });

  it('adds up the chosen scores', () => {
    expect(sumScores([{ score: 5 }, { score: 10 }, { score: 2 }])).toBe(17);
    expect(sumScores([])).toBe(0);
  });
});
