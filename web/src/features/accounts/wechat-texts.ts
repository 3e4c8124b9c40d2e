/** Chinese texts of WeChat sign-in (spec 01 §4 "Social login", docs/accounts.md "WeChat sign-in"). */
export const WECHAT_TEXT = {
  loginButton: '微信登录',
  otherWays: '其他登录方式',
  bindNotice: '请登录后绑定微信',
  bindSuccess: '绑定微信成功',
  row: {
    title: '微信',
    notBound: '未绑定',
    bound: (nickname: string): string => (nickname ? `已绑定 ${nickname}` : '已绑定'),
    bind: '绑定微信',
    unbind: '解绑',
  },
  confirm: {
    title: '解绑微信',
    content: '解绑后将退出登录，之后只能用手机号和密码登录。确定解绑吗？',
    ok: '解 绑',
    cancel: '取 消',
  },
  unbound: '解绑成功，即将前往首页',
  page: {
    title: '微信登录',
    signingIn: '正在登录，请稍候…',
    missing: '缺少微信授权信息，请重新扫码登录',
    failed: '微信登录失败',
    unboundTitle: '该微信尚未绑定学鲸账号',
    unboundHint: (nickname: string): string =>
      `${nickname ? `微信「${nickname}」` : '该微信'}还没有绑定账号，请用手机号和密码登录，登录后将自动绑定。`,
    loginToBind: '登录并绑定',
    retry: '重新扫码',
    home: '返回首页',
  },
} as const;
