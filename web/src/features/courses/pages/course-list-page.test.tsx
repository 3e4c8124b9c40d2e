import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { COURSES, courseCard, TYPE_TREE } from '@/testing/courses-fixtures';
import { siteApi } from '@/testing/site-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const listBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/school/getSchoolCourseList'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function api(list: unknown = { list: COURSES, total: 3 }) {
  return siteApi({
    '/school/getSchoolCourseList': { code: 200, data: list },
    '/course/typeTree': { code: 200, data: TYPE_TREE },
  });
}

describe('course catalogue pages', () => {
  it('/class shows skeletons, then the cards with lead teacher, credit, period, students and price', async () => {
    const fetchMock = stubApi(api());
    renderAt('/class');
    expect(await screen.findByTestId('courses-loading', {}, { timeout: 8000 })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: '课程列表' });
    const python = within(grid).getByRole('link', { name: 'Python 数据分析' });
    expect(python).toHaveAttribute('href', '/courseDetail/c-py-2');
    expect(within(python).getByText('主讲教师：李建国')).toBeInTheDocument();
    expect(within(python).getByText('学分 2.5')).toBeInTheDocument();
    expect(within(python).getByText('学时 48')).toBeInTheDocument();
    expect(within(python).getByText('64 人学习')).toBeInTheDocument();
    expect(within(python).getByText('¥199.00')).toBeInTheDocument();
    expect(within(within(grid).getByRole('link', { name: '会计基础' })).getByText('免费')).toBeInTheDocument();
    expect(within(within(grid).getByRole('link', { name: '机器学习实战' })).getByText('主讲教师：暂无教师')).toBeInTheDocument();
    expect(screen.getByText('共 3 门课程')).toBeInTheDocument();
    expect(listBodies(fetchMock)[0]).toEqual({ page: 1, page_size: 15, order: 'sort' });
  });

  it('master courses send type 1 and filter by kind, type tree and sort; a filter goes back to page 1', async () => {
    const fetchMock = stubApi(api({ list: COURSES, total: 40 }));
    const { router } = renderAt('/college/master-courses?page=2');
    await screen.findByRole('list', { name: '课程列表' }, { timeout: 8000 });
    expect(listBodies(fetchMock).at(-1)).toEqual({ page: 2, page_size: 15, type: 1, order: 'sort' });

    await userEvent.click(within(screen.getByRole('group', { name: '难度' })).getByRole('button', { name: '进阶' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toEqual({ page: 1, page_size: 15, type: 1, kind: 5, order: 'sort' }));

    await userEvent.click(within(screen.getByRole('group', { name: '分类' })).getByRole('button', { name: '经济管理' }));
    // The second level appears once its parent is chosen.
    await userEvent.click(await screen.findByRole('button', { name: '会计' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ typeSign: 't1-1', kind: 5 }));
    expect(await screen.findByRole('button', { name: '财务会计' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: '排序' })).getByRole('button', { name: '最热' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ order: 'hot', page: 1 }));
    expect(router.state.location.search).toBe('?kind=5&typeSign=t1-1&order=hot');

    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await vi.waitFor(() => expect(listBodies(fetchMock).at(-1)).toMatchObject({ page: 3 }));
  });

  it('optional courses send type 2 and the keyword from the query string', async () => {
    const fetchMock = stubApi(api({ list: [courseCard()], total: 1 }));
    renderAt(`/college/optional-courses?keyword=${encodeURIComponent('会计')}`);
    expect(await screen.findByText(/“会计”的搜索结果，共 1 门课程/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(listBodies(fetchMock).at(-1)).toEqual({ page: 1, page_size: 15, type: 2, keyword: '会计', order: 'sort' });
  });

  it('says so when nothing matches', async () => {
    stubApi(api({ list: [], total: 0 }));
    renderAt('/class?kind=6');
    expect(await screen.findByText('暂无符合条件的课程', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
