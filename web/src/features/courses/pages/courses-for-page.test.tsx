import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { courseCard } from '@/testing/study-fixtures';
import { bodiesOf } from '@/testing/teacher-fixtures';

// The first render of a lazy route is slow on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const suggested = (idSign: string, name: string, matchType: string, kind: 4 | 5 | 6 = 4) => ({ ...courseCard(idSign, name), kind, matchType });
const ALL = [
  suggested('c-sql', 'SQL 查询基础', '数据科学'),
  suggested('c-viz', '数据可视化实战', '数据科学', 5),
  suggested('c-shop', '跨境店铺运营', ''),
];

function openPage(answer: (call: Call) => unknown) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/course/getCoursesForMe': (call: Call) => ({ code: 200, data: answer(call) }) });
  return { ...stub, ...renderAt('/home/learning/courses-for') };
}

describe('/home/learning/courses-for (课程推荐)', () => {
  it('shows the suggested courses, each saying why, 12 a page; a level asks again from page 1', async () => {
    const { calls } = openPage((call) => {
      const kind = call.body?.kindId;
      const list = kind ? ALL.filter((c) => c.kind === kind) : ALL;
      return { list, total: list.length };
    });
    expect(await screen.findByRole('heading', { level: 2, name: '课程推荐' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: '推荐的课程' });
    const sql = within(grid).getByRole('link', { name: 'SQL 查询基础' });
    expect(sql).toHaveAttribute('href', '/courseDetail/c-sql');
    expect(within(sql.closest('li') as HTMLElement).getByText('与你在学的「数据科学」课程同类')).toBeInTheDocument();
    expect(within(within(grid).getByRole('link', { name: '跨境店铺运营' }).closest('li') as HTMLElement).getByText('同学们都在学')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/getCoursesForMe')).toEqual([{ page: 1, page_size: 12 }]);

    await userEvent.click(screen.getByText('进阶'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '推荐的课程' })).getAllByRole('link')).toHaveLength(1));
    expect(bodiesOf(calls, '/course/getCoursesForMe').at(-1)).toEqual({ page: 1, page_size: 12, kindId: 5 });
    expect(screen.getByRole('link', { name: '数据可视化实战' })).toBeInTheDocument();
  });

  it('says when every course is joined already, with the way to the catalogue', async () => {
    openPage(() => ({ list: [], total: 0 }));
    expect(await screen.findByText('你已经加入了本校的全部课程')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去看看全部课程/ })).toHaveAttribute('href', '/class');
  });

  it('pages through more than 12', async () => {
    const many = Array.from({ length: 12 }, (_, i) => suggested(`c${i}`, `课程 ${i + 1}`, ''));
    const { calls } = openPage((call) => ({ list: call.body?.page === 2 ? [suggested('c-last', '第十三门课', '')] : many, total: 13 }));
    await screen.findByRole('link', { name: '课程 1' });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: '第十三门课' })).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/getCoursesForMe').at(-1)).toEqual({ page: 2, page_size: 12 });
  });
});
