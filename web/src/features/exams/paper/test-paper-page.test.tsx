import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt } from '@/testing/render';
import type { Paper } from '@/api/exams';
import { bodiesOf, paperFixture } from './test-fixtures';
import { TestPaperPage } from './test-paper-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetThrottle();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

type Envelope = { code: number; msg?: string; data?: unknown };
type Handler = (body: Record<string, unknown>) => Envelope;

/** fetch answering the paper start and every save; `onSave` decides each save's answer (default: accepted). */
function stubPaperApi(paper: Paper | Envelope, onSave?: Handler) {
  let remaining = 'testPaperData' in paper ? paper.second : 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    let answer: Envelope;
    if (path === '/qb/getExaminationPaper') answer = 'testPaperData' in paper ? { code: 200, data: paper } : paper;
    else if (path === '/qb/saveExaminationPaper') {
      remaining = Math.max(0, remaining - 1);
      answer = onSave?.(body) ?? {
        code: 200,
        data: { saveSeq: body.saveSeq, savedAt: '2026-11-22T10:00:00+08:00', submitStatus: body.submit ? 1 : 0, remainingSeconds: remaining },
      };
    } else answer = { code: 404, msg: '请求的资源不存在' };
    return new Response(JSON.stringify({ msg: '操作成功', data: null, extend: null, ...answer }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** antd's breakpoints read matchMedia: a 1440 px wide screen (the answer sheet beside the paper). */
function desktop(width = 1440): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() };
    }),
  );
}

const SUBMIT = /^交\s?卷$/;

function open(path = '/testPaper/e-1', width = 1440) {
  desktop(width);
  return renderAt(path, [
    { path: '/testPaper/:id', element: <TestPaperPage /> },
    { path: '*', element: <Where /> },
  ]);
}

const saves = (fetchMock: ReturnType<typeof vi.fn>) => bodiesOf(fetchMock, '/qb/saveExaminationPaper');
const answerOf = (body: Record<string, unknown>, id: string) =>
  (body.subjectAnswerReqList as { unitestingBankId: string; answer: string | null }[]).find((a) => a.unitestingBankId === id)?.answer;

describe('test paper', () => {
  it('shows the five types with the saved answers restored, the countdown and an answer sheet with answered marks', async () => {
    // The clock stands still (timers run): the countdown shows the paper's own seconds however long the render takes.
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubPaperApi(paperFixture({ second: 3725 }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '第一单元测试' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/qb/getExaminationPaper')[0]).toEqual({ examinationId: 'e-1' });
    for (const name of ['单选题', '多选题', '判断题', '填空题', '简答题']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B. print' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A. list' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '正确' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /列表长度用/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /简述列表与元组的区别/ })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '剩余时间' })).toHaveTextContent('01:02:05');
    const sheet = screen.getByRole('navigation', { name: '答题卡' });
    expect(within(sheet).getByRole('button', { name: '第 2 题 已答' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '第 1 题 未答' })).toBeInTheDocument();
    expect(within(sheet).getByText(/已答 1 \/ 5/)).toBeInTheDocument();
  });

  it('autosaves 1 s after a change with every answer encoded, a larger saveSeq and the countdown in ms, then re-syncs the clock', async () => {
    const fetchMock = stubPaperApi(paperFixture(), () => ({
      code: 200,
      data: { saveSeq: 5, savedAt: '2026-11-22T10:00:00+08:00', submitStatus: 0, remainingSeconds: 95 },
    }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'B. print' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. dict' }));
    await user.click(screen.getByRole('radio', { name: '错误' }));
    await user.type(screen.getByRole('textbox', { name: /列表长度用/ }), 'len');
    // Debounced: one save a second after the last change carries everything (earlier ones only if typing was slow).
    await waitFor(() => expect(answerOf(saves(fetchMock).at(-1) ?? { subjectAnswerReqList: [] }, 'q4')).toBe('len'), { timeout: 3000 });
    const all = saves(fetchMock);
    expect(all.map((b) => b.saveSeq)).toEqual(all.map((_, i) => 5 + i));
    const body = all.at(-1) as Record<string, unknown>;
    expect(body).toMatchObject({ unitestingUserRecordId: 'r-1', leaveCount: 1 });
    expect(body.submit).toBeUndefined();
    expect(answerOf(body, 'q1')).toBe('B');
    expect(answerOf(body, 'q2')).toBe('A,C');
    expect(answerOf(body, 'q3')).toBe('0');
    expect(answerOf(body, 'q4')).toBe('len');
    expect(answerOf(body, 'q5')).toBeNull();
    // The first save counts down from the paper's 600 s; later ones from the server's 95 s.
    expect(all[0].countDown).toBeGreaterThan(590_000);
    expect(all[0].countDown).toBeLessThanOrEqual(600_000);
    for (const later of all.slice(1)) expect(later.countDown).toBeLessThanOrEqual(95_000);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/00:01:3[45]/));
    expect(screen.getByText(/已自动保存/)).toBeInTheDocument();
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('saves at once when the page is hidden (counting it) and then every reportTime seconds with an increasing saveSeq', async () => {
    const fetchMock = stubPaperApi(paperFixture({ reportTime: 1, saveSeq: 9 }));
    open();
    await screen.findByRole('heading', { level: 1 });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(saves(fetchMock).length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    const sequence = saves(fetchMock).map((body) => body.saveSeq as number);
    expect(sequence[0]).toBe(10);
    expect(sequence[1]).toBe(11);
    expect(saves(fetchMock)[0].leaveCount).toBe(2);
    expect(saves(fetchMock)[1].leaveCount).toBe(2);
  });

  it('a hidden page saves without waiting for the debounce', async () => {
    const fetchMock = stubPaperApi(paperFixture());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'A. input' }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Sent before the 1 s debounce could have fired.
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1), { timeout: 500 });
    expect(saves(fetchMock)[0]).toMatchObject({ leaveCount: 2 });
    expect(answerOf(saves(fetchMock)[0], 'q1')).toBe('A');
  });

  it('a window blur counts a leave and saves; the hidden page that follows is the same leave', async () => {
    const fetchMock = stubPaperApi(paperFixture());
    open();
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      window.dispatchEvent(new FocusEvent('blur'));
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1), { timeout: 500 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves(fetchMock)).toHaveLength(1);
    expect(saves(fetchMock)[0]).toMatchObject({ leaveCount: 2 });
  });

  it('submits after a confirmation naming the unanswered questions, then goes to the result', async () => {
    const fetchMock = stubPaperApi(paperFixture());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'B. print' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('还有 3 题未作答，确定交卷吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续作答' }));
    expect(saves(fetchMock).filter((body) => body.submit)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    expect(within(again).getByText('还有 3 题未作答，确定交卷吗？')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: '确定交卷' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/look-answer?recordId=r-1');
    const submitted = saves(fetchMock).filter((body) => body.submit === true);
    expect(submitted).toHaveLength(1);
    expect(answerOf(submitted[0], 'q1')).toBe('B');
  });

  it('a submit the server did not take (a later save of the page before a reload came first) is sent again above it', async () => {
    let first = true;
    const fetchMock = stubPaperApi(paperFixture(), (body) => {
      if (body.submit && first) {
        first = false;
        // The attempt holds saveSeq 9 from the old page's last save, which arrived after this page read the paper.
        return { code: 200, data: { saveSeq: 9, savedAt: '2026-11-22T10:00:00+08:00', submitStatus: 0, remainingSeconds: 500, applied: false } };
      }
      return { code: 200, data: { saveSeq: body.saveSeq, savedAt: '2026-11-22T10:00:01+08:00', submitStatus: body.submit ? 1 : 0, remainingSeconds: 499, applied: true } };
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'B. print' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定交卷' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/look-answer?recordId=r-1');
    const submitted = saves(fetchMock).filter((body) => body.submit === true);
    expect(submitted.map((body) => body.saveSeq)).toEqual([submitted[0].saveSeq, 10]);
    expect(answerOf(submitted[1], 'q1')).toBe('B');
  });

  it('submits by itself when the time is up and goes to the result', async () => {
    const fetchMock = stubPaperApi(paperFixture({ second: 1 }));
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByTestId('where', undefined, { timeout: 4000 })).toHaveTextContent('/look-answer?recordId=r-1');
    const last = saves(fetchMock).at(-1) as Record<string, unknown>;
    expect(last.submit).toBe(true);
    expect(last.countDown).toBe(0);
  });

  it('a save after the deadline (-1000) ends the paper with the server message', async () => {
    stubPaperApi(paperFixture(), () => ({ code: -1000, msg: '考试时间已到，答案已自动提交' }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'A. input' }));
    expect(await screen.findByTestId('where', undefined, { timeout: 4000 })).toHaveTextContent('/look-answer?recordId=r-1');
    expect(await screen.findByText('考试时间已到，答案已自动提交')).toBeInTheDocument();
  });

  it('a failed save says so and keeps the answers for the next one', async () => {
    let fail = true;
    const fetchMock = stubPaperApi(paperFixture(), (body) =>
      fail ? { code: -9999, msg: '系统繁忙' } : { code: 200, data: { saveSeq: body.saveSeq, savedAt: '2026-11-22T10:00:00+08:00', submitStatus: 0, remainingSeconds: 500 } },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'A. input' }));
    expect(await screen.findByText('自动保存失败，稍后将重试', undefined, { timeout: 3000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('radio', { name: 'B. print' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(2), { timeout: 3000 });
    expect(saves(fetchMock)[1].saveSeq).toBe(6);
    expect(await screen.findByText(/已自动保存/)).toBeInTheDocument();
  });

  it('a refused start shows the reason', async () => {
    stubPaperApi({ code: -1000, msg: '考试尚未开始' });
    open();
    expect(await screen.findByText('考试尚未开始')).toBeInTheDocument();
  });

  it('a paper already submitted opens its result with the server message', async () => {
    stubPaperApi({ code: -1000, msg: '试卷已提交', data: { recordId: 'r-done' } });
    open();
    expect(await screen.findByTestId('where')).toHaveTextContent('/look-answer?recordId=r-done');
    expect(await screen.findByText('试卷已提交')).toBeInTheDocument();
  });

  it('restart asks for a new attempt once and drops ?restart from the address', async () => {
    const fetchMock = stubPaperApi(paperFixture());
    const { router } = open('/testPaper/e-1?restart=1');
    await screen.findByRole('heading', { level: 1 });
    expect(bodiesOf(fetchMock, '/qb/getExaminationPaper')[0]).toEqual({ examinationId: 'e-1', restart: true });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('on a phone the answer sheet is a drawer', async () => {
    stubPaperApi(paperFixture());
    const user = userEvent.setup();
    open('/testPaper/e-1', 375);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '答题卡' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /答题卡/ }));
    const sheet = await screen.findByRole('navigation', { name: '答题卡' });
    await user.click(within(sheet).getByRole('button', { name: '第 5 题 未答' }));
    expect(screen.getByRole('textbox', { name: /简述列表与元组的区别/ })).toHaveFocus();
  });

  it('the answer sheet jumps to a question and its options take the keyboard', async () => {
    stubPaperApi(paperFixture());
    const user = userEvent.setup();
    open();
    const sheet = await screen.findByRole('navigation', { name: '答题卡' });
    await user.click(within(sheet).getByRole('button', { name: '第 4 题 未答' }));
    expect(screen.getByRole('textbox', { name: /列表长度用/ })).toHaveFocus();
    await user.click(within(sheet).getByRole('button', { name: '第 1 题 未答' }));
    expect(screen.getByRole('radio', { name: 'A. input' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'B. print' })).toBeChecked());
  });
});
