import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt, stubApi } from '@/testing/render';
import { examItem } from '@/testing/exam-fixtures';
import { siteApi } from '@/testing/site-fixtures';
import { ENTERPRISES, trainingHeader } from '@/testing/training-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const TIMETABLE = [
  {
    idSign: 'ch-1',
    chapterName: '跨境电商认知',
    chapterLevel: 1,
    upperCaseChapterLevel: '一',
    chapterSynopsis: '平台规则与合规。',
    childList: [
      { idSign: 'v-1', videoTitle: '平台概览', videoLevel: 1, hasVideo: true, durationSeconds: 95, completed: true, furthestSeconds: 95, resourcesType: 1 },
      { idSign: 'v-2', videoTitle: '站点选择', videoLevel: 2, hasVideo: true, durationSeconds: 100, completed: false, furthestSeconds: 40, resourcesType: 1 },
    ],
    trainChapterOnlineWork: [{ idSign: 'w-1', title: '平台规则小测', resourcesType: 4 }],
    trainChapterUserWork: [],
    trainChapterOnlineExamination: [],
    trainChapterUserExamination: [{ idSign: 'x-1', title: '站点选择报告', resourcesType: 3 }],
    trainChapterPracticeTaskList: [],
  },
];

function api(header: unknown = trainingHeader(), plan = '第一阶段：认知\n第二阶段：选品\n第三阶段：实战') {
  return siteApi({
    '/train/getTrainHeaderDetail/t-cross': { code: 200, data: header },
    '/train/getTrainBodyDetail/t-cross': {
      code: 200,
      data: { idSign: 't-cross', trainName: '跨境电商运营实训', introduction: '简介', details: '实训以主流平台的运营流程为主线。', classHour: 64, chapterCount: 3, videoCount: 7, durationSeconds: 180 },
    },
    '/train/getTrainPlan/t-cross': { code: 200, data: { idSign: 't-cross', plan, classHour: 64, startTime: null, endTime: null } },
    '/train/getTeacherList': { code: 200, data: [{ idSign: 'ct1', teacherIdSign: 'u1', name: '王丽华', photo: '', masterFlag: '主讲教师' }] },
    '/enterprise/getEnterpriseInfoList': { code: 200, data: { list: ENTERPRISES, total: 1 } },
  });
}

describe('/trainDetail/{id}', () => {
  it('shows the head and the introduction, the plan in stages, the teachers and the partners', async () => {
    const fetchMock = stubApi(api());
    renderAt('/trainDetail/t-cross');
    expect(await screen.findByRole('heading', { name: '跨境电商运营实训', level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('杭州海鲸跨境电子商务有限公司、宁波港通国际物流有限公司')).toBeInTheDocument();
    expect(screen.getByText('2026-11-13 至 2027-01-07')).toBeInTheDocument();
    expect(screen.getByText('3 章 · 7 节视频')).toBeInTheDocument();
    expect(screen.getByText('免费加入')).toBeInTheDocument();
    expect(screen.queryByTestId('training-my-study')).not.toBeInTheDocument();
    expect(await screen.findByText('实训以主流平台的运营流程为主线。')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: '培训计划' });
    expect(within(plan).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1第一阶段：认知', '2第二阶段：选品', '3第三阶段：实战']);
    expect(await screen.findByText('王丽华')).toBeInTheDocument();
    expect(screen.getByText('主讲教师')).toBeInTheDocument();
    const teacherCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/train/getTeacherList'));
    expect(String(teacherCall?.[0])).toContain('trainId=t-cross');
    const partnerCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/enterprise/getEnterpriseInfoList'));
    expect(String(partnerCall?.[0])).toContain('trainId=t-cross');
  });

  it('shows a trainee’s progress', async () => {
    stubApi(api(trainingHeader({ myStudy: { progress: 35, studyStatus: 1, studySeconds: 600, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } })));
    renderAt('/trainDetail/t-cross');
    const mine = await screen.findByTestId('training-my-study', {}, { timeout: 8000 });
    expect(mine).toHaveTextContent('已参加培训 · 已学 35%');
    expect(within(mine).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  });

  it('an unknown or hidden training says 培训项目不存在', async () => {
    stubApi(siteApi({ '/train/getTrainHeaderDetail/nope': { code: -1000, msg: '培训项目不存在' } }));
    renderAt('/trainDetail/nope');
    expect(await screen.findByText('培训项目不存在', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('an empty plan says it is still to come', async () => {
    stubApi(api(trainingHeader(), ''));
    renderAt('/trainDetail/t-cross');
    expect(await screen.findByText('培训计划待发布', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('the timetable shows each chapter with its videos, the trainee’s progress and the kinds of work', async () => {
    stubApi({
      ...api(trainingHeader({ myStudy: { progress: 35, studyStatus: 1, studySeconds: 600, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } })),
      '/train/getTrainVideoList/t-cross': { code: 200, data: TIMETABLE },
    });
    renderAt('/trainDetail/t-cross');
    const tab = await screen.findByRole('tab', { name: '培训课表' }, { timeout: 8000 });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const chapter = await screen.findByRole('region', { name: '第一章 跨境电商认知' });
    expect(within(chapter).getByText('01:35')).toBeInTheDocument();
    expect(within(chapter).getByText('已学完')).toBeInTheDocument();
    expect(within(chapter).getByText('已看 40%')).toBeInTheDocument();
    expect(within(chapter).getByText('在线作业')).toBeInTheDocument();
    expect(within(chapter).getByText('上传考试')).toBeInTheDocument();
    // The keyboard moves between tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '培训资料' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a visitor is asked to join before the resources', async () => {
    stubApi(api());
    renderAt('/trainDetail/t-cross');
    await userEvent.click(await screen.findByRole('tab', { name: '培训资料' }, { timeout: 8000 }));
    expect(screen.getByText('参加培训后即可下载培训资料')).toBeInTheDocument();
  });

  it('a trainee lists and downloads the resources (by a short-lived address in a hidden frame)', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      '/file/download': { code: 200, data: { url: '/api/v1/file/server/fetch?ticket=t-res', expiresAt: '2026-11-28T10:01:00+08:00' } },
      ...api(trainingHeader({ myStudy: { progress: 0, studyStatus: 1, studySeconds: 0, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } })),
      '/train/getTrainResources/t-cross': {
        code: 200,
        data: [{ idx: 1, resourcesName: '选品分析模板', resourcesUrl: 'f-1', url: '/api/v1/file/server/download?fileUrl=f-1&fileName=a.pdf', fileName: '选品分析模板.pdf', dataSize: 1536, dataType: 'pdf' }],
      },
    });
    renderAt('/trainDetail/t-cross');
    await screen.findByTestId('training-my-study', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '培训资料' }));
    const link = await screen.findByRole('link', { name: '下载 选品分析模板' });
    expect(link).toHaveAttribute('href', '/api/v1/file/server/download?fileUrl=f-1&fileName=a.pdf');
    expect(screen.getByText('PDF · 1.5 KB')).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(document.body.querySelector('iframe[src="/api/v1/file/server/fetch?ticket=t-res"]')).not.toBeNull());
    expect(calls.filter((c) => c.path === '/file/download').map((c) => [c.method, c.query])).toEqual([['POST', { fileUrl: 'f-1' }]]);
    document.body.querySelector('iframe')?.remove();
  });

  it('a signed-in user joins a free training; a code training says how it is joined', async () => {
    setLoginCookie('1');
    let joined = false;
    const { calls } = stubAccountsApi({
      ...api(),
      '/train/getTrainHeaderDetail/t-cross': () => ({
        code: 200,
        data: trainingHeader(joined ? { myStudy: { progress: 0, studyStatus: 1, studySeconds: 0, joinTime: '2026-11-26T10:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null }, studentCount: 14 } : {}),
      }),
      '/train/joinTrain': () => {
        joined = true;
        return { code: 200, msg: '参加成功', data: { progress: 0, studyStatus: 1, studySeconds: 0, joinTime: '2026-11-26T10:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } };
      },
    });
    renderAt('/trainDetail/t-cross');
    await userEvent.click(await screen.findByRole('button', { name: '参加培训' }, { timeout: 8000 }));
    expect(await screen.findByTestId('training-my-study')).toHaveTextContent('已参加培训 · 已学 0%');
    expect(calls.find((c) => c.path === '/train/joinTrain')?.body).toEqual({ trainId: 't-cross' });
    vi.unstubAllGlobals();
    stubAccountsApi(api(trainingHeader({ joinRule: 'code', joinRuleName: '激活码加入' })));
    renderAt('/trainDetail/t-cross');
    expect((await screen.findAllByText('凭激活码参加', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
  });

  it('a visitor is asked to join before the works and the exams', async () => {
    stubApi(api());
    renderAt('/trainDetail/t-cross');
    await userEvent.click(await screen.findByRole('tab', { name: '培训作业' }, { timeout: 8000 }));
    expect(screen.getByText('参加培训后即可查看和提交培训作业')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '培训考试' }));
    expect(screen.getByText('参加培训后即可参加培训考试')).toBeInTheDocument();
  });

  it('a trainee sees the training’s exams with the §4 display and the paper’s links', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      ...api(trainingHeader({ myStudy: { progress: 0, studyStatus: 1, studySeconds: 0, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } })),
      '/train/getExamineList/t-cross': {
        code: 200,
        data: [
          examItem({ idSign: 'x-1', examinationName: '跨境电商认知测验' }),
          examItem({ idSign: 'x-2', examinationName: '店铺运营实战考核', type: 3, answerMode: 2, commitStatus: 1, submitStatus: 1, recordId: 'r-2', canStart: false }),
        ],
      },
    });
    renderAt('/trainDetail/t-cross');
    await screen.findByTestId('training-my-study', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '培训考试' }));
    const list = await screen.findByRole('region', { name: '培训考试' }, { timeout: 8000 });
    expect(within(list).getByRole('link', { name: '开始作答' })).toHaveAttribute('href', '/testPaper/x-1');
    expect(within(list).getByText('(已提交)')).toBeInTheDocument();
    expect(within(list).getByText('(批改中)')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /重新上传/ })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/train/getExamineList/t-cross')).toBe(true);
  });

  it('a trainee sees a gated practical task locked with its reason and starts an open one', async () => {
    setLoginCookie('1');
    const task = (taskId: number, extra: Record<string, unknown> = {}) => ({
      taskId,
      idSign: `p-${taskId}`,
      title: `任务标题${taskId}`,
      description: '',
      passLine: 60,
      fullScore: 100,
      chapterIdSign: 'ch-3',
      chapterName: '店铺运营实战',
      upperCaseChapterLevel: '三',
      requires: [],
      status: 0,
      statusName: '未开始',
      userScore: null,
      passed: false,
      isDis: false,
      disReason: '',
      recordId: null,
      fileName: null,
      submittedAt: null,
      comment: '',
      ...extra,
    });
    const { calls } = stubAccountsApi({
      ...api(trainingHeader({ myStudy: { progress: 0, studyStatus: 1, studySeconds: 0, joinTime: '2026-11-13T00:00:00+08:00', lastStudyTime: null, lastVideoIdSign: null } })),
      '/train/getPracticeTaskList/t-cross': {
        code: 200,
        data: [
          task(44, { status: 3, statusName: '已评分', userScore: 72, passed: true, recordId: 'r-44', fileName: 'listing.pdf' }),
          task(47, { requires: [44, 46], isDis: true, disReason: '请先通过前置任务：46 站内广告投放实操' }),
          task(48),
        ],
      },
      '/train/startPracticeTask': { code: 200, msg: '任务已开始', data: task(48, { status: 1, statusName: '进行中' }) },
    });
    renderAt('/trainDetail/t-cross');
    await screen.findByTestId('training-my-study', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '实训任务' }));
    const chapter = await screen.findByRole('region', { name: '第三章 店铺运营实战' });
    const rows = within(chapter).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('72 分 (已通过)');
    expect(within(rows[0]).getByRole('link', { name: '我的成果：listing.pdf' })).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    expect(rows[1]).toHaveTextContent('请先通过前置任务：46 站内广告投放实操');
    expect(rows[1]).toHaveTextContent('前置任务：任务44、任务46');
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[2]).getByRole('button', { name: '开始任务' }));
    expect(await screen.findByText('任务已开始')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/train/startPracticeTask')?.body).toEqual({ taskIdSign: 'p-48' });
  });
});

