import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { GradingTab } from './grading-tab';
import { scoreError } from './grading-panel';
import { bodiesOf, btn, exam, question, record, stubExamTeacher } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const EXAMS = { '/exam/list': { code: 200, data: { list: [exam(1)], total: 1 } } };
const RECORDS = { '/exam/findRecords': { code: 200, data: { list: [record(1), record(2, { submitStatus: 2, score: 12 })], total: 2 } } };
const TWO_LIST = {
  '/exam/twoList': {
    code: 200,
    data: {
      subjects: [question(1, { score: 5, answer: 'A' }), question(2, { type: 5, score: 10, subjectName: '简述列表和元组的区别', answer: '列表可变', optionList: [] })],
      answers: [
        { subjectId: 'q1', answer: 'A', score: 5, comment: null },
        { subjectId: 'q2', answer: '列表可以修改，元组不可以', score: null, comment: null },
      ],
    },
  },
};
const open = () => renderInRouter(<GradingTab courseSign="c1" renderExport={(path, body) => <span data-testid="export">{`${path} ${JSON.stringify(body)}`}</span>} />);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('作答记录与批改', { timeout: 120_000 }, () => {
  it('lists the records with their state and leave counts; filters go to the list and the export', async () => {
    const { calls } = stubExamTeacher({ ...EXAMS, ...RECORDS });
    open();
    expect(await screen.findByText('学生1')).toBeInTheDocument();
    expect(within(rowOf('学生1')).getByText('批改中')).toBeInTheDocument();
    expect(within(rowOf('学生1')).getByText('-- / 15')).toBeInTheDocument();
    expect(within(rowOf('学生2')).getByText('已批改')).toBeInTheDocument();
    expect(within(rowOf('学生2')).getByText('12 / 15')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/findRecords')[0]).toEqual({ courseId: 'c1', type: 0, page: 1, size: 10 });
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '学生1' } });
    fireEvent.change(screen.getByRole('textbox', { name: '学号' }), { target: { value: '20240001' } });
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('批改中'));
    await userEvent.click(screen.getByRole('combobox', { name: '考试' }));
    await userEvent.click(await screen.findByTitle('第1单元测试'));
    await userEvent.click(screen.getByRole('button', { name: btn('查询') }));
    const filtered = { courseId: 'c1', examinationId: 'e1', submitStatus: 1, userName: '学生1', studentCard: '20240001', type: 0 };
    await waitFor(() => expect(bodiesOf(calls, '/exam/findRecords')).toContainEqual({ ...filtered, page: 1, size: 10 }));
    expect(screen.getByTestId('export').textContent).toBe(`/exam/findRecords ${JSON.stringify(filtered)}`);
  });

  it('says the course has no exams yet', async () => {
    stubExamTeacher({ '/exam/list': { code: 200, data: { list: [], total: 0 } }, '/exam/findRecords': { code: 200, data: { list: [], total: 0 } } });
    open();
    expect(await screen.findByText('本课程还没有单元测试')).toBeInTheDocument();
  });

  it('grades an annotation answer within 0–its score (保存成功, 批改中 → 已批改)', async () => {
    const { calls } = stubExamTeacher({
      ...EXAMS,
      ...RECORDS,
      ...TWO_LIST,
      '/exam/gradeAnswer': { code: 200, msg: '保存成功', data: record(1, { submitStatus: 2, score: 13 }) },
    });
    open();
    await screen.findByText('学生1');
    await userEvent.click(within(rowOf('学生1')).getByRole('button', { name: btn('批改') }));
    expect(await screen.findByText('列表可以修改，元组不可以')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/twoList')).toEqual([{ examinationId: 'e1', page: 1, size: 10000, recordId: 'r1' }]);
    expect(screen.getByTestId('record-status')).toHaveTextContent('批改中');
    const score = screen.getByLabelText('得分（0–10）');
    const save = within(screen.getByRole('region', { name: '第2题' })).getByRole('button', { name: btn('保存') });
    fireEvent.change(score, { target: { value: '12' } });
    fireEvent.blur(score);
    await userEvent.click(save);
    expect(await screen.findByText('得分必须在0到10之间')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/gradeAnswer')).toHaveLength(0);
    fireEvent.change(score, { target: { value: '8' } });
    fireEvent.blur(score);
    fireEvent.change(screen.getByLabelText('评语'), { target: { value: '要点齐全' } });
    await userEvent.click(save);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/gradeAnswer')).toEqual([{ recordId: 'r1', subjectId: 'q2', score: 8, comment: '要点齐全' }]);
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('已批改'));
    expect(screen.getByTestId('record-score')).toHaveTextContent('13 / 15');
  });

  it('shows the server refusal of a score under the field', async () => {
    stubExamTeacher({
      ...EXAMS,
      ...RECORDS,
      ...TWO_LIST,
      '/exam/gradeAnswer': { code: -2, msg: '得分必须在0到10之间', data: { field: 'score' } },
    });
    open();
    await screen.findByText('学生1');
    await userEvent.click(within(rowOf('学生1')).getByRole('button', { name: btn('批改') }));
    const score = await screen.findByLabelText('得分（0–10）');
    fireEvent.change(score, { target: { value: '10' } });
    fireEvent.blur(score);
    await userEvent.click(within(screen.getByRole('region', { name: '第2题' })).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('得分必须在0到10之间')).toBeInTheDocument();
  });

  it('an offline record (the row\'s answerMode 2): a download link and one total score', async () => {
    const { calls } = stubExamTeacher({
      ...EXAMS,
      '/exam/findRecords': { code: 200, data: { list: [record(3, { answerMode: 2, hasFile: true, totalScore: 100 })], total: 1 } },
      '/exam/gradeRecord': { code: 200, msg: '保存成功', data: record(3, { answerMode: 2, hasFile: true, totalScore: 100, submitStatus: 2, score: 88 }) },
    });
    open();
    await screen.findByText('学生3');
    await userEvent.click(within(rowOf('学生3')).getByRole('button', { name: btn('批改') }));
    const link = await screen.findByRole('link', { name: '下载答题文件' });
    expect(link.getAttribute('href')).toContain('/exam/answerFile?recordId=r3');
    const score = screen.getByLabelText('总分（0–100）');
    fireEvent.change(score, { target: { value: '88' } });
    fireEvent.blur(score);
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/gradeRecord')).toEqual([{ recordId: 'r3', score: 88 }]);
    expect(bodiesOf(calls, '/exam/twoList')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('已批改'));
  });

  it('an online record (answerMode 1) is graded per question, whatever the exam list says', async () => {
    const { calls } = stubExamTeacher({
      '/exam/list': { code: 200, data: { list: [exam(1, { answerMode: 2 })], total: 1 } },
      '/exam/findRecords': { code: 200, data: { list: [record(5, { answerMode: 1, hasFile: true })], total: 1 } },
      ...TWO_LIST,
    });
    open();
    await screen.findByText('学生5');
    await userEvent.click(within(rowOf('学生5')).getByRole('button', { name: btn('批改') }));
    expect(await screen.findByLabelText('得分（0–10）')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载答题文件' })).toBeNull();
    await waitFor(() => expect(bodiesOf(calls, '/exam/twoList')).toHaveLength(1));
  });

  it('bounds: 0 to the question score', () => {
    expect(scoreError(null, 10)).toBe('得分必须在0到10之间');
    expect(scoreError(-1, 10)).toBe('得分必须在0到10之间');
    expect(scoreError(10.5, 10)).toBe('得分必须在0到10之间');
    expect(scoreError(0, 10)).toBeNull();
    expect(scoreError(10, 10)).toBeNull();
  });
});
