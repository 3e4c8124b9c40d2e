import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { MessageItem } from '@/api/messages';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 5_000 };
/** The page flows render the whole app: on a loaded machine they need more than the default 15 s. */
const FLOW_MS = 40_000;

function message(i: number, msgType: 1 | 2 | 3, isRead: 0 | 1 = 0): MessageItem {
  return {
    idSign: `m${msgType}-${i}`,
    msgType,
    title: `${msgType === 2 ? '课程' : msgType === 3 ? '学校' : '系统'}消息${i}`,
    content: `第${i}条的内容`,
    createTime: '2026-11-20T10:30:00+08:00',
    isRead,
    authorName: '王丽华',
    courseIdSign: msgType === 2 ? 'c1' : '',
    courseName: msgType === 2 ? '跨境电商实务' : '',
  };
}

/** A small message server: 7 course messages, 1 school bulletin, no system notice; read marks kept. */
function stubMessages(options: { empty?: boolean } = {}) {
  const store: Record<number, MessageItem[]> = {
    2: options.empty ? [] : Array.from({ length: 7 }, (_, i) => message(7 - i, 2)),
    3: options.empty ? [] : [message(1, 3)],
    1: [],
  };
  const counts = () => {
    const n = (t: number) => store[t].filter((m) => m.isRead === 0).length;
    return { courseMsgUnreadNum: n(2), schoolMsgUnreadNum: n(3), systemMsgUnreadNum: n(1) };
  };
  const page = (t: number, call: Call) => {
    const p = Number(call.body?.page ?? 1);
    const size = Number(call.body?.size ?? 5);
    return { code: 200, data: { list: store[t].slice((p - 1) * size, p * size), total: store[t].length } };
  };
  return stubAccountsApi({
    '/messageInfo/getMessageUnreadNum': () => ({ code: 200, data: counts() }),
    '/messageInfo/getAllCourseMsgList': (call) => page(2, call),
    '/messageInfo/getAllSystemMsgList': (call) => page(Number(call.body?.msgType), call),
    '/messageInfo/readMessage': (call) => {
      for (const list of Object.values(store)) for (const m of list) if (m.idSign === call.body?.idSign) m.isRead = 1;
      return { code: 200, data: counts() };
    },
    '/messageInfo/readAllMessage': (call) => {
      for (const m of store[Number(call.body?.msgType)]) m.isRead = 1;
      return { code: 200, data: counts() };
    },
  });
}

describe('message centre /home/message (spec 01 §2.1, spec 02 §2)', () => {
  it('says 请登录 and goes to / without a login', async () => {
    stubMessages();
    const { router } = renderAt('/home/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(await screen.findByText('请登录', {}, SLOW)).toBeInTheDocument();
  }, FLOW_MS);

  it('shows the tabs with their unread counts and the course messages in pages of 5', async () => {
    setLoginCookie('1');
    const { calls } = stubMessages();
    renderAt('/home/message');
    expect(await screen.findByRole('heading', { name: '消息中心' }, SLOW)).toBeInTheDocument();
    const courseTab = await screen.findByRole('tab', { name: /课程消息\s*7/ }, SLOW);
    expect(courseTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /学校消息\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '系统消息' })).toBeInTheDocument();
    expect(await screen.findByText('课程消息7', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('课程消息3')).toBeInTheDocument();
    expect(screen.queryByText('课程消息2')).not.toBeInTheDocument();
    expect(screen.getAllByText('课程：跨境电商实务')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(5);
    expect(calls.find((call) => call.path === '/messageInfo/getAllCourseMsgList')?.body).toEqual({ page: 1, size: 5 });

    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('课程消息2', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('课程消息1')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/messageInfo/getAllCourseMsgList' && call.body?.page === 2)).toBe(true);
  }, FLOW_MS);

  it('opens a message, marks it read, and the counts and the envelope go down', async () => {
    setLoginCookie('1');
    const { calls } = stubMessages();
    renderAt('/home/message');
    expect(await screen.findByRole('link', { name: '消息中心，8 条未读' }, SLOW)).toBeInTheDocument();
    await userEvent.click(await screen.findByText('课程消息7', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('第7条的内容')).toBeInTheDocument();
    expect(within(dialog).getByText(/课程：跨境电商实务 · 发布人：王丽华 · 2026-11-20 10:30/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/messageInfo/readMessage' && call.body?.idSign === 'm2-7')).toBe(true), SLOW);
    expect(await screen.findByRole('link', { name: '消息中心，7 条未读' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /课程消息\s*6/ }, SLOW)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: '已读' })).toHaveLength(1));
  }, FLOW_MS);

  it('marks a whole tab read only after the confirmation', async () => {
    setLoginCookie('1');
    const { calls } = stubMessages();
    renderAt('/home/message');
    await screen.findByText('课程消息7', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('确定将全部课程消息标为已读吗？', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    expect(calls.some((call) => call.path === '/messageInfo/readAllMessage')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await userEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }, SLOW));
    await waitFor(() => expect(calls.find((call) => call.path === '/messageInfo/readAllMessage')?.body).toEqual({ msgType: 2 }));
    expect(await screen.findByText('已全部标为已读', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '课程消息' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '消息中心，1 条未读' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0));
  }, FLOW_MS);

  it('shows the school bulletins and an empty system tab', async () => {
    setLoginCookie('1');
    const { calls } = stubMessages();
    const { router } = renderAt('/home/message');
    await userEvent.click(await screen.findByRole('tab', { name: /学校消息/ }, SLOW));
    expect(await screen.findByText('学校消息1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('发布人：王丽华')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=school');
    expect(calls.find((call) => call.path === '/messageInfo/getAllSystemMsgList')?.body).toEqual({ page: 1, size: 5, msgType: 3 });
    await userEvent.click(screen.getByRole('tab', { name: '系统消息' }));
    expect(await screen.findByText('暂无系统消息', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  }, FLOW_MS);

  it('shows the empty state of the course tab', async () => {
    setLoginCookie('1');
    stubMessages({ empty: true });
    renderAt('/home/message');
    expect(await screen.findByText('暂无课程消息', {}, SLOW)).toBeInTheDocument();
  }, FLOW_MS);
});
