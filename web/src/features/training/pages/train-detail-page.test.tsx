import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { siteApi } from '@/testing/site-fixtures';
import { ENTERPRISES, trainingHeader } from '@/testing/training-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

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
    stubApi(api(trainingHeader({ myStudy: { progress: 35, studyStatus: 1, studySeconds: 600, joinTime: '2026-11-13T00:00:00+08:00' } })));
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
});
