import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderInRouter, stubApi } from '@/testing/render';
import { BASE_INFO, siteApi } from '@/testing/site-fixtures';
import { SiteFooter } from './site-footer';

function renderFooterAt(path: string) {
  renderInRouter(<SiteFooter />, path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

describe('SiteFooter', () => {
  it('lists address and phone lines with their labels, QR codes, copyright, ICP and version', async () => {
    stubApi(siteApi());
    renderFooterAt('/home');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('学校地址：北京市海淀区学院路 38 号');
    expect(footer).toHaveTextContent('地址：昌平区科技园区创新路 12 号');
    expect(footer).toHaveTextContent('招生热线：010-6275 3388');
    expect(screen.getByRole('img', { name: '关注微信公众号' })).toHaveAttribute('src', BASE_INFO.wechatImage);
    expect(screen.getByRole('img', { name: '下载学鲸 APP' })).toHaveAttribute('src', BASE_INFO.appImage);
    expect(screen.getByRole('img', { name: BASE_INFO.schoolName })).toHaveAttribute('src', BASE_INFO.bottomLogo);
    expect(screen.getByRole('link', { name: /京ICP备2024031866号-1/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(footer).toHaveTextContent('2006-2024');
    expect(footer).toHaveTextContent('免责声明');
    expect(footer).toHaveTextContent('v1.5.1');
  });

  it('hides the school logo on /login', async () => {
    stubApi(siteApi());
    renderFooterAt('/login');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('img', { name: BASE_INFO.schoolName })).not.toBeInTheDocument();
  });
});
