import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '@/api/client';
import { exportList, XLSX_TYPE } from '@/api/downloads';
import * as browser from '@/lib/browser';
import { renderInRouter } from '@/testing/render';
import { ExportButton } from './export-button';

// The page the teacher exports from; where a redirect would go is recorded, not followed.
vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/browser')>()),
  currentPathAndQuery: () => ({ pathname: '/course-management/score-management', search: '?course=C1' }),
  redirectTo: vi.fn(),
}));

/** Generous waits: the suite shares two cores with builds. */
const LONG = { timeout: 5000 };

describe('fileNameOf', () => {
  it('decodes the UTF-8 filename* of the server', () => {
    const header = `attachment; filename*=UTF-8''${encodeURIComponent('Python 入门-学员名单-20261122.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('Python 入门-学员名单-20261122.xlsx');
  });
  it('prefers filename* over a plain filename, accepts quotes and a language tag', () => {
    const header = `attachment; filename="scores.xlsx"; filename*="utf-8'zh'${encodeURIComponent('成绩-20261122.xlsx')}"`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('成绩-20261122.xlsx');
  });
  it('falls back to the plain filename, then to the fallback; drops path separators', () => {
    expect(fileNameOf('attachment; filename="a/b.xlsx"', 'x.xlsx')).toBe('a_b.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});

function fileAnswer(name: string): Response {
  return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  });
}
function envelopeAnswer(code: number, msg: string, status = 200): Response {
  return new Response(JSON.stringify({ code, msg, data: null, extend: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('ExportButton', () => {
  const created = vi.fn((blob: Blob) => {
    void blob;
    return 'blob:export';
  });
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('posts the filters to <path>/export with the session cookie and saves the file under the server name', async () => {
    const fetchMock = vi.fn(async () => fileAnswer('Python 程序设计-成绩-20261122.xlsx'));
    vi.stubGlobal('fetch', fetchMock);
    renderInRouter(<ExportButton path="/statistics/courseScoreList" body={{ courseId: 'C1', keyword: '张' }} />);
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('导出成功', undefined, LONG)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/statistics\/courseScoreList\/export$/);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ courseId: 'C1', keyword: '张' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Python 程序设计-成绩-20261122.xlsx');
    expect(clicked[0].getAttribute('href')).toBe('blob:export');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while the export runs and is clickable again afterwards', async () => {
    let finish: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))));
    renderInRouter(<ExportButton path="/statistics/recordList" body={{}} label="导出记录" />);
    const button = screen.getByRole('button', { name: /导出记录/ });
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.className).toMatch(/ant-btn-loading/), LONG);
    finish(fileAnswer('r.xlsx'));
    await vi.waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/), LONG);
  });

  it('shows the message of a JSON refusal and saves nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelopeAnswer(-1000, '导出数据超过50000行，请缩小筛选范围')));
    renderInRouter(<ExportButton path="/statistics/recordList" body={{ courseId: 'C1' }} />);
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('导出数据超过50000行，请缩小筛选范围', undefined, LONG)).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('a -1001 during an export sends the user to login, back to this page afterwards, and saves nothing', async () => {
    document.cookie = 'isLogin=1; path=/';
    vi.stubGlobal('fetch', vi.fn(async () => envelopeAnswer(-1001, '请先登录', 401)));
    renderInRouter(<ExportButton path="/statistics/courseScoreList" body={{ courseId: 'C1' }} />);
    const button = screen.getByRole('button', { name: /导出 Excel/ });
    fireEvent.click(button);
    await vi.waitFor(
      () => expect(browser.redirectTo).toHaveBeenCalledWith('/login?url=%2Fcourse-management%2Fscore-management%3Fcourse%3DC1'),
      LONG,
    );
    expect(document.cookie).not.toMatch(/isLogin=1/);
    expect(clicked).toHaveLength(0);
    await vi.waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/), LONG);
  });

  it('shows the server message of a 403 refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelopeAnswer(-6, '您没有权限访问!', 403)));
    renderInRouter(<ExportButton path="/statistics/recordList" body={{ courseId: 'C1' }} />);
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('您没有权限访问!', undefined, LONG)).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});

describe('exportList', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('rejects with the network text when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(exportList('/x', {})).rejects.toMatchObject({ msg: '请求失败，请检查网络是否已连接' });
  });
  it('rejects a non-JSON server error by its status with the fallback text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('bad gateway', { status: 502 })));
    await expect(exportList('/x', {})).rejects.toMatchObject({ code: 502, msg: '请求失败，请稍后重试' });
  });
  it('rejects a JSON answer with a success code: it carries no file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelopeAnswer(200, '操作成功')));
    await expect(exportList('/x', {})).rejects.toMatchObject({ msg: '请求失败，请稍后重试' });
  });
});
