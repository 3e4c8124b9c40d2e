import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, STUDENT_INFO, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn, exam, question, record, stubExamTeacher } from '../teacher/test-fixtures';
import { nextInQueue } from './grading-record-page';
import { queueRecord, recordView } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const TWO_LIST = {
  code: 200,
  data: {
    subjects: [question(2, { type: 5, score: 10, subjectName: '简述列表和元组的区别', answer: '列表可变', optionList: [] })],
    answers: [{ subjectId: 'q2', answer: '列表可以修改', score: null, comment: null }],
  },
};
const EXAM = { code: 200, data: exam(1, { courseId: 'c1', courseName: 'Python 程序设计' }) };
const views = (call: Call) => ({ code: 200, data: recordView(Number(call.query.recordId.slice(1))) });
const at = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('/criticizes-system-one 批改答卷', { timeout: 60_000 }, () => {
  it('is a teacher\'s: 身份错误 for a student', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const { router } = renderAt('/criticizes-system-one?recordId=r1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });

  it('from the queue: the header, the grading view (保存成功, the score follows) and 下一份 to the next record', async () => {
    let graded = false;
    const { calls } = stubExamTeacher({
      '/exam/courseListByName': { code: 200, data: [] },
      '/exam/gradingQueue': () => ({
        code: 200,
        data: { list: graded ? [queueRecord(2)] : [queueRecord(1), queueRecord(2)], total: graded ? 1 : 2 },
      }),
      '/qb/getExaminationPaperRecord': views,
      '/exam/get': EXAM,
      '/exam/twoList': TWO_LIST,
      '/exam/gradeAnswer': () => {
        graded = true;
        return { code: 200, msg: '保存成功', data: recordView(1, { submitStatus: 2, score: 13 }) };
      },
    });
    const { router } = renderAt('/criticizes-system');
    await userEvent.click(await screen.findByRole('link', { name: '批改 学生1 第1单元测试' }));
    expect(await screen.findByRole('heading', { name: '批改答卷' })).toBeInTheDocument();
    expect(await screen.findByText('学生1（20240001）')).toBeInTheDocument();
    expect(await screen.findByText('Python 程序设计')).toBeInTheDocument();
    expect(screen.getByText('2026-11-21 09:20')).toBeInTheDocument();
    expect(screen.getByTestId('header-score')).toHaveTextContent('批改中-- / 15');
    // The row came with the link: no search for the student.
    expect(bodiesOf(calls, '/exam/findRecords')).toHaveLength(0);
    const score = await screen.findByLabelText('得分（0–10）');
    fireEvent.change(score, { target: { value: '11' } });
    fireEvent.blur(score);
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('得分必须在0到10之间')).toBeInTheDocument();
    fireEvent.change(score, { target: { value: '8' } });
    fireEvent.blur(score);
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/gradeAnswer')).toEqual([{ recordId: 'r1', subjectId: 'q2', score: 8 }]);
    await waitFor(() => expect(screen.getByTestId('header-score')).toHaveTextContent('已批改13 / 15'));
    await userEvent.click(screen.getByRole('button', { name: btn('下一份') }));
    await waitFor(() => expect(at(router)).toBe('/criticizes-system-one?recordId=r2'));
    expect(await screen.findByText('学生2（20240002）')).toBeInTheDocument();
  });

  it('下一份 with no other record waiting goes back to the queue', async () => {
    stubExamTeacher({
      '/exam/courseListByName': { code: 200, data: [] },
      '/exam/gradingQueue': { code: 200, data: { list: [], total: 0 } },
      '/qb/getExaminationPaperRecord': views,
      '/exam/get': EXAM,
      '/exam/findRecords': { code: 200, data: { list: [record(5)], total: 1 } },
      '/exam/twoList': TWO_LIST,
    });
    const { router } = renderAt('/criticizes-system-one?recordId=r5');
    await screen.findByRole('heading', { name: '批改答卷' });
    await userEvent.click(screen.getByRole('button', { name: btn('下一份') }));
    await waitFor(() => expect(at(router)).toBe('/criticizes-system'));
    expect(await screen.findByText('没有其他待批改的答卷')).toBeInTheDocument();
    expect(await screen.findByText('暂无待批改的答卷')).toBeInTheDocument();
  });

  it('opened from its address alone: the record view names the student and course; an offline record gets one score', async () => {
    const { calls } = stubExamTeacher({
      '/qb/getExaminationPaperRecord': { code: 200, data: recordView(9, { answerMode: 2, hasFile: true, totalScore: 100 }) },
      '/exam/gradeRecord': { code: 200, msg: '保存成功', data: recordView(9, { answerMode: 2, hasFile: true, totalScore: 100, submitStatus: 2, score: 88 }) },
    });
    renderAt('/criticizes-system-one?recordId=r9');
    expect(await screen.findByText('学生9')).toBeInTheDocument();
    expect(screen.getByText('Python 程序设计')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/findRecords')).toEqual([]);
    expect(screen.getByRole('link', { name: '下载答题文件' }).getAttribute('href')).toContain('/exam/answerFile?recordId=r9');
    const score = screen.getByLabelText('总分（0–100）');
    fireEvent.change(score, { target: { value: '88' } });
    fireEvent.blur(score);
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/gradeRecord')).toEqual([{ recordId: 'r9', score: 88 }]);
    await waitFor(() => expect(screen.getByTestId('header-score')).toHaveTextContent('已批改88 / 100'));
  });

  it('shows the server\'s refusal of a record it may not read', async () => {
    stubExamTeacher({ '/qb/getExaminationPaperRecord': { code: -6, msg: '您没有权限访问!' } });
    renderAt('/criticizes-system-one?recordId=r1');
    expect(await screen.findByText('您没有权限访问!')).toBeInTheDocument();
  });

  it('next in the queue: the one behind the current, else the first other one, else none', () => {
    const list = [queueRecord(1), queueRecord(2), queueRecord(3)];
    expect(nextInQueue(list, 'r1')?.recordId).toBe('r2');
    expect(nextInQueue(list, 'r3')?.recordId).toBe('r1');
    expect(nextInQueue(list, 'r9')?.recordId).toBe('r1');
    expect(nextInQueue([queueRecord(1)], 'r1')).toBeNull();
    expect(nextInQueue([], 'r1')).toBeNull();
  });
});
