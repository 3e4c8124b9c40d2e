import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { PracticeRecord, PracticeTask } from '@/api/training';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn, stubTeacher } from '@/testing/teacher-fixtures';
import { ENTERPRISES, trainingHeader } from '@/testing/training-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const edited = (over: Record<string, unknown> = {}) => ({
  code: 200,
  data: { ...trainingHeader({ canManage: true, status: 0 }), details: '以真实订单为线索', plan: '第一阶段：认知', ...over },
});

const task = (over: Partial<PracticeTask>): PracticeTask => ({
  taskId: 33, idSign: 'p-33', title: '目标市场调研报告', description: '', passLine: 60, fullScore: 100, chapterIdSign: 'ch-2',
  chapterName: '选品与市场调研', upperCaseChapterLevel: '二', requires: [], status: 0, statusName: '未开始', userScore: null,
  passed: false, isDis: false, disReason: '', recordId: null, fileName: null, submittedAt: null, comment: '', ...over,
});

const record = (over: Partial<PracticeRecord>): PracticeRecord => ({
  recordId: 'r-1', taskId: 46, taskIdSign: 'p-46', taskTitle: '站内广告投放实操', passLine: 60, fullScore: 100,
  userIdSign: 'u-1', userName: '张晓明', status: 2, statusName: '待评分', score: null, passed: false, comment: '',
  fileName: '广告方案.pdf', hasFile: true, startedAt: '2026-11-20T10:00:00+08:00', submittedAt: '2026-11-21T10:00:00+08:00',
  scoredAt: null, ...over,
});

function stub(handlers: Parameters<typeof stubTeacher>[0] = {}) {
  return stubTeacher({
    '/train/getManageTrain': edited(),
    '/enterprise/getEnterpriseInfoList': { code: 200, data: { list: ENTERPRISES, total: 1 } },
    ...handlers,
  });
}

describe('/train-editor', { timeout: 60_000 }, () => {
  it('基本信息: 购买加入 asks for the price and sends it in yuan; a free training sends none', async () => {
    const { calls } = stub({ '/train/updateTrain': { code: 200, msg: '修改成功', data: edited().data } });
    renderAt('/train-editor?train=t-cross');
    expect(await screen.findByRole('heading', { name: '跨境电商运营实训' })).toBeInTheDocument();
    expect(screen.queryByLabelText('培训价格（元）')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '购买加入' }));
    const price = await screen.findByLabelText('培训价格（元）');
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('购买加入的培训请填写价格')).toBeInTheDocument();
    expect(bodiesOf(calls, '/train/updateTrain')).toHaveLength(0);
    await userEvent.type(price, '299');
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(bodiesOf(calls, '/train/updateTrain')).toHaveLength(1));
    expect(bodiesOf(calls, '/train/updateTrain')[0]).toMatchObject({ trainId: 't-cross', joinRule: 'order', trainPrice: 299 });

    await userEvent.click(screen.getByRole('radio', { name: '免费加入' }));
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(bodiesOf(calls, '/train/updateTrain')).toHaveLength(2));
    expect(bodiesOf(calls, '/train/updateTrain')[1]).toMatchObject({ joinRule: 'free', trainPrice: null });
  });

  it('基本信息 of a training bought by order shows its rule and its price in yuan', async () => {
    stub({ '/train/getManageTrain': edited({ joinRule: 'order', joinRuleName: '购买加入', trainPrice: 39_900, free: false }) });
    renderAt('/train-editor?train=t-cross');
    expect(await screen.findByRole('radio', { name: '购买加入' })).toBeChecked();
    expect(await screen.findByLabelText('培训价格（元）')).toHaveValue('399');
  });

  it('实训任务 lists the tasks with chapter, pass line and prerequisites', async () => {
    stub({
      '/train/getPracticeTaskList/t-cross': {
        code: 200,
        data: [task({}), task({ taskId: 34, idSign: 'p-34', title: '竞品分析', requires: [33], isDis: true })],
      },
    });
    renderAt('/train-editor?train=t-cross&tab=practice');
    const row = (await screen.findByText('竞品分析')).closest('tr') as HTMLElement;
    expect(within(row).getByText('任务34')).toBeInTheDocument();
    expect(within(row).getByText('第二章 选品与市场调研')).toBeInTheDocument();
    expect(within(row).getByText('60 / 100')).toBeInTheDocument();
    expect(within(row).getByText('任务33')).toBeInTheDocument();
    expect(screen.getByText(/共 2 个实训任务/)).toBeInTheDocument();
  });

  it('实训评分 lists work awaiting its score, scores it in a dialog and offers the export', async () => {
    let scored = false;
    const { calls } = stub({
      '/train/getPracticeRecords': () => ({
        code: 200,
        data: scored ? { list: [], total: 0 } : { list: [record({})], total: 1 },
      }),
      '/train/scorePractice': () => {
        scored = true;
        return { code: 200, msg: '保存成功', data: record({ status: 3, statusName: '已评分', score: 88, passed: true }) };
      },
    });
    renderAt('/train-editor?train=t-cross&tab=records');
    expect(await screen.findByText('任务46 站内广告投放实操')).toBeInTheDocument();
    expect(bodiesOf(calls, '/train/getPracticeRecords')[0]).toMatchObject({ trainId: 't-cross', status: 2 });
    expect(screen.getByRole('link', { name: '广告方案.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: '评分 张晓明 任务46' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('得分（0–100）'), '88');
    await userEvent.type(within(dialog).getByLabelText('评语'), '投放数据完整');
    await userEvent.click(within(dialog).getByRole('button', { name: btn('评分') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/train/scorePractice')).toEqual([{ recordId: 'r-1', score: 88, comment: '投放数据完整' }]);
    expect(await screen.findByText('暂无实训成果')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
  });
});
