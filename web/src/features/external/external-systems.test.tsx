import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, type Call } from '@/testing/accounts-fixtures';
import { CARDS, EXTERNAL_ROUTES, launch, stubExternal, stubStudent } from '@/testing/external-fixtures';
import { renderAt } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetThrottle();
  clearCookies();
});

const open = (path: string) => renderAt(path, EXTERNAL_ROUTES);
const launches = (calls: Call[]) => calls.filter((c) => c.path === '/external/launch');
const NOT_OPEN = { code: -1000, msg: '本校尚未开通该系统', data: null };

describe('/supplyChain', { timeout: 30_000 }, () => {
  it('shows both systems as cards: 进入系统 for a configured one, 未开通 and no button for the other', async () => {
    stubExternal();
    open('/supplyChain');
    expect(await screen.findByRole('heading', { level: 1, name: '外部实训系统' })).toBeInTheDocument();
    const gyl = await screen.findByRole('article', { name: '鲸链供应链实训平台' });
    expect(within(gyl).getByText('采购、仓储、配送全流程实训')).toBeInTheDocument();
    expect(within(gyl).getByRole('link', { name: '进入系统 鲸链供应链实训平台' })).toHaveAttribute('href', '/webview/gyl');
    const erp = screen.getByRole('article', { name: 'ERP 系统' });
    expect(within(erp).getByText('未开通')).toBeInTheDocument();
    expect(within(erp).queryByRole('link')).toBeNull();
    // erp first, as the server orders them; the site's header and footer are there.
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(names).toEqual(['external-system-erp', 'external-system-gyl']);
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it('a configured erp card opens /webview/erp', async () => {
    stubExternal({ '/external/systems': { code: 200, data: [{ ...CARDS[0], configured: true }, CARDS[1]] } });
    open('/supplyChain');
    expect(await screen.findByRole('link', { name: '进入系统 ERP 系统' })).toHaveAttribute('href', '/webview/erp');
  });

  it('says a failed load and reads again on 重试', async () => {
    let failing = true;
    stubExternal({ '/external/systems': () => (failing ? { code: -1, msg: '' } : { code: 200, data: CARDS }) });
    open('/supplyChain');
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('article', { name: '鲸链供应链实训平台' })).toBeInTheDocument();
  });
});

describe('/webview/erp and /webview/gyl', { timeout: 30_000 }, () => {
  it('a configured system: a spinner while launching, then a bare full-window frame of the answered address', async () => {
    let answer: (() => void) | null = null;
    const { calls, fetchMock } = stubStudent();
    const plain = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    // The launch waits until the test lets it answer.
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/external/launch') ? new Promise<Response>((done) => (answer = () => done(plain(input, init)))) : plain(input, init),
    );
    open('/webview/gyl');
    expect(await screen.findByRole('img', { name: '正在打开系统…' })).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    const frame = await screen.findByTitle('鲸链供应链实训平台');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', launch().url);
    expect(launches(calls).map((c) => [c.method, c.body])).toEqual([['POST', { system: 'gyl' }]]);
    // Bare: no header or footer.
    expect(document.querySelector('header')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
  });

  it('a system not configured: 本校尚未开通{name}, 请联系学校管理员配置 and 返回首页, no frame', async () => {
    stubStudent({ '/external/launch': NOT_OPEN });
    const { router } = open('/webview/erp');
    expect(await screen.findByRole('heading', { name: '本校尚未开通ERP 系统' })).toBeInTheDocument();
    expect(screen.getByText('请联系学校管理员配置')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /新窗口打开/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a disabled system is named as the school named it', async () => {
    stubStudent({ '/external/launch': NOT_OPEN });
    open('/webview/gyl');
    expect(await screen.findByRole('heading', { name: '本校尚未开通鲸链供应链实训平台' })).toBeInTheDocument();
  });

  it('a user of another school is told so, not that the system is missing', async () => {
    stubStudent({ '/external/launch': { code: -1000, msg: '仅限本校师生进入该系统', data: null } });
    open('/webview/gyl');
    expect(await screen.findByRole('heading', { name: '系统打开失败' })).toBeInTheDocument();
    expect(screen.getAllByText('仅限本校师生进入该系统').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: /本校尚未开通/ })).not.toBeInTheDocument();
  });

  it('a failed launch shows the error with 重试, which launches again', async () => {
    const answers = [{ code: -9999, msg: '系统繁忙,请稍后重试!' }, { code: 200, data: launch() }];
    const { calls } = stubStudent({ '/external/launch': () => answers.shift() ?? { code: 200, data: launch() } });
    open('/webview/gyl');
    expect(await screen.findByRole('heading', { name: '系统打开失败' })).toBeInTheDocument();
    expect(screen.getAllByText('系统繁忙,请稍后重试!').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    const frame = await screen.findByTitle('鲸链供应链实训平台');
    expect(frame).toHaveAttribute('src', launch().url);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(launches(calls)).toHaveLength(2);
  });

  it('新窗口打开 asks for a fresh launch and opens its address in a new tab', async () => {
    const fresh = launch({ url: 'https://gyl.example.com/sso?token=fresh.sig' });
    const answers = [{ code: 200, data: launch() }, { code: 200, data: fresh }];
    const { calls } = stubStudent({ '/external/launch': () => answers.shift() ?? { code: 200, data: fresh } });
    const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open('/webview/gyl');
    await screen.findByTitle('鲸链供应链实训平台');
    const button = screen.getByRole('button', { name: '在新窗口打开鲸链供应链实训平台' });
    expect(button).toHaveTextContent('新窗口打开');
    // Keyboard: focus and Enter.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tab.location.href).toBe(fresh.url));
    expect(windowOpen).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(launches(calls)).toHaveLength(2);
    // The frame keeps its own address.
    expect(screen.getByTitle('鲸链供应链实训平台')).toHaveAttribute('src', launch().url);
  });

  it('a refused fresh launch closes the new tab and says why', async () => {
    const answers = [{ code: 200, data: launch() }, NOT_OPEN];
    stubStudent({ '/external/launch': () => answers.shift() ?? NOT_OPEN });
    const tab = { opener: null, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open('/webview/gyl');
    await screen.findByTitle('鲸链供应链实训平台');
    await userEvent.click(screen.getByRole('button', { name: '在新窗口打开鲸链供应链实训平台' }));
    expect(await screen.findByText('本校尚未开通该系统')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('a visitor is sent to log in first, and nothing is launched', async () => {
    const { calls } = stubExternal();
    const { router } = open('/webview/erp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?url=%2Fwebview%2Ferp');
    expect(launches(calls)).toHaveLength(0);
  });
});
