import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as browser from '@/lib/browser';
import { DownloadLink } from './download-link';

vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/browser')>()),
  currentPathAndQuery: () => ({ pathname: '/course-management/material-management', search: '?course=c1' }),
  redirectTo: vi.fn(),
  saveBlob: vi.fn(),
}));

const HREF = '/api/v1/file/server/download?fileUrl=f1&fileName=%E8%AE%B2%E4%B9%89.pdf';

describe('DownloadLink', () => {
  beforeEach(() => vi.mocked(browser.saveBlob).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the address on the link and saves the file under the server name through the request layer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('讲义.pdf')}` },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<DownloadLink href={HREF} fileName="x.pdf">下载</DownloadLink>);
    const link = screen.getByRole('link', { name: '下载' });
    expect(link).toHaveAttribute('href', HREF);
    fireEvent.click(link);
    await vi.waitFor(() => expect(browser.saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(browser.saveBlob).mock.calls[0][1]).toBe('讲义.pdf');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(HREF);
    expect(init.credentials).toBe('include');
  });

  it('a -1001 sends the user to login instead of saving the answer as a file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: -1001, msg: '请先登录', data: null }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    })));
    render(<DownloadLink href={HREF}>下载</DownloadLink>);
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    await vi.waitFor(() => expect(browser.redirectTo).toHaveBeenCalledWith('/login?url=%2Fcourse-management%2Fmaterial-management%3Fcourse%3Dc1'));
    expect(browser.saveBlob).not.toHaveBeenCalled();
  });
});
