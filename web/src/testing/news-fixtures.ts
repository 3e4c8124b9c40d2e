import type { NewsArticle, NewsItem } from '@/api/news';
import { vi } from 'vitest';
import { siteApi } from './site-fixtures';

/** News fixtures of the web tests (answers of the news calls, docs/articles.md "News and information"). */
export function newsItem(over: Partial<NewsItem> = {}): NewsItem {
  return {
    idSign: 'n-college',
    category: 1,
    categoryName: '企业资讯',
    title: '学院与五家企业共建跨境电商产业学院',
    summary: '学院与五家跨境电商及物流企业签署合作协议，共建跨境电商产业学院。',
    cover: '/files/article-images/demo-news-1.png',
    source: '学院新闻中心',
    status: 1,
    viewCount: 326,
    authorName: '学院管理员',
    platform: false,
    createTime: '2026-11-11T09:00:00+08:00',
    updateTime: '2026-11-11T09:00:00+08:00',
    publishTime: '2026-11-11T09:30:00+08:00',
    ...over,
  };
}

export const BUSINESS_NEWS: NewsItem[] = [
  newsItem(),
  newsItem({ idSign: 'n-contest', title: '第五届职业技能竞赛圆满落幕', viewCount: 518, publishTime: '2026-11-09T10:00:00+08:00' }),
  newsItem({ idSign: 'n-jobs', title: '秋季校园招聘会提供岗位一千二百个', source: '就业指导中心', cover: '', viewCount: 12_345 }),
];

export const INDUSTRY_NEWS: NewsItem[] = [
  newsItem({
    idSign: 'n-export',
    category: 2,
    categoryName: '行业资讯',
    title: '跨境电商出口保持增长，新兴市场表现亮眼',
    source: '学鲸行业观察',
    platform: true,
    viewCount: 880,
  }),
  newsItem({ idSign: 'n-talent', category: 2, categoryName: '行业资讯', title: '数字化人才需求持续上升', source: '学鲸行业观察', viewCount: 640 }),
];

/** The most read first. */
export const HOT_NEWS: NewsItem[] = [...BUSINESS_NEWS, ...INDUSTRY_NEWS].sort((a, b) => b.viewCount - a.viewCount);

export function newsArticle(over: Partial<NewsArticle> = {}): NewsArticle {
  return {
    ...newsItem(),
    content: '<p>学院与五家跨境电商及物流企业签署合作协议。</p><p>首批合作项目将覆盖店铺运营、海外仓管理和跨境支付三个方向。</p>',
    ...over,
  };
}

type Answer = { code: number; data?: unknown; msg?: string };

/** The site frame's calls and the four public news calls, each overridable. */
export function newsApi(overrides: Partial<Record<string, Answer>> = {}): Record<string, Answer> {
  return siteApi({
    '/news/getNewsList': { code: 200, data: [...BUSINESS_NEWS, ...INDUSTRY_NEWS] },
    '/news/getHotList': { code: 200, data: HOT_NEWS },
    '/news/getInformationList': { code: 200, data: { list: BUSINESS_NEWS, total: BUSINESS_NEWS.length } },
    '/news/getNewsById': { code: 200, data: newsArticle() },
    ...overrides,
  });
}

/**
 * Stubs fetch as `stubApi(newsApi(overrides))` does, but answers getInformationList by the category and page asked
 * (BUSINESS_NEWS for 1, INDUSTRY_NEWS for 2, `total` as given) unless it is overridden.
 */
export function stubNewsApi(overrides: Partial<Record<string, Answer>> = {}, totals: { business?: number; industry?: number } = {}) {
  const table = newsApi(overrides);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    let answer = table[path] ?? { code: 404, msg: '请求的资源不存在' };
    if (path === '/news/getInformationList' && !overrides[path]) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { category?: number };
      answer =
        body.category === 2
          ? { code: 200, data: { list: INDUSTRY_NEWS, total: totals.industry ?? INDUSTRY_NEWS.length } }
          : { code: 200, data: { list: BUSINESS_NEWS, total: totals.business ?? BUSINESS_NEWS.length } };
    }
    return new Response(JSON.stringify({ msg: '操作成功', data: null, extend: null, ...answer }), {
      status: answer.code === 404 ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `path`, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof vi.fn>, path: string): Record<string, unknown>[] =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
