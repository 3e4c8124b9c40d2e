import type { Advert, HomeBanner, NavItem, SchoolBaseInfo } from '@/api/site';

export const NAV_ITEMS: NavItem[] = [
  { menuName: '首页', menuUrl: '/home', explain: null, openMode: '_self', active: '/home', parameterInterface: null, childMenuList: [] },
  {
    menuName: '课程中心',
    menuUrl: '/college/master-courses',
    explain: '必修与选修课程',
    openMode: '_self',
    active: '/college',
    parameterInterface: null,
    childMenuList: [
      { childMenuName: '必修课程', childMenuUrl: '/college/master-courses', openMode: '_self', parameterInterface: null },
      { childMenuName: '选修课程', childMenuUrl: '/college/optional-courses', openMode: '_self', parameterInterface: null },
    ],
  },
  { menuName: '关于我们', menuUrl: '/agreement?form=1', explain: null, openMode: '_blank', active: null, parameterInterface: null, childMenuList: null },
];

export const BASE_INFO: SchoolBaseInfo = {
  schoolSign: '1',
  schoolName: '学鲸职业技术学院',
  logo: '/files/site/logo.png',
  bottomLogo: '/files/site/logo-footer.png',
  homeIndex: '/home',
  title: '学鲸在线 · 学习平台',
  address: '学校地址||||||北京市海淀区学院路 38 号;昌平区科技园区创新路 12 号',
  phone: '招生热线||||||010-6275 3388',
  wechatImage: '/files/site/wechat-qr.png',
  appImage: '/files/site/app-qr.png',
  icpNumber: '京ICP备2024031866号-1',
};

export const BANNERS: HomeBanner[] = [
  { sign: 'b1', title: '职业教育 · 学以致用', imageUrl: '/files/site/advert-1.png', linkUrl: '/college/master-courses', openMode: '_self' },
];

export const ADVERTS: Advert[] = [
  { sign: 'a2', title: '新生入学指南', subtitle: '选课、学分、考试', imageUrl: '/files/site/a2.png', linkUrl: '/home/news-advisory', openMode: '_self', position: 2 },
  { sign: 'a1', title: '考证通关训练营', subtitle: '真题精讲', imageUrl: '/files/site/a1.png', linkUrl: '/train', openMode: '_self', position: 1 },
];

export function siteApi(overrides: Partial<Record<string, { code: number; data?: unknown; msg?: string }>> = {}) {
  return {
    '/menu/getNavigationBar': { code: 200, data: NAV_ITEMS },
    '/school/getSchoolBaseInfo': { code: 200, data: BASE_INFO },
    '/adverting/getSchoolHomeBanner': { code: 200, data: BANNERS },
    '/adverting/getAllAdvertisingList': { code: 200, data: ADVERTS },
    '/school/getSchoolImages': { code: 200, data: [] },
    ...overrides,
  } as Record<string, { code: number; data?: unknown; msg?: string }>;
}
