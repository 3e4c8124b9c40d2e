import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSignOf, HIDDEN_FRAME_MS, loadInHiddenFrame } from '@/api/downloads';
import * as browser from '@/lib/browser';
import * as toast from '@/lib/toast';
import { DataFileLink } from './data-file-link';

vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/browser')>()),
  currentPathAndQuery: () => ({ pathname: '/course-management/course-material', search: '?course=c1' }),
  redirectTo: vi.fn(),
}));

// The toast itself is antd's (tested with it elsewhere): here, what is told.
vi.mock('@/lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const HREF = '/api/v1/file/server/download?fileUrl=f1&fileName=%E8%AE%B2%E4%B9%89.pdf';
const TICKET_URL = '/api/v1/file/server/fetch?ticket=q9Xk2mT0';

type Answer = { code: number; msg?: string; data?: unknown };

function stubFetch(answer: Answer | (() => Promise<Answer>)) {
  const fetchMock = vi.fn(async () => {
    const body = typeof answer === 'function' ? await answer() : answer;
    return new Response(JSON.stringify({ msg: '操作成功', data: null, extend: null, ...body }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const frames = () => Array.from(document.body.querySelectorAll('iframe'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const frame of frames()) frame.remove();
});

describe('DataFileLink', () => {
  it('keeps the address on the link; a click POSTs /file/download with the sign and loads the answer in a hidden frame', async () => {
    const fetchMock = stubFetch({ code: 200, data: { url: TICKET_URL, expiresAt: '2026-11-28T10:01:00+08:00' } });
    render(<DataFileLink href={HREF} fileName="讲义.pdf">下载</DataFileLink>);
    const link = screen.getByRole('link', { name: '下载' });
    expect(link).toHaveAttribute('href', HREF);
    fireEvent.click(link);
    await waitFor(() => expect(frames()).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/file/download?fileUrl=f1');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const frame = frames()[0];
    expect(frame.getAttribute('src')).toBe(TICKET_URL);
    expect(frame.style.display).toBe('none');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.parentElement).toBe(document.body);
  });

  it('takes the sign the page gives over the address', async () => {
    const fetchMock = stubFetch({ code: 200, data: { url: TICKET_URL, expiresAt: '' } });
    render(<DataFileLink href={HREF} fileSign="sign-9">下载</DataFileLink>);
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    await waitFor(() => expect(frames()).toHaveLength(1));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/file/download?fileUrl=sign-9');
  });

  it('a click while the request runs is ignored', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Answer>((done) => (answer = done)));
    render(<DataFileLink href={HREF}>下载</DataFileLink>);
    const link = screen.getByRole('link', { name: '下载' });
    fireEvent.click(link);
    fireEvent.click(link);
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'true'));
    answer({ code: 200, data: { url: TICKET_URL, expiresAt: '' } });
    await waitFor(() => expect(frames()).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
  });

  it("a refused request shows the server's message and loads no frame", async () => {
    stubFetch({ code: -1000, msg: '文件不存在' });
    render(<DataFileLink href={HREF}>下载</DataFileLink>);
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith('文件不存在'));
    expect(frames()).toHaveLength(0);
  });

  it('a -1001 sends the user to login', async () => {
    stubFetch({ code: -1001, msg: '请先登录' });
    render(<DataFileLink href={HREF}>下载</DataFileLink>);
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    await waitFor(() => expect(browser.redirectTo).toHaveBeenCalledWith('/login?url=%2Fcourse-management%2Fcourse-material%3Fcourse%3Dc1'));
    expect(frames()).toHaveLength(0);
  });

  it('a modified click is the browser’s own', () => {
    const fetchMock = stubFetch({ code: 200, data: { url: TICKET_URL, expiresAt: '' } });
    render(<DataFileLink href={HREF}>下载</DataFileLink>);
    fireEvent.click(screen.getByRole('link', { name: '下载' }), { ctrlKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('loadInHiddenFrame and fileSignOf', () => {
  it('removes the frame a minute later', () => {
    vi.useFakeTimers();
    const frame = loadInHiddenFrame(TICKET_URL);
    expect(frame.isConnected).toBe(true);
    vi.advanceTimersByTime(HIDDEN_FRAME_MS - 1);
    expect(frame.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frame.isConnected).toBe(false);
    expect(HIDDEN_FRAME_MS).toBe(60_000);
  });

  it('reads the sign of a downloadUrl', () => {
    expect(fileSignOf(HREF)).toBe('f1');
    expect(fileSignOf('/api/v1/file/server/download?fileName=a.pdf')).toBeNull();
  });
});
