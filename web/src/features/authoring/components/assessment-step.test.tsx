import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { readWizard, saveCourse } from '../lib/wizard-storage';
import { bodiesOf, COURSE_INFO, stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
vi.mock('../lib/load-echarts', () => ({ loadPieCharts: async () => ({ init: () => chart }) }));

afterEach(() => {
  cleanUpTeacherTest();
  chart.setOption.mockClear();
});

const STANDARD = { id: 1, courseId: 1, watchVideo: '40', interactiveQuestion: '10', unitTesting: '20', theFinalExam: '20', logSig: '10' };

describe('assessment-criterion step', { timeout: 20_000 }, () => {
  it('keeps the sum live, refuses a sum other than 100 and redraws the pie', async () => {
    const { calls } = stubTeacher();
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/assessment-criterion');
    const sum = await screen.findByTestId('weights-sum', undefined, { timeout: 5000 });
    await waitFor(() => expect(sum).toHaveTextContent('合计 100%'));
    const logSig = screen.getByLabelText('登录签到');
    await userEvent.clear(logSig);
    await userEvent.type(logSig, '15');
    await waitFor(() => expect(sum).toHaveTextContent('合计 105%'));
    expect(screen.getByText('各项权重之和必须等于100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发布课程' })).toBeDisabled();
    await waitFor(() => {
      const last = chart.setOption.mock.calls.at(-1)?.[0] as { series: { data: { name: string; value: number }[] }[] };
      expect(last.series[0].data.map((p) => p.name)).toEqual(['单元测试', '期末考试', '观看视频', '登录打卡']);
      expect(last.series[0].data[3].value).toBe(15);
    });
    expect(bodiesOf(calls, '/course/addStandard')).toHaveLength(0);
  });

  it('saves the standard (保存成功), publishes, clears the wizard and opens the course list', async () => {
    const { calls } = stubTeacher({
      '/course/addStandard': { code: 200, msg: '保存成功', data: STANDARD },
      '/course/publish': { code: 200, msg: '发布成功', data: { ...COURSE_INFO, status: 1 } },
    });
    saveCourse('c1', 'm1');
    const { router } = renderAt('/new-curriculum/assessment-criterion');
    await userEvent.click(await screen.findByRole('button', { name: '发布课程' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/learning/my-teaching'), { timeout: 5000 });
    expect(bodiesOf(calls, '/course/addStandard')).toEqual([
      { courseIdSign: 'c1', watchVideo: 40, interactiveQuestion: 10, unitTesting: 20, theFinalExam: 20, logSig: 10 },
    ]);
    expect(bodiesOf(calls, '/course/publish')).toEqual([{ sign: 'c1' }]);
    expect(readWizard().courseId).toBeNull();
  });

  it('updates an existing standard through updateStandard (修改成功)', async () => {
    const { calls } = stubTeacher({
      '/course/getCourseIdBySign': { code: 200, data: { courseInfoVo: COURSE_INFO, courseTeacherVoList: [], standard: { ...STANDARD, watchVideo: '30', logSig: '20' } } },
      '/courseStudy/updateStandard': { code: 200, msg: '修改成功', data: STANDARD },
    });
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/assessment-criterion');
    await waitFor(() => expect(screen.getByLabelText('登录签到')).toHaveValue('20'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '保存标准' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/courseStudy/updateStandard')[0]).toMatchObject({ watchVideo: 30, logSig: 20 });
  });
});
