import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { trainingCard } from '@/testing/training-fixtures';

// The first render of a lazy route is slow on a loaded machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const mine = (idSign: string, trainName: string, studyStatus: 1 | 2, progress: number) => ({
  ...trainingCard({ idSign, trainName }),
  myStudy: { progress, studyStatus, studySeconds: 600, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: studyStatus === 2 ? '2026-11-21T20:10:00+08:00' : null },
});

describe('/home/learning/training (我的培训)', () => {
  it('lists my trainings with progress by study status, paged, each opening its page', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/train/getMyTrainList': (call: Call) => {
        const status = call.body?.studyStatus;
        const all = [mine('t-cross', '跨境电商运营实训', 1, 35), mine('t-finance', '财务共享实训', 2, 100)];
        const list = status ? all.filter((t) => t.myStudy.studyStatus === status) : all;
        return { code: 200, data: { list, total: status ? list.length : 10 } };
      },
    });
    renderAt('/home/learning/training');
    const list = await screen.findByRole('list', { name: '我的培训' });
    expect(within(list).getByText('跨境电商运营实训')).toBeInTheDocument();
    expect(within(list).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '35');
    expect(within(list).getByText('尚未开始学习')).toBeInTheDocument();
    expect(within(list).getByText('最近学习 2026-11-21 20:10')).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: '进入培训' })[0]).toHaveAttribute('href', '/home/learning/trainDetail/schedule?id=t-cross');
    expect(screen.getByRole('link', { name: '我的培训' })).toHaveAttribute('aria-current', 'page');
    expect(calls.filter((c) => c.path === '/train/getMyTrainList')[0].body).toEqual({ page: 1, size: 8 });

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/train/getMyTrainList').at(-1)?.body).toEqual({ page: 2, size: 8 }));
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/train/getMyTrainList').at(-1)?.body).toEqual({ page: 1, size: 8, studyStatus: 2 }),
    );
    await waitFor(() => expect(screen.queryByText('跨境电商运营实训')).not.toBeInTheDocument());
  });

  it('an empty list offers the training catalogue', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/train/getMyTrainList': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/home/learning/training');
    expect(await screen.findByText('还没有参加的培训项目')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看培训项目' })).toHaveAttribute('href', '/train');
  });
});
