import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderInRouter, stubApi } from '@/testing/render';
import { FakeXhr, stubXhr } from '@/testing/fake-xhr';
import { examItem } from '@/testing/exam-fixtures';
import { CourseExamsTab } from './course-exams-tab';
import { examActions } from './exam-list';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const RED = '#e92d08';
const GREEN = '#28B068';
const ORANGE = 'rgba(255,139,51,1)';

const open = () => renderInRouter(<CourseExamsTab courseSign="c-py" viewer="u-zhang" />);

describe('作业与考试 lists', () => {
  it('shows the empty state silently when the lists fail to load', async () => {
    stubApi({});
    open();
    expect(await screen.findByText('暂无作业与考试')).toBeInTheDocument();
  });

  it('asks for this course and shows deadline, submission and score by spec 02 §4', async () => {
    const fetchMock = stubApi({
      '/course/homeworkList': {
        code: 200,
        data: [examItem({ idSign: 'h1', examinationName: '第一章作业', type: 1, expired: true, commitStatus: 1, studentScore: 58, submitStatus: 2, recordId: 'r-h1', canStart: false })],
      },
      '/course/examList': {
        code: 200,
        data: [
          examItem({ idSign: 'e1', examinationName: '期末考试', type: 3, commitStatus: 1, studentScore: null, submitStatus: 1, recordId: 'r-e1', canStart: false }),
          examItem({ idSign: 'e2', examinationName: '第二单元测试', commitStatus: 1, studentScore: 60, submitStatus: 2, recordId: 'r-e2', canStart: false }),
          examItem({ idSign: 'e3', examinationName: '第三单元测试' }),
        ],
      },
    });
    open();
    const homework = await screen.findByRole('region', { name: '作业' });
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost').searchParams.get('courseId')).toBe('c-py');
    expect(within(homework).getByText('已过期')).toHaveStyle({ color: RED });
    expect(within(homework).getByText('(已提交)')).toHaveStyle({ color: GREEN });
    expect(within(homework).getByText('(未及格)')).toHaveStyle({ color: RED });
    expect(within(homework).getByRole('link', { name: '查看结果' })).toHaveAttribute('href', '/look-answer?recordId=r-h1');
    const exams = screen.getByRole('region', { name: '考试' });
    const rows = within(exams).getAllByRole('listitem');
    expect(within(rows[0]).getByText('(批改中)')).toHaveStyle({ color: ORANGE });
    expect(within(rows[0]).queryByText('已过期')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('(及格)')).toHaveStyle({ color: GREEN });
    expect(within(rows[2]).getByText('(未提交)')).toHaveStyle({ color: RED });
    expect(within(rows[2]).getByText('--')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: '开始作答' })).toHaveAttribute('href', '/testPaper/e3');
  });

  it('offline exams upload a file with progress, say 上传成功. and reload the lists', async () => {
    stubXhr();
    const fetchMock = stubApi({
      '/course/homeworkList': { code: 200, data: [] },
      '/course/examList': { code: 200, data: [examItem({ idSign: 'e9', examinationName: '线下大作业', answerMode: 2 })] },
    });
    const user = userEvent.setup();
    open();
    const exams = await screen.findByRole('region', { name: '考试' });
    expect(within(exams).queryByRole('link', { name: '开始作答' })).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await user.upload(within(exams).getByLabelText('上传答案 线下大作业'), new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toMatch(/\/courseStudy\/saveOfflineAnswer$/);
    expect(xhr.body?.get('examinationId')).toBe('e9');
    expect((xhr.body?.get('file') as File).name).toBe('answer.pdf');
    xhr.progress(50, 100);
    // The bar may already show 0 from the start of the upload: wait for the value, not for the bar.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'), { timeout: 3000 });
    xhr.answer({ code: 200, data: { recordId: 'r-9' } });
    expect(await screen.findByText('上传成功.', undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(calls + 2), { timeout: 3000 });
  });

  it('a refused upload shows the server message; a file over 20 MB is not sent', async () => {
    stubXhr();
    stubApi({
      '/course/homeworkList': { code: 200, data: [examItem({ idSign: 'h9', examinationName: '线下作业', type: 1, answerMode: 2 })] },
      '/course/examList': { code: 200, data: [] },
    });
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('上传答案 线下作业');
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByText('文件不能超过20MB')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    await user.upload(input, new File(['MZ'], 'a.pdf'));
    (FakeXhr.last as FakeXhr).answer({ code: -2, msg: '只能上传PDF、Word、图片或ZIP文件', data: { field: 'file' } });
    expect(await screen.findByText('只能上传PDF、Word、图片或ZIP文件')).toBeInTheDocument();
  });
});

describe('row actions', () => {
  it('开始作答 before any attempt, 继续作答 for one in progress, 查看结果 after submitting, 开始作答 again within the limit', () => {
    expect(examActions(examItem()).map((a) => [a.label, a.href])).toEqual([['开始作答', '/testPaper/e-1']]);
    expect(examActions(examItem({ submitStatus: 0, recordId: 'r1' })).map((a) => a.label)).toEqual(['继续作答']);
    expect(examActions(examItem({ submitStatus: 1, commitStatus: 1, recordId: 'r1', canStart: false })).map((a) => [a.label, a.href])).toEqual([
      ['查看结果', '/look-answer?recordId=r1'],
    ]);
    expect(examActions(examItem({ submitStatus: 2, commitStatus: 1, recordId: 'r1', canStart: true })).map((a) => [a.label, a.href])).toEqual([
      ['开始作答', '/testPaper/e-1?restart=1'],
      ['查看结果', '/look-answer?recordId=r1'],
    ]);
    expect(examActions(examItem({ expired: true, canStart: false }))).toEqual([]);
    expect(examActions(examItem({ answerMode: 2 }))).toEqual([]);
  });
});
