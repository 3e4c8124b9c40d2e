import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { ResumeDetail } from '@/api/resume';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { resumeApi, resumeDetail } from '@/testing/resume-fixtures';
import { btn } from '@/testing/teacher-fixtures';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

function open(path: string, detail: ResumeDetail, handlers: Record<string, unknown> = {}) {
  setLoginCookie('1');
  let current = detail;
  const stub = stubAccountsApi({
    ...resumeApi(() => current),
    ...(handlers as object),
  });
  return { ...stub, ...renderAt(path), setDetail: (next: ResumeDetail) => (current = next) };
}

const callsTo = (calls: Call[], path: string, method?: string) => calls.filter((c) => c.path === path && (!method || c.method === method));

describe('/resume', { timeout: 60_000 }, () => {
  it('a visitor is sent to the login with the way back', async () => {
    stubAccountsApi({});
    const { router } = renderAt('/resume');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe('/resume');
  });

  it('opens on 个人信息 with the completeness, and saves the user info; a field the server refuses is marked', async () => {
    let saves = 0;
    const { calls, router } = open('/resume', resumeDetail(), {
      '/resume/updateResumeDetail': () =>
        ++saves === 1 ? { code: -2, msg: '邮箱格式错误', data: { field: 'email' } } : { code: 200, msg: '保存成功', data: resumeDetail() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '我的简历' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume/user-info'));
    expect(screen.getByRole('progressbar', { name: '简历完整度' })).toHaveAttribute('aria-valuenow', '25');
    const menu = screen.getByRole('navigation', { name: '简历栏目' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /个人信息/ })).toHaveAttribute('aria-current', 'page'));
    expect(within(menu).getAllByRole('link')).toHaveLength(13);

    const name = await screen.findByRole('textbox', { name: '姓名' });
    expect(name).toHaveValue('张晓明');
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(callsTo(calls, '/resume/updateResumeDetail', 'PUT')).toHaveLength(1));
    expect(callsTo(calls, '/resume/updateResumeDetail')[0].body).toMatchObject({
      name: '张晓明',
      sex: 1,
      birth: '2004-03',
      mobile: '13800000001',
      city: '4403',
      workStatus: 1,
      skills: ['Python'],
    });
    // The server's refusal is shown under its field; the next save goes through.
    expect(await screen.findByText('邮箱格式错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('an education entry asks for its required fields before any call, and is deleted only after the confirmation', async () => {
    const entry = { educateId: 3, schoolName: '武汉职业技术学院', major: '大数据技术', degree: '大专', startTime: '2022-09', endTime: '', description: '' };
    const { calls } = open('/resume/education', resumeDetail({ educations: [entry] }), {
      '/resume/education/delete': { code: 200, msg: '删除成功', data: null },
    });
    const section = await screen.findByRole('region', { name: '教育经历' });
    expect(await within(section).findByText('武汉职业技术学院')).toBeInTheDocument();
    expect(within(section).getByText('2022.09 - 至今')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /添加/ }));
    expect(await screen.findByRole('textbox', { name: '学校名称' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('请输入学校名称')).toBeInTheDocument();
    expect(await screen.findByText('请选择开始时间')).toBeInTheDocument();
    expect(callsTo(calls, '/resume/education/add')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btn('取消') }));

    await userEvent.click(screen.getByRole('button', { name: /删除 武汉职业技术学院/ }));
    expect(callsTo(calls, '/resume/education/delete')).toHaveLength(0);
    const confirm = within(await screen.findByRole('tooltip'));
    await userEvent.click(confirm.getByRole('button', { name: /^删\s?除$/ }));
    await waitFor(() => expect(callsTo(calls, '/resume/education/delete', 'DELETE')).toHaveLength(1));
    expect(callsTo(calls, '/resume/education/delete')[0].query).toEqual({ educateId: '3' });
  });

  it('an intention shows its position\'s learning line: the totals at once, the courses on demand with their links', async () => {
    const intention = {
      positionId: 4, positionCode: '0103', positionName: 'Python开发工程师', industryCode: '', industryName: '不限', cityCode: '4403',
      cityName: '深圳市', salaryMin: 8, salaryMax: 12, salaryText: '8-12K', jobType: 1, jobTypeName: '全职',
    };
    const course = (name: string, sign: string, studyStatus: 0 | 1 | 2, offering: 1 | 2 = 1) => ({
      courseIdSign: sign, name, picture: '', offering, typeName: '', period: 32, skills: ['Python'], studyStatus,
      extension: { h5Url: offering === 2 ? `/trainDetail/${sign}` : `/courseDetail/${sign}` },
    });
    const { calls } = open('/resume/intention', resumeDetail({ intentions: [intention] }), {
      '/resume/processNorm/total': { code: 200, data: { pathCode: '0103', name: 'Python开发工程师', skillTotal: 14, courseTotal: 2, studyingTotal: 1, finishedTotal: 1 } },
      '/resume/courseLine': {
        code: 200,
        data: { pathCode: '0103', name: 'Python开发工程师', skills: ['Python'], list: [course('Python 程序设计', 'c1', 2), course('数据分析实训', 't1', 0, 2)] },
      },
    });
    expect(await screen.findByText('该岗位要求 14 项技能 · 对应课程 2 门 · 已完成 1 门')).toBeInTheDocument();
    expect(callsTo(calls, '/resume/processNorm/total')[0].query).toEqual({ pathCode: '0103' });
    expect(callsTo(calls, '/resume/courseLine')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '查看学习路线' }));
    const line = await screen.findByRole('list', { name: 'Python开发工程师岗位学习路线' });
    expect(within(line).getByRole('link', { name: 'Python 程序设计' })).toHaveAttribute('href', '/courseDetail/c1');
    expect(within(line).getByRole('link', { name: '数据分析实训' })).toHaveAttribute('href', '/trainDetail/t1');
    expect(within(line).getByText('已完成')).toBeInTheDocument();
    expect(within(line).getByText('未学习')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起学习路线' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('平台认证 lists every scored practical task; one below its pass line says it cannot be cited', async () => {
    const record = (recordSign: string, taskTitle: string, score: number) => ({
      recordSign, trainIdSign: 't1', trainName: '跨境电商运营实训', taskId: 3, taskTitle, score, passLine: 60, fullScore: 100,
      passed: score >= 60, scoredAt: '2026-11-20T10:00:00+08:00',
    });
    open('/resume/verified', resumeDetail(), {
      '/resume/practice/list': { code: 200, data: [record('r1', '目标市场调研报告', 85), record('r2', '店铺装修', 45)] },
    });
    const list = await screen.findByRole('list', { name: '实训任务成绩' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('目标市场调研报告');
    expect(rows[0]).toHaveTextContent('跨境电商运营实训 · 85 / 100 分 · 2026-11-20');
    expect(within(rows[0]).getByText('已通过')).toBeInTheDocument();
    expect(within(rows[1]).getByText('未达到及格线 60 分，不可添加')).toBeInTheDocument();
  });

  it('an intention whose learning line cannot be loaded says so instead of loading for ever', async () => {
    const intention = {
      positionId: 4, positionCode: '0103', positionName: 'Python开发工程师', industryCode: '', industryName: '不限', cityCode: '4403',
      cityName: '深圳市', salaryMin: 8, salaryMax: 12, salaryText: '8-12K', jobType: 1, jobTypeName: '全职',
    };
    open('/resume/intention', resumeDetail({ intentions: [intention] }), {
      '/resume/processNorm/total': { code: -1000, msg: '职位不存在', data: null },
    });
    expect(await screen.findByText('学习路线暂时无法加载', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('预览与下载 switches the template and turns the share link on', async () => {
    const { calls } = open('/resume/preview', resumeDetail(), {
      '/resume/updateTemplate': (call: Call) => ({ code: 200, msg: '已切换模板', data: { ...resumeDetail({ templateId: Number(call.query.templateId) }) } }),
      '/resume/updateShare': (call: Call) => ({ code: 200, msg: '分享已开启', data: { on: call.body?.on, token: 'tok123', views: 0 } }),
    });
    const gallery = await screen.findByRole('radiogroup', { name: '选择模板' });
    expect(await within(gallery).findAllByRole('radio')).toHaveLength(7);
    await userEvent.click(within(gallery).getByRole('radio', { name: /模板3/ }));
    await waitFor(() => expect(callsTo(calls, '/resume/updateTemplate', 'PUT')).toHaveLength(1));
    expect(callsTo(calls, '/resume/updateTemplate')[0].query).toEqual({ templateId: '3' });
    // The keyboard: the chosen template (still 1 in this stub's detail) and an arrow key choose the next one.
    within(gallery).getByRole('radio', { name: /模板1/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(callsTo(calls, '/resume/updateTemplate', 'PUT')).toHaveLength(2));
    expect(callsTo(calls, '/resume/updateTemplate')[1].query).toEqual({ templateId: '2' });
    // Queried inside its group: the page holds eight resume documents, and a role query over all of them is slow.
    const share = await screen.findByRole('group', { name: '分享链接' });
    await userEvent.click(within(share).getByRole('switch', { name: '开启分享' }));
    await waitFor(() => expect(callsTo(calls, '/resume/updateShare', 'PUT')).toHaveLength(1));
    expect(callsTo(calls, '/resume/updateShare')[0].body).toEqual({ on: true, renew: false });
  });

  it('a shared resume shows in its template with its views; an unknown link says so', async () => {
    stubAccountsApi({
      '/resume/share/good': { code: 200, data: { ...resumeDetail({ templateId: 5 }), views: 4 } },
      '/resume/share/gone': { code: -1000, msg: '简历不存在或未公开', data: null },
    });
    const first = renderAt('/resume/share/good');
    expect(await screen.findByRole('article', { name: '张晓明的简历' })).toHaveAttribute('data-template', '5');
    expect(screen.getByText('浏览 4 次')).toBeInTheDocument();
    first.unmount();
    renderAt('/resume/share/gone');
    expect(await screen.findByText('简历不存在或未公开')).toBeInTheDocument();
  });
});
