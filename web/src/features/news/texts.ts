import type { NewsCategory } from '@/api/news';

/** Chinese texts of news and information (spec 02 §2 and docs/articles.md, verbatim where they give one). */
export const NEWS_TEXT = {
  title: '新闻资讯',
  subtitle: '学院动态与行业观察',
  loadFailed: '加载失败',
  retry: '重新加载',
  categories: { 1: '企业资讯', 2: '行业资讯' } satisfies Record<NewsCategory, string>,
  tabsLabel: '资讯分类',
  listLabel: (category: string) => `${category}列表`,
  empty: (category: string) => `暂无${category}`,
  total: (count: number) => `共 ${count} 条资讯`,
  views: (count: number | string) => `阅读 ${count}`,
  viewsFull: (count: number) => `阅读 ${count} 次`,
  noCover: '资讯',

  hot: {
    title: '热门资讯',
    subtitle: '近半年阅读最多',
    empty: '暂无热门资讯',
    rank: (n: number) => `第 ${n} 名`,
  },

  detail: {
    breadcrumb: '当前位置',
    home: '首页',
    back: (category: string) => `返回${category}`,
    source: '来源：',
    published: '发布时间：',
    notFound: '资讯不存在',
    notFoundHint: '这条资讯可能已被撤回或删除。',
    backToList: '返回新闻资讯',
  },

  home: {
    title: '新闻资讯',
    subtitle: '学院动态与行业观察',
    latest: '最新资讯',
    more: '更多',
    empty: '暂无资讯',
  },
} as const;
