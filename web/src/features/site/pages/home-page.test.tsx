import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { siteApi } from '@/testing/site-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

describe('HomePage', () => {
  it('shows skeletons first, then the banner and the adverts ordered by position', async () => {
    stubApi(siteApi());
    renderAt('/home');
    expect(await screen.findByTestId('adverts-loading')).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: '首页轮播' });
    expect(within(banner).getAllByRole('img', { name: '职业教育 · 学以致用' }).length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: '精选推荐' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['考证通关训练营', '新生入学指南']);
  });

  it('says so when there is nothing to show', async () => {
    stubApi(siteApi({ '/adverting/getSchoolHomeBanner': { code: 200, data: [] }, '/adverting/getAllAdvertisingList': { code: 200, data: [] } }));
    renderAt('/');
    expect(await screen.findByText('暂无轮播内容')).toBeInTheDocument();
    expect(await screen.findByText('暂无推荐内容')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    const fetchMock = stubApi(siteApi({ '/adverting/getAllAdvertisingList': { code: -9999, msg: '系统繁忙' } }));
    renderAt('/home');
    await userEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
    const advertCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('getAllAdvertisingList'));
    expect(advertCalls).toHaveLength(2);
  });
});
