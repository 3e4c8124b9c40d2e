import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { CATALOGUE, courseApi, courseDetail, FILES, question, STANDARD } from '@/testing/courses-fixtures';
import { CourseDetailPage } from './course-detail-page';

// jsdom has no canvas: the pie is tested with a stand-in chart in standard-pie.test.tsx.
vi.mock('../lib/load-echarts', () => ({
  loadPieCharts: async () => ({ init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }) }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const VISITOR = { signedIn: false, id: '' };
const STUDENT = { signedIn: true, id: 'u-zhang' };
const ENROLMENT = { joined: true, studyStatus: 1 as const, progress: 33, studiedSeconds: 120, lastVideoIdSign: 'v2', lastStudiedAt: null };

function open(viewer = VISITOR, onRequireLogin = vi.fn()) {
  const result = renderAt('/courseDetail/c-acc-1', [
    {
      path: '/courseDetail/:id',
      element: (
        <CourseDetailPage viewer={viewer} onRequireLogin={onRequireLogin} renderAssessments={(sign) => <p>{`作业与考试 of ${sign}`}</p>} />
      ),
    },
    { path: '*', element: <Where /> },
  ]);
  return { ...result, onRequireLogin };
}

const bodiesOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname.endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? '{}')) as Record<string, unknown>);

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('course page head', () => {
  it('shows the course, its teachers (lead first, 主讲教师) and the intro tab with the fallback pie; a visitor joining gets the login', async () => {
    stubApi(courseApi());
    const { onRequireLogin } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '会计基础' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('免费')).toBeInTheDocument();
    const facts = screen.getByText('学分').closest('dl') as HTMLElement;
    expect(within(facts).getByText('2')).toBeInTheDocument();
    expect(within(facts).getByText('32')).toBeInTheDocument();
    expect(within(facts).getByText('128')).toBeInTheDocument();
    const teachers = screen.getByRole('list', { name: '教师' });
    expect(within(teachers).getAllByRole('listitem')[0]).toHaveTextContent('王丽华主讲教师');
    expect(screen.getByRole('tab', { name: '课程介绍', selected: true })).toBeInTheDocument();
    expect(screen.getByText('本课程讲解会计要素、会计科目与账户、复式记账。')).toBeInTheDocument();
    const pie = await screen.findByRole('figure', { name: '考核标准' });
    expect(within(pie).getByText('单元测试 1')).toBeInTheDocument();
    expect(within(pie).getByText('登录打卡 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '加入学习' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    expect(onRequireLogin).toHaveBeenCalledTimes(2);
  });

  it('draws the standard parts when the course has one', async () => {
    stubApi(courseApi({ '/course/standardList': { code: 200, data: { list: [STANDARD], total: 1 } } }));
    open();
    const pie = await screen.findByRole('figure', { name: '考核标准' }, { timeout: 5000 });
    expect(within(pie).getByText('单元测试 20')).toBeInTheDocument();
    expect(within(pie).getByText('期末考试 30')).toBeInTheDocument();
    expect(within(pie).getByText('观看视频 40')).toBeInTheDocument();
    expect(within(pie).getByText('登录打卡 10')).toBeInTheDocument();
  });

  it('a signed-in user joins a free course and the page shows 继续学习', async () => {
    let joined = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
      if (path === '/course/joinStudy') joined = true;
      const table: Record<string, unknown> = {
        ...Object.fromEntries(Object.entries(courseApi()).map(([key, value]) => [key, value.data])),
        '/course/getCourseById': courseDetail({ myStudy: joined ? ENROLMENT : null }),
        '/course/joinStudy': ENROLMENT,
      };
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data: table[path] ?? null }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    open(STUDENT);
    await userEvent.click(await screen.findByRole('button', { name: '加入学习' }, { timeout: 5000 }));
    // The loading spinner leaves with an animation jsdom never ends: match the label inside the name.
    expect(await screen.findByRole('button', { name: /继续学习/ })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/course/joinStudy')).toEqual([{ sign: 'c-acc-1' }]);
    expect(screen.getByText('已学 33%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /继续学习/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/college/course-video/c-acc-1?video=v2');
  });

  it('a priced course offers 使用激活码 and shows ¥199.00; collect sends the sign', async () => {
    const fetchMock = stubApi(
      courseApi({
        '/course/getCourseById': { code: 200, data: courseDetail({}, { coursePrice: 19900, free: false }) },
        '/course/collect': { code: 200, msg: '收藏成功', data: null },
      }),
    );
    open(STUDENT);
    expect(await screen.findByText('¥199.00', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '使用激活码' }));
    expect(await screen.findByRole('dialog', { name: '使用激活码' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /收藏/, hidden: true }));
    expect(bodiesOf(fetchMock, '/course/collect')).toEqual([{ sign: 'c-acc-1' }]);
  });

  it('a priced course offers 立即购买, which opens 确认订单 for it (docs/commerce.md)', async () => {
    stubApi(courseApi({ '/course/getCourseById': { code: 200, data: courseDetail({}, { coursePrice: 19900, free: false }) } }));
    open(STUDENT);
    await userEvent.click(await screen.findByRole('button', { name: /立即购买/ }, { timeout: 5000 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/confirm-order?courseId=c-acc-1');
  });

  it('an unknown course says 课程不存在', async () => {
    stubApi(courseApi({ '/course/getCourseById': { code: -1000, msg: '课程不存在' } }));
    open();
    expect(await screen.findByText('课程不存在', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('course page tabs', () => {
  it('课程目录 numbers chapters 第一章… and videos from 1 with duration and completed marks; enrolled users open the video', async () => {
    stubApi(courseApi({ '/course/getCourseById': { code: 200, data: courseDetail({ myStudy: ENROLMENT }) } }));
    open(STUDENT);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程目录');
    expect(await screen.findByText('第一章')).toBeInTheDocument();
    expect(screen.getByText('第二章')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: '1. 什么是会计' });
    expect(first).toHaveTextContent('01:35');
    expect(first).toHaveTextContent('已完成');
    expect(screen.getByRole('button', { name: '1. 借贷记账法' })).toHaveTextContent('1:02:05');
    await userEvent.click(screen.getByRole('button', { name: '2. 会计要素' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/college/course-video/c-acc-1?video=v2');
  });

  it('课程目录 does not open videos for a visitor', async () => {
    stubApi(courseApi());
    open();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程目录');
    await userEvent.click(await screen.findByRole('button', { name: '2. 会计要素' }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('课程目录 leaves a chapter\'s homework and exams to the app\'s renderer (with the enrolment), and lists them plainly without one', async () => {
    const withTasks = CATALOGUE.map((chapter, index) =>
      index === 0
        ? { ...chapter, children: [...chapter.children, { kind: 'exam' as const, idSign: 'x1', title: '第一单元测试', resourcesType: 5 }] }
        : chapter,
    );
    stubApi(courseApi({ '/course/getCourseById': { code: 200, data: courseDetail({ myStudy: ENROLMENT }) }, '/course/catalogue': { code: 200, data: withTasks } }));
    const renderTask = vi.fn((task: { idSign: string; title: string }, enrolled: boolean) => <a href={`/testPaper/${task.idSign}`}>{`${task.title} ${enrolled}`}</a>);
    renderAt('/courseDetail/c-acc-1', [
      {
        path: '/courseDetail/:id',
        element: <CourseDetailPage viewer={STUDENT} onRequireLogin={vi.fn()} renderAssessments={() => null} renderCatalogueTask={(sign) => (task, enrolled) => renderTask({ ...task, idSign: `${sign}/${task.idSign}` }, enrolled)} />,
      },
    ]);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程目录');
    expect(await screen.findByRole('link', { name: '第一单元测试 true' })).toHaveAttribute('href', '/testPaper/c-acc-1/x1');
  });

  it('课程目录 without a task renderer shows a chapter\'s exam as plain text', async () => {
    const withTasks = CATALOGUE.map((chapter, index) =>
      index === 0 ? { ...chapter, children: [...chapter.children, { kind: 'exam' as const, idSign: 'x1', title: '第一单元测试', resourcesType: 5 }] } : chapter,
    );
    stubApi(courseApi({ '/course/catalogue': { code: 200, data: withTasks } }));
    open();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程目录');
    expect(await screen.findByText('[考试] 第一单元测试')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /第一单元测试/ })).toBeNull();
  });

  it('课程资料 asks visitors to join first', async () => {
    stubApi(courseApi());
    open();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程资料');
    expect(await screen.findByText('请先加入学习')).toBeInTheDocument();
  });

  it('课程资料 lists the files with index, size and download link; a click downloads by a short-lived address', async () => {
    const fetchMock = stubApi(
      courseApi({
        '/course/getCourseById': { code: 200, data: courseDetail({ myStudy: ENROLMENT }) },
        '/course/chapterDownloadList': { code: 200, data: FILES },
        '/file/download': { code: 200, data: { url: '/api/v1/file/server/fetch?ticket=t-acc', expiresAt: '2026-11-28T10:01:00+08:00' } },
      }),
    );
    open(STUDENT);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('课程资料');
    const chapter = await screen.findByRole('region', { name: '会计概述' });
    expect(within(chapter).getByText('1')).toBeInTheDocument();
    expect(within(chapter).getByText('会计科目表')).toBeInTheDocument();
    expect(within(chapter).getByText('1.5 KB')).toBeInTheDocument();
    const link = within(chapter).getByRole('link', { name: /下载 会计科目表/ });
    expect(link).toHaveAttribute('href', FILES[0].files[0].downloadUrl);
    // docs/uploads.md "File download": POST /file/download?fileUrl=<sign>, then a hidden frame of the answered address.
    await userEvent.click(link);
    await waitFor(() => expect(document.body.querySelector('iframe[src="/api/v1/file/server/fetch?ticket=t-acc"]')).not.toBeNull());
    const post = fetchMock.mock.calls.find(([input]) => String(input).includes('/file/download')) as [string, RequestInit];
    expect(post[0]).toBe('/api/v1/file/download?fileUrl=f1');
    expect(post[1].method).toBe('POST');
    document.body.querySelector('iframe')?.remove();
  });

  it('作业与考试 shows the lists the app composes in (features/exams), for this course', async () => {
    stubApi(courseApi());
    open(STUDENT);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('作业与考试');
    expect(await screen.findByText('作业与考试 of c-acc-1')).toBeInTheDocument();
  });

  it('问答 lists questions 3 at a time, sorts by 最热, and shows answers', async () => {
    const fetchMock = stubApi(
      courseApi({
        '/course/questionList': { code: 200, data: { list: [question()], total: 1 } },
        '/course/answerList': {
          code: 200,
          data: { list: [{ idSign: 'a1', answersContent: '看账户性质。', userName: '王丽华', userPhoto: '', isTeacher: true, createdAt: '2026-11-20T11:00:00+08:00' }], total: 1 },
        },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('问答');
    expect(await screen.findByText('借方和贷方怎么区分？')).toBeInTheDocument();
    expect(screen.getByText('加入学习后即可提问和回答')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/course/questionList')[0]).toEqual({ courseIdSign: 'c-acc-1', page: 1, size: 3, sortType: 0 });
    await userEvent.click(screen.getByText('最热'));
    await vi.waitFor(() => expect(bodiesOf(fetchMock, '/course/questionList').at(-1)).toMatchObject({ sortType: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: /1 个回答/ }));
    expect(await screen.findByText('看账户性质。')).toBeInTheDocument();
    expect(screen.getByText('教师')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/course/answerList')[0]).toEqual({ questionsIdSign: 'q1', page: 1, size: 3 });
  });

  it('问答 lets enrolled users ask, with the contract messages', async () => {
    const fetchMock = stubApi(
      courseApi({
        '/course/getCourseById': { code: 200, data: courseDetail({ myStudy: ENROLMENT }) },
        '/course/addQuestion': { code: -2, msg: '问题内容不能超过500字', data: { field: 'questionsContent' } },
      }),
    );
    open(STUDENT);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await tab('问答');
    const box = await screen.findByRole('textbox', { name: '请输入你的问题（500字以内）' });
    await userEvent.click(screen.getByRole('button', { name: '发布问题' }));
    expect(await screen.findByText('请输入问题内容')).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.paste('资产等于什么？');
    await userEvent.click(screen.getByRole('button', { name: '发布问题' }));
    expect(await screen.findByText('问题内容不能超过500字')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/course/addQuestion')).toEqual([{ courseIdSign: 'c-acc-1', questionsContent: '资产等于什么？' }]);
  }, 40_000);
});
