import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderInRouter, stubApi } from '@/testing/render';
import { SUGGESTIONS } from '@/testing/courses-fixtures';
import { siteApi } from '@/testing/site-fixtures';
import { HeaderSearch } from './header-search';
import { SiteHeader } from './site-header';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function setup(path = '/home') {
  const fetchMock = stubApi({ '/course/suggest': { code: 200, data: SUGGESTIONS } });
  renderInRouter(
    <>
      <HeaderSearch />
      <Where />
    </>,
    path,
  );
  return { fetchMock, input: screen.getByRole('combobox', { name: '搜索' }) };
}

const suggestCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('/course/suggest'));

describe('HeaderSearch on course pages', () => {
  it('asks for suggestions once typing pauses and lists them', async () => {
    const { fetchMock, input } = setup();
    expect(input).toHaveAttribute('placeholder', '搜索感兴趣的课程');
    await userEvent.type(input, '会计');
    const list = await screen.findByRole('listbox', { name: '课程推荐' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['会计基础', '会计电算化实务']);
    expect(list).toBeInTheDocument();
    // Debounced: one call for the whole word, not one per character.
    const calls = suggestCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('keyword')).toBe('会计');
  });

  it('moves with ↑/↓ and opens the highlighted course with Enter', async () => {
    const { input } = setup();
    await userEvent.type(input, '会计');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: '会计电算化实务' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: '会计基础' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/courseDetail/c-acc-1');
  });

  it('without a highlight, Enter searches the catalogue with the keyword', async () => {
    const { input } = setup();
    await userEvent.type(input, '会计');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`/class?keyword=${encodeURIComponent('会计')}`);
  });

  it('closes the list with Esc and opens a suggestion by click', async () => {
    const { input } = setup();
    await userEvent.type(input, '会计');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, '基');
    await userEvent.click(await screen.findByRole('option', { name: '会计基础' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/courseDetail/c-acc-1');
  });

  it('does not call for an empty keyword', async () => {
    const { fetchMock, input } = setup();
    await userEvent.type(input, '   ');
    await new Promise((settled) => setTimeout(settled, 400));
    expect(suggestCalls(fetchMock)).toHaveLength(0);
  });
});

describe('HeaderSearch on /employment pages', () => {
  it('searches jobs: its own placeholder, no suggestions, Enter opens the job search with the content encoded', async () => {
    const { fetchMock, input } = setup('/employment');
    expect(input).toHaveAttribute('placeholder', '搜索职位、公司');
    await userEvent.type(input, '会计 助理&财务{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/employment/serachDetails?content=${encodeURIComponent('会计 助理&财务')}`,
      ),
    );
    expect(suggestCalls(fetchMock)).toHaveLength(0);
  });
});

describe('SiteHeader mounts the search for signed-in users only (spec 01 §2.4)', () => {
  it('shows the box beside a user area and not to visitors', async () => {
    stubApi(siteApi());
    const { unmount } = renderInRouter(<SiteHeader userArea={<span>张晓明</span>} />, '/home');
    expect(await screen.findByRole('combobox', { name: '搜索' })).toBeInTheDocument();
    unmount();
    renderInRouter(<SiteHeader />, '/home');
    expect(await screen.findByRole('link', { name: /登录\/注册/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '搜索' })).not.toBeInTheDocument();
  });
});
