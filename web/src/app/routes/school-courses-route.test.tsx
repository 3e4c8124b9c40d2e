import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolCourse } from '@/api/admin';
import { resetThrottle } from '@/api/client';
import { callsTo } from '@/features/admin/testing/admin-fixtures';
import { clearCookies, type Call } from '@/testing/accounts-fixtures';
import { courseCard } from '@/testing/courses-fixtures';
import { renderAt } from '@/testing/render';
import { btn } from '@/testing/teacher-fixtures';
import { stubSchoolAdmin } from '@/features/school-admin/testing/school-admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const PAGE = '/school-admin/courses';
const LIST = '/schoolAdmin/courses';
const STATUS = '/schoolAdmin/course/status';
const SLOW = { timeout: 10_000 };

/** A course row of the school as the server answers it (我的授课's row). */
function course(change: Partial<SchoolCourse> = {}): SchoolCourse {
  return {
    ...courseCard({ idSign: 'c-data', name: '数据分析基础', coursePicture: '/files/course-covers/demo/data.png' }),
    status: 1,
    masterFlag: '',
    updatedAt: '2026-11-28T09:15:00+08:00',
    offering: 1,
    ...change,
  };
}

const ROWS = [
  course(),
  course({ idSign: 'c-draft', name: '财务会计实务', status: 0, studentCount: 0, teacherName: '' }),
  course({ idSign: 't-camp', name: '暑期数据分析训练营', offering: 2, status: 2, studentCount: 36 }),
];

/** The school admin's console with these rows; a status change answers like the server. */
function stub(rows: SchoolCourse[] = ROWS) {
  return stubSchoolAdmin({
    [LIST]: { code: 200, data: { list: rows, total: rows.length } },
    [STATUS]: (call: Call) => {
      const status = call.body?.status as 0 | 1 | 2;
      const row = rows.find((r) => r.idSign === call.body?.sign) ?? rows[0];
      const msg = status === 1 ? '发布成功' : status === 2 ? '归档成功' : '取消发布成功';
      return { code: 200, msg, data: { ...row, status } };
    },
  });
}

const row = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;
};

/** The open dialog whose text has `title` (closed ones stay in jsdom while they leave). */
const dialogWith = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes(title));
    const last = open[open.length - 1];
    expect(last).toBeDefined();
    return last;
  });

async function choose(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('/school-admin/courses', { timeout: 40_000 }, () => {
  it("lists the school's courses and trainings in any state with the actions each state allows", async () => {
    const { calls } = stub();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '课程管理' }, SLOW)).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: '管理菜单' });
    expect(menu.querySelector('.ant-menu-item-selected')?.textContent).toBe('课程管理');
    const table = screen.getByRole('table');
    for (const column of ['名称', '类型', '主讲教师', '学员数', '最近修改', '状态', '操作']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const live = await row('数据分析基础');
    expect(live).toHaveTextContent('课程');
    expect(live).toHaveTextContent('王丽华');
    expect(live).toHaveTextContent('128');
    expect(live).toHaveTextContent('2026-11-28 09:15');
    expect(within(live).getByText('已发布')).toBeInTheDocument();
    const actions = (tr: HTMLElement) => Array.from(tr.querySelectorAll('a, button'), (b) => b.textContent?.replace(/\s/g, ''));
    expect(actions(live)).toEqual(['查看', '取消发布', '归档']);
    expect(within(live).getByRole('link', { name: btn('查看') })).toHaveAttribute('href', '/courseDetail/c-data');

    const draft = await row('财务会计实务');
    expect(draft).toHaveTextContent('未设置');
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(actions(draft)).toEqual(['发布', '归档']);

    const camp = await row('暑期数据分析训练营');
    expect(camp).toHaveTextContent('培训项目');
    expect(within(camp).getByText('已归档')).toBeInTheDocument();
    expect(actions(camp)).toEqual(['取消发布']);
    expect(callsTo(calls, LIST)[0].query).toEqual({ page: '1', size: '15' });
  });

  it('publishes a draft after the confirmation, toasts the server and reads the list again', async () => {
    const { calls } = stub();
    renderAt(PAGE);
    await userEvent.click(within(await row('财务会计实务')).getByRole('button', { name: btn('发布') }));
    const dialog = await dialogWith('发布「财务会计实务」？');
    expect(dialog).toHaveTextContent('发布后学员即可在本校课程列表中看到并加入。');
    // 取消 sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: btn('取消') }));
    expect(callsTo(calls, STATUS)).toHaveLength(0);

    await userEvent.click(within(await row('财务会计实务')).getByRole('button', { name: btn('发布') }));
    await userEvent.click(within(await dialogWith('发布「财务会计实务」？')).getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('发布成功', { selector: '.ant-message-notice-title' })).toBeInTheDocument();
    expect(callsTo(calls, STATUS)[0].body).toEqual({ sign: 'c-draft', status: 1 });
    await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(1));
  });

  it('archives and unpublishes with their own warnings', async () => {
    const { calls } = stub();
    renderAt(PAGE);
    await userEvent.click(within(await row('数据分析基础')).getByRole('button', { name: btn('归档') }));
    const archive = await dialogWith('归档「数据分析基础」？');
    expect(archive).toHaveTextContent('已加入的学员保留学习记录');
    await userEvent.click(within(archive).getByRole('button', { name: btn('归档') }));
    expect(await screen.findByText('归档成功', { selector: '.ant-message-notice-title' })).toBeInTheDocument();
    expect(callsTo(calls, STATUS)[0].body).toEqual({ sign: 'c-data', status: 2 });

    await userEvent.click(within(await row('暑期数据分析训练营')).getByRole('button', { name: btn('取消发布') }));
    await userEvent.click(within(await dialogWith('取消发布「暑期数据分析训练营」？')).getByRole('button', { name: btn('取消发布') }));
    await waitFor(() => expect(callsTo(calls, STATUS)[1]?.body).toEqual({ sign: 't-camp', status: 0 }));
  });

  it("shows the server's refusal and filters by name, type and state from page 1", async () => {
    const { calls } = stubSchoolAdmin({
      [LIST]: { code: 200, data: { list: ROWS, total: ROWS.length } },
      [STATUS]: { code: -1000, msg: '已归档的课程不能发布，请先取消发布（恢复为草稿）', data: null },
    });
    renderAt(PAGE);
    await userEvent.click(within(await row('财务会计实务')).getByRole('button', { name: btn('发布') }));
    await userEvent.click(within(await dialogWith('发布「财务会计实务」？')).getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('已归档的课程不能发布，请先取消发布（恢复为草稿）', undefined, SLOW)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('名称'), ' 数据 ');
    await choose(screen.getByRole('combobox', { name: '类型' }), '培训项目');
    await choose(screen.getByRole('combobox', { name: '状态' }), '已归档');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询$/ }));
    await waitFor(() =>
      expect(callsTo(calls, LIST).at(-1)?.query).toEqual({ keyword: '数据', offering: '2', status: '2', page: '1', size: '15' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /重\s*置$/ }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query).toEqual({ page: '1', size: '15' }));
  });

  it('says when nothing matches', async () => {
    stub([]);
    renderAt(PAGE);
    expect(await screen.findByText('没有符合条件的课程', undefined, SLOW)).toBeInTheDocument();
  });
});
