import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { saveBlob } from '@/lib/browser';
import { clearCookies } from '@/testing/accounts-fixtures';
import { TestProviders } from '@/testing/render';
import { answerFile, assignment, SIGN, trainee } from '@/testing/simulation-fixtures';
import { bodiesOf, btn, stubTeacher } from '@/testing/teacher-fixtures';
import { CourseSimulationTab } from './course/course-simulation-tab';

vi.mock('@/lib/browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/browser')>()), saveBlob: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
  resetThrottle();
  clearCookies();
});

const TMALL = { sign: 'p-tmall', title: '天猫旗舰店运营', marketplace: 'tmall', marketplaceName: '天猫' };

function stubCourse() {
  let assigned = [assignment()];
  return stubTeacher({
    '/simulation/course/assignments': () => ({ code: 200, data: assigned }),
    '/simulation/course/practices': {
      code: 200,
      data: [
        { ...TMALL, assigned: false },
        { sign: SIGN, title: '亚马逊跨境店铺运营', marketplace: 'amazon', marketplaceName: '亚马逊', assigned: true },
      ],
    },
    '/simulation/course/assign': (call) => {
      const added = assignment({ ...TMALL, marketplace: 'tmall', inAssessment: Boolean(call.body?.inAssessment), trainees: 24, started: 0, finished: 0, averageScore: null });
      assigned = [...assigned, added];
      return { code: 200, data: added };
    },
    '/simulation/course/setAssessment': (call) => ({ code: 200, data: assignment({ inAssessment: Boolean(call.body?.inAssessment) }) }),
    '/simulation/course/unassign': () => {
      assigned = [];
      return { code: 200, data: null };
    },
    '/simulation/course/trainees': { code: 200, data: { list: [trainee(), trainee({ userId: 'u-li', name: '李娜', stage: null, score: null, updatedAt: null })], total: 2 } },
  });
}

function renderTab() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <CourseSimulationTab courseId="c1" />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('CourseSimulationTab', () => {
  it('lists the assigned practices and the trainees of the first, searched by keyword', async () => {
    const { calls } = stubCourse();
    renderTab();
    const table = within(await screen.findByRole('region', { name: '仿真实训' }));
    expect(await table.findByRole('cell', { name: '亚马逊跨境店铺运营' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: '71.3' })).toBeInTheDocument();
    const trainees = within(await screen.findByRole('region', { name: '学员实训记录 · 亚马逊跨境店铺运营' }));
    expect(await trainees.findByRole('cell', { name: '张晓明' })).toBeInTheDocument();
    expect(trainees.getByRole('cell', { name: '第 10 / 10 天' })).toBeInTheDocument();
    expect(trainees.getByRole('cell', { name: '78.5' })).toBeInTheDocument();
    expect(trainees.getByText('未开始')).toBeInTheDocument();
    expect(bodiesOf(calls, '/simulation/course/trainees')).toEqual([{ courseId: 'c1', sign: SIGN, keyword: '', page: 1, size: 10 }]);
    const search = trainees.getByRole('searchbox', { name: '搜索姓名或学号' });
    fireEvent.change(search, { target: { value: ' 张 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(bodiesOf(calls, '/simulation/course/trainees')).toContainEqual({ courseId: 'c1', sign: SIGN, keyword: '张', page: 1, size: 10 }));
  });

  it('adds a practice counted in the assessment, after asking which one', async () => {
    const { calls } = stubCourse();
    renderTab();
    await screen.findByRole('cell', { name: '亚马逊跨境店铺运营' });
    await userEvent.click(screen.getByRole('button', { name: /添加实训/ }));
    const dialog = await screen.findByRole('dialog', { name: '添加仿真实训' });
    await userEvent.click(within(dialog).getByRole('button', { name: btn('添加') }));
    expect(await within(dialog).findByText('请选择实训项目')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('实训项目'));
    await userEvent.click(await screen.findByTitle('天猫旗舰店运营（天猫）'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '计入考核' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btn('添加') }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/course/assign')).toEqual([{ courseId: 'c1', sign: 'p-tmall', inAssessment: true }]));
    expect(await screen.findByRole('cell', { name: '天猫旗舰店运营' })).toBeInTheDocument();
  });

  it('toggles 计入考核 and removes a practice after a confirmation', async () => {
    const { calls } = stubCourse();
    renderTab();
    const toggle = await screen.findByRole('switch', { name: '计入考核：亚马逊跨境店铺运营' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(bodiesOf(calls, '/simulation/course/setAssessment')).toEqual([{ courseId: 'c1', sign: SIGN, inAssessment: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: '计入考核：亚马逊跨境店铺运营' })).toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: btn('移除') }));
    const dialog = await screen.findByRole('dialog', { name: '移除「亚马逊跨境店铺运营」？' });
    expect(bodiesOf(calls, '/simulation/course/unassign')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btn('移除') }));
    await waitFor(() => expect(bodiesOf(calls, '/simulation/course/unassign')).toEqual([{ courseId: 'c1', sign: SIGN }]));
    expect(await screen.findByText('本课程还没有添加仿真实训')).toBeInTheDocument();
  });

  it("exports the trainees' scores as .xlsx", async () => {
    stubCourse();
    const files = answerFile('/simulation/course/trainees/export', '亚马逊跨境店铺运营-实训成绩.xlsx');
    renderTab();
    const trainees = within(await screen.findByRole('region', { name: '学员实训记录 · 亚马逊跨境店铺运营' }));
    await userEvent.click(trainees.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(vi.mocked(saveBlob).mock.calls.map(([, name]) => name)).toEqual(['亚马逊跨境店铺运营-实训成绩.xlsx']));
    expect(files.map((f) => [f.method, f.body])).toEqual([['POST', { courseId: 'c1', sign: SIGN, keyword: '' }]]);
  });
});
