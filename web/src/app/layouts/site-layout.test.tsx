import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { BASE_INFO, siteApi } from '@/testing/site-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

describe('site layout', () => {
  it('frames the home page with the navigation, login button and footer', async () => {
    stubApi(siteApi());
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(await within(nav).findByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /课程中心/ })).toHaveAttribute('href', '/college/master-courses');
    expect(within(nav).getByRole('link', { name: '关于我们' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /登录\/注册/ })).toHaveAttribute('href', '/login');

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright © 2006-2024 学鲸职业技术学院 版权所有');
    expect(footer).toHaveTextContent('v1.5.1');
    await waitFor(() => expect(document.title).toBe(BASE_INFO.title));
  });

  it('leaves out the footer when the school has no phone', async () => {
    stubApi(siteApi({ '/school/getSchoolBaseInfo': { code: 200, data: { ...BASE_INFO, phone: '' } } }));
    renderAt('/home');
    await screen.findByRole('navigation', { name: '主导航' });
    await screen.findByRole('heading', { name: '精选推荐' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the agreement full screen without header or footer', async () => {
    stubApi(siteApi());
    renderAt('/agreement?form=1');
    expect(await screen.findByRole('heading', { name: '用户服务协议' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭页面' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths, with a way back home', async () => {
    stubApi(siteApi());
    const { router } = renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '精选推荐' })).toBeInTheDocument();
  });

  it('gives video pages the back bar instead of the header', async () => {
    stubApi(siteApi());
    renderAt('/college/course-video/abc');
    expect(await screen.findByRole('button', { name: /返回$/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });
});
