import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { reasonProblem } from './components/company-review';
import { callsTo } from './testing/admin-fixtures';
import { COMPANY_ID, companyRow, JOB_ID, stubCompanies, VERIFIED_ID } from './testing/company-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const PAGE = '/admin/companies';
const LIST = '/admin/companies';
const REVIEW = '/admin/company/review';
const PROMOTE = '/admin/job/promote';
const SLOW = { timeout: 10_000 };

const row = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', undefined, SLOW);
  return (await within(table).findByText(name, undefined, SLOW)).closest('tr') as HTMLElement;
};
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-title' });

/** The open dialog whose text has `title` (closed ones stay in jsdom while they leave). */
const dialogWith = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes(title));
    const last = open[open.length - 1];
    expect(last).toBeDefined();
    expect(last).not.toHaveClass('ant-zoom-leave');
    return last;
  });

/** Picks an option of an antd select by the option's title. */
async function choose(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('/admin/companies', { timeout: 40_000 }, () => {
  it('lists the companies waiting for review, oldest save first, with what a reviewer needs', async () => {
    const { calls } = stubCompanies();
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: '企业审核' }, SLOW)).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: '管理菜单' });
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toContain('企业审核'); // the whole menu's order: admin-layout.test.tsx
    expect(menu.querySelector('.ant-menu-item-selected')?.textContent).toBe('企业审核');

    const table = screen.getByRole('table');
    for (const column of ['企业名称', '所属行业', '所在城市', '企业规模', '提交时间', '审核状态', '操作']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const qinghe = await row('青禾新能源科技有限公司');
    expect(qinghe).toHaveTextContent('电力、热力、燃气及水生产和供应业');
    expect(qinghe).toHaveTextContent('杭州市');
    expect(qinghe).toHaveTextContent('100-499人');
    expect(qinghe).toHaveTextContent('2026-11-26 14:20');
    expect(within(qinghe).getByText('待审核')).toBeInTheDocument();
    for (const action of ['详情', '通过', '驳回']) expect(within(qinghe).getByRole('button', { name: btn(action) })).toBeInTheDocument();
    expect(callsTo(calls, LIST)[0].query).toEqual({ status: '0', page: '1', size: '15' });
  });

  it('says when a state has no company', async () => {
    stubCompanies({ [LIST]: { code: 200, data: { list: [], total: 0 } } });
    renderAt(PAGE);
    expect(await screen.findByText('没有该状态的企业', undefined, SLOW)).toBeInTheDocument();
  });

  it('searches by review state from page 1, and 重置 goes back to 待审核', async () => {
    const { calls } = stubCompanies();
    renderAt(PAGE);
    await row('青禾新能源科技有限公司');
    await choose(screen.getByRole('combobox', { name: '审核状态' }), '未通过');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query).toEqual({ status: '2', page: '1', size: '15' }));
    const refused = await row('海鲸跨境电商有限公司');
    expect(within(refused).getByText('未通过')).toBeInTheDocument();
    expect(refused).toHaveTextContent('请上传清晰的企业Logo');
    // A refused company can still be approved, not refused again.
    expect(within(refused).getByRole('button', { name: btn('通过') })).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: btn('驳回') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query).toEqual({ status: '0', page: '1', size: '15' }));
  });

  it('详情 shows the whole profile: logo, industry, scale, city, address, website, benefits and introduction', async () => {
    stubCompanies();
    renderAt(PAGE);
    await userEvent.click(within(await row('青禾新能源科技有限公司')).getByRole('button', { name: btn('详情') }));
    const drawer = await dialogWith('企业资料');
    expect(within(drawer).getByRole('img', { name: '青禾新能源科技有限公司的Logo' })).toHaveAttribute(
      'src',
      '/files/company-logos/qinghe.png',
    );
    const info = within(drawer).getByRole('region', { name: '基本信息' });
    expect(info).toHaveTextContent('电力、热力、燃气及水生产和供应业');
    expect(info).toHaveTextContent('100-499人');
    expect(info).toHaveTextContent('杭州市余杭区文一西路 998 号');
    expect(within(info).getByRole('link', { name: 'https://qinghe.example.com' })).toHaveAttribute('target', '_blank');
    expect(within(info).getByText('五险一金')).toBeInTheDocument();
    expect(info).toHaveTextContent('2026-11-26 14:20');
    expect(within(drawer).getByRole('region', { name: '企业介绍' })).toHaveTextContent('服务长三角 300 余家工商业客户。');
    // Jobs and 推广 are for verified companies only.
    expect(within(drawer).queryByRole('region', { name: '在招职位' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: btn('通过') })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: btn('驳回') })).toBeInTheDocument();
  });

  it('通过 asks first, then sends the approval and says what the server said', async () => {
    const { calls } = stubCompanies({
      [REVIEW]: { code: 200, msg: '审核完成', data: companyRow({ status: 1, statusName: '已认证', verified: true }) },
    });
    renderAt(PAGE);
    await userEvent.click(within(await row('青禾新能源科技有限公司')).getByRole('button', { name: btn('通过') }));
    const dialog = await dialogWith('通过“青禾新能源科技有限公司”的企业认证？');
    expect(bodiesOf(calls, REVIEW)).toHaveLength(0);
    const lists = callsTo(calls, LIST).length;
    await userEvent.click(within(dialog).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(bodiesOf(calls, REVIEW)).toEqual([{ companyId: COMPANY_ID, approve: true }]));
    expect(callsTo(calls, REVIEW)[0].method).toBe('PUT');
    expect(await toast('审核完成')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(lists));
  });

  it("驳回 needs a reason, in the server's words, and shows the server's refusal under it", async () => {
    const answers = [
      { code: -2, msg: '原因不能超过200个字', data: { field: 'reviewNote' } },
      { code: 200, msg: '审核完成', data: companyRow({ status: 2, statusName: '未通过', reviewNote: 'Logo 不清晰' }) },
    ];
    const { calls } = stubCompanies({ [REVIEW]: () => answers.shift() ?? { code: 200, data: companyRow() } });
    renderAt(PAGE);
    await userEvent.click(within(await row('青禾新能源科技有限公司')).getByRole('button', { name: btn('驳回') }));
    const dialog = await dialogWith('驳回“青禾新能源科技有限公司”的企业认证');
    const reject = () => userEvent.click(within(dialog).getByRole('button', { name: btn('驳回') }));
    await reject();
    expect(await within(dialog).findByText('请填写未通过的原因')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('驳回原因'), '   ');
    await reject();
    expect(await within(dialog).findByText('请填写未通过的原因')).toBeInTheDocument();
    expect(bodiesOf(calls, REVIEW)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('驳回原因'));
    await userEvent.type(within(dialog).getByLabelText('驳回原因'), ' Logo 不清晰 ');
    await reject();
    expect(await within(dialog).findByText('原因不能超过200个字')).toBeInTheDocument();
    await reject();
    await waitFor(() => expect(bodiesOf(calls, REVIEW)).toHaveLength(2));
    expect(bodiesOf(calls, REVIEW)[1]).toEqual({ companyId: COMPANY_ID, approve: false, reviewNote: 'Logo 不清晰' });
    expect(callsTo(calls, REVIEW)[1].method).toBe('PUT');
    expect(await toast('审核完成')).toBeInTheDocument();
  });

  it('counts the reason as the server does: 200 characters, 600 bytes', () => {
    expect(reasonProblem(undefined)).toBe('请填写未通过的原因');
    expect(reasonProblem(' \n ')).toBe('请填写未通过的原因');
    expect(reasonProblem('因'.repeat(200))).toBeNull();
    expect(reasonProblem('因'.repeat(201))).toBe('原因不能超过200个字');
    expect(reasonProblem('😀'.repeat(151))).toBe('原因不能超过200个字');
  });

  it("a verified company's drawer lists its listed jobs, and 推广 switches one on", async () => {
    const { calls } = stubCompanies({ [PROMOTE]: { code: 200, msg: '保存成功', data: null } });
    renderAt(PAGE);
    await choose(await screen.findByRole('combobox', { name: '审核状态' }, SLOW), '已认证');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    const verified = await row('鲸航供应链管理有限公司');
    // Verified already: it can be refused (its jobs leave the board), not approved again.
    expect(within(verified).queryByRole('button', { name: btn('通过') })).toBeNull();
    await userEvent.click(within(verified).getByRole('button', { name: btn('详情') }));
    const drawer = await dialogWith('企业资料');
    expect(within(drawer).getByText('未上传Logo')).toBeInTheDocument();
    const jobs = await within(drawer).findByRole('region', { name: '在招职位' });
    const toggle = await within(jobs).findByRole('switch', { name: '推广 亚马逊运营专员' }, SLOW);
    expect(callsTo(calls, '/employment/getCompanyPosts')[0].query).toEqual({ sign: VERIFIED_ID, page: '1', size: '10' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(bodiesOf(calls, PROMOTE)).toEqual([{ positionId: JOB_ID, promoted: true }]));
    expect(callsTo(calls, PROMOTE)[0].method).toBe('PUT');
    expect(await toast('保存成功')).toBeInTheDocument();
  });
});
