// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard, ArticlePage } from '@/api/articles';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, TEACHER_INFO } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn } from '@/testing/teacher-fixtures';
import { purify } from '@/components/rich-text';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  window.localStorage.clear();
});

const TYPES = [
  { idSign: 'ty1', typeName: '学习方法' },
  { idSign: 'ty2', typeName: '技术分享' },
];
const card = (over: Partial<ArticleCard> = {}): ArticleCard => ({
  idSign: 'a1', title: '用“费曼学习法”学会一门新课', summary: '讲给别人听', cover: '', typeId: 'ty1', typeName: '学习方法',
  authorName: '王丽华', authorPhoto: '', status: 1, statusName: '已发布', recommend: true, likeCount: 4, collectCount: 1,
  viewCount: 20, createTime: '2026-11-06T10:00:00+08:00', updateTime: '2026-11-06T10:00:00+08:00',
  publishTime: '2026-11-06T10:00:00+08:00', ...over,
});
const page = (over: Partial<ArticlePage> = {}): ArticlePage => ({
  ...card(), content: '<h2>为什么</h2><p>正文<script>alert(1)</script></p>', course: null, liked: false, collected: false,
  relatedList: [card({ idSign: 'a2', title: '做好一份实训报告的三个要点' })], ...over,
});
const READER = {
  '/article/getArticleTypeList': { code: 200, data: TYPES },
  '/article/getRecommendList': { code: 200, data: { list: [card({ idSign: 'a3', title: '推荐的文章' })] } },
};

describe('/essay', { timeout: 60_000 }, () => {
  it('lists the articles, filters by type and says when a search finds nothing', async () => {
    const { calls } = stubAccountsApi({
      ...READER,
      '/article/getAllArticleList': (call) => ({
        code: 200,
        data: call.query.keyword ? { list: [], total: 0 } : { list: [card()], total: 1 },
      }),
    });
    renderAt('/essay');
    expect(await screen.findByRole('link', { name: '用“费曼学习法”学会一门新课' })).toHaveAttribute('href', '/essay-details?id=a1');
    expect(screen.getByText('推荐的文章')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /写文章/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('技术分享'));
    await waitFor(() => expect(calls.some((c) => c.path === '/article/getAllArticleList' && c.query.typeId === 'ty2')).toBe(true));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索文章标题或内容' }), '没有的词{Enter}');
    expect(await screen.findByText('没有找到相关文章，换个关键词试试')).toBeInTheDocument();
  });

  it('offers a teacher 写文章 and 我的文章, and shows a signed-in reader their reading', async () => {
    setLoginCookie('1');
    stubAccountsApi({
      ...READER,
      '/user/getLoginInfo': { code: 200, data: TEACHER_INFO },
      '/article/getAllArticleList': { code: 200, data: { list: [card()], total: 1 } },
      '/article/getCollectionList': { code: 200, data: { list: [{ ...card({ idSign: 'c1', title: '收藏的文章' }), collectTime: '2026-11-20T10:00:00+08:00' }], total: 1 } },
      '/article/getBrowsingRecordList': { code: 200, data: { list: [], total: 0 } },
    });
    renderAt('/essay');
    expect(await screen.findByRole('link', { name: /写文章/ })).toHaveAttribute('href', '/new-articles');
    expect(screen.getByRole('link', { name: '我的文章' })).toHaveAttribute('href', '/home/learning/article-management');
    expect(await screen.findByText('收藏的文章')).toBeInTheDocument();
  });
});

describe('/essay-details', { timeout: 60_000 }, () => {
  it('shows the article purified, its related articles; a visitor is asked to sign in to like', async () => {
    const { calls } = stubAccountsApi({ ...READER, '/article/getArticleDetail': { code: 200, data: page() } });
    renderAt('/essay-details?id=a1');
    expect(await screen.findByRole('heading', { level: 1, name: '用“费曼学习法”学会一门新课' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '为什么' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '做好一份实训报告的三个要点' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /点赞 4$/ }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(bodiesOf(calls, '/article/addLike')).toHaveLength(0);
  });

  it('a reader likes once and collects; each reloads the article', async () => {
    setLoginCookie('1');
    let state = page();
    const { calls } = stubAccountsApi({
      ...READER,
      '/article/getArticleDetail': () => ({ code: 200, data: state }),
      '/article/addLike': () => {
        state = { ...state, liked: true, likeCount: 5 };
        return { code: 200, msg: '点赞成功', data: { likeCount: 5, liked: true } };
      },
      '/article/addCollection': () => {
        state = { ...state, collected: true, collectCount: 2 };
        return { code: 200, msg: '收藏成功', data: null };
      },
      '/article/cancelCollection': { code: -1000, msg: '您没有收藏这篇文章' },
    });
    renderAt('/essay-details?id=a1');
    await userEvent.click(await screen.findByRole('button', { name: /点赞 4$/ }));
    expect(await screen.findByRole('button', { name: /已点赞 5$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /收藏 1$/ }));
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已收藏 2$/ })).toBeInTheDocument();
    expect(bodiesOf(calls, '/article/addCollection')).toEqual([{ sign: 'a1' }]);
    await userEvent.click(screen.getByRole('button', { name: /已收藏 2$/ }));
    expect(await screen.findByText('您没有收藏这篇文章')).toBeInTheDocument();
  });

  it('says 文章不存在或已下架 for an article it cannot show', async () => {
    stubAccountsApi({ ...READER, '/article/getArticleDetail': { code: -1000, msg: '文章不存在' } });
    renderAt('/essay-details?id=gone');
    expect(await screen.findByText('文章不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回文章列表/ })).toHaveAttribute('href', '/essay');
  });
});

describe('the writers\' pages', { timeout: 60_000 }, () => {
  const WRITER = {
    '/user/getLoginInfo': { code: 200, data: TEACHER_INFO },
    '/article/getArticleTypeList': { code: 200, data: TYPES },
    '/article/getCourseTrainList': { code: 200, data: [{ idSign: 'c1', name: '会计基础', picture: '', offering: 1 }] },
  };

  it('/new-articles checks the title, the type and the content before sending anything', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({ ...WRITER });
    renderAt('/new-articles');
    await userEvent.click(await screen.findByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('标题', { selector: 'input' }), '一篇文章');
    await userEvent.click(screen.getByRole('combobox', { name: '文章类型' }));
    await userEvent.click(await screen.findByTitle('学习方法'));
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请输入文章内容')).toBeInTheDocument();
    expect(bodiesOf(calls, '/article/addArticle')).toHaveLength(0);
  });

  it('/home/learning/article-management lists the articles and takes one down after asking', async () => {
    setLoginCookie('1');
    const { calls } = stubAccountsApi({
      ...WRITER,
      '/article/getManageArticleList': { code: 200, data: { list: [card()], total: 1 } },
      '/article/unpublishArticle': { code: 200, msg: '下架成功', data: { ...page(), status: 2 } },
    });
    renderAt('/home/learning/article-management');
    const row = (await screen.findByRole('link', { name: '用“费曼学习法”学会一门新课' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '下架 用“费曼学习法”学会一门新课' }));
    expect(await screen.findByText('下架后读者将看不到这篇文章，确定下架吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('下架') }));
    expect(await screen.findByText('下架成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/article/unpublishArticle')).toEqual([{ sign: 'a1' }]);
  });
});

describe('purify', () => {
  it('keeps the allow-list and drops scripts, handlers, foreign pictures and javascript: links', () => {
    const html = purify(
      '<p onclick="x()">段落<a href="javascript:alert(1)">坏链接</a><a href="https://example.com">好链接</a></p>' +
        '<img src="https://evil.example/x.png"><img src="/files/article-images/a.png" alt="图"><script>alert(1)</script>' +
        '<table><tbody><tr><td colspan="2" style="color:red">格</td></tr></tbody></table>',
    );
    expect(html).not.toMatch(/onclick|javascript:|evil\.example|<script|style=/);
    expect(html).toContain('<a href="https://example.com">好链接</a>');
    expect(html).toContain('<img src="/files/article-images/a.png" alt="图">');
    expect(html).toContain('<td colspan="2">格</td>');
  });
});
