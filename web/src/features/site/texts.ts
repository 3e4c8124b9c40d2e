/** Chinese texts of the site shell (header, footer, home, not-found, agreement). */
export const SITE_TEXT = {
  brand: '学鲸',
  brandSlogan: '学习 · 培训 · 就业',
  loginRegister: '登录/注册',
  moreMenus: '更多',
  navigationLabel: '主导航',
  homeLogoAlt: '学校首页',

  footer: {
    addressLabel: '地址',
    phoneLabel: '电话',
    wechatCaption: '关注微信公众号',
    appCaption: '下载学鲸 APP',
    copyright: (schoolName: string) => `Copyright © 2006-2024 ${schoolName} 版权所有`,
    icpPrefix: 'ICP备案号：',
    disclaimer:
      '免责声明：本平台部分课程与资讯内容由合作院校、企业及讲师提供，仅供学习交流使用，不代表本平台观点；如有侵权，请联系我们及时处理。',
    version: 'v1.5.1',
    contactTitle: '联系我们',
    followTitle: '扫码关注',
  },

  home: {
    bannerLabel: '首页轮播',
    advertsTitle: '精选推荐',
    advertsSubtitle: '名师课程、实训项目与就业服务，一站直达',
    emptyBanner: '暂无轮播内容',
    emptyAdverts: '暂无推荐内容',
    loadFailed: '内容加载失败',
    retry: '重新加载',
    viewDetail: '查看详情',
    campusTitle: '校园风采',
    campusSubtitle: '走进校园，感受学习与生活的每一处细节',
    crestsTitle: '合作院校',
    crestsSubtitle: '与学鲸一起培养数字经济人才的院校',
    crestsLabel: '合作院校校徽',
  },

  notFound: {
    title: '页面不存在',
    subtitle: '抱歉，您访问的页面不存在或已被移除，请检查网址是否正确。',
    backHome: '返回首页',
  },

  agreement: {
    documentTitle: '用户服务协议与隐私政策',
    close: '关闭页面',
    backHome: '返回首页',
  },

  video: {
    back: '返回',
  },

  loading: 'Loading...',
  backToTop: '回到顶部',
} as const;
