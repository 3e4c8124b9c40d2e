/**
 * The external training systems' texts (docs/external-systems.md). The doc's words (buttons, the not-configured page,
 * the rules' and the server's messages) are verbatim; the rest is this feature's own.
 */
export const EXTERNAL_TEXT = {
  title: '外部实训系统',
  /** The default names (until the school admin names a system). */
  defaultNames: { erp: 'ERP 系统', gyl: '供应链管理系统' },
  failed: '加载失败，请稍后重试',
  retry: '重试',
  hub: {
    intro: '进入学校开通的 ERP 与供应链实训系统，使用当前账号直接登录。',
    enter: '进入系统',
    notOpen: '未开通',
    descriptionEmpty: '暂无简介',
    empty: '暂无外部实训系统',
  },
  webview: {
    loading: '正在打开系统…',
    notOpen: (name: string) => `本校尚未开通${name}`,
    askAdmin: '请联系学校管理员配置',
    home: '返回首页',
    failedTitle: '系统打开失败',
    newWindow: '新窗口打开',
    newWindowLabel: (name: string) => `在新窗口打开${name}`,
    frameTitle: (name: string) => name,
  },
  admin: {
    title: '外部实训系统',
    intro: '为本校学生开通 ERP 与供应链实训系统：填写系统地址与用户传递方式，学生即可在平台内直接进入。',
    configured: '已配置',
    notConfigured: '未配置',
    enabled: '已启用',
    disabled: '已停用',
    updatedAt: (time: string) => `更新于 ${time}`,
    save: '保存',
    remove: '删除配置',
    removeTitle: (name: string) => `删除“${name}”的配置？`,
    removeText: '删除后学生将无法进入该系统，密钥一并作废。',
    cancel: '取消',
    secret: '密钥',
    secretHelp: '请将密钥提供给系统厂商，用于校验平台传递的令牌。请勿公开。',
    copy: '复制',
    copied: '已复制',
    copyFailed: '复制失败，请手动选择密钥复制',
    resetSecret: '重置密钥',
    resetTitle: '重置密钥？',
    resetText: '重置后原密钥立即失效，请将新密钥提供给系统厂商，否则学生将无法登录该系统。',
    resetOk: '重置密钥',
    /** When an answer carries no message. */
    saved: '保存成功',
    reset: '密钥已重置',
    removed: '删除成功',
  },
  form: {
    name: '系统名称',
    url: '系统地址',
    urlPlaceholder: 'https://',
    urlHelp: '以 https:// 开头的完整地址；http:// 仅限本机（localhost、127.0.0.1）',
    passMode: '用户传递方式',
    passModes: {
      token: '令牌：平台在地址后附加签名令牌',
      none: '不传递：直接打开地址，由系统自行登录',
    },
    tokenParam: '令牌参数名',
    tokenParamHelp: '令牌方式下，令牌以该参数附加在地址后，默认 token',
    description: '系统简介',
    enabled: '启用',
  },
  /** How a vendor checks a token (the card's explanation). */
  vendor: {
    title: '厂商对接说明',
    open: (param: string) => `学生进入系统时，平台打开“系统地址?${param}=令牌”（地址已有参数时以 & 连接）。`,
    format: '令牌格式为 <payload>.<signature>：',
    payload:
      'payload 为 JSON 对象的 base64url 编码（无填充）：{v: 1, sys, sch（学校标识）, sub（用户标识）, name, roles, iat, exp, jti}，有效期 300 秒；',
    signature: 'signature 为以上述密钥对 payload 文本做 HMAC-SHA-256 后的 base64url 编码。',
    verify: '厂商服务器可用密钥自行校验，或向平台发起校验（同一令牌只能校验一次，防止被重放）：',
    answer: '成功时 data 为 {userSign, name, roles, schoolSign, schoolName, system, issuedAt, expiresAt}；失败时 code 为 -1000，msg 为：',
    errors: ['令牌无效', '令牌已过期', '令牌已使用'],
    none: '“不传递”方式下平台直接打开系统地址，不附加令牌。',
  },
  /** The save call's rules (docs/external-systems.md "Rules and messages"), checked before sending too. */
  rules: {
    system: '系统不存在',
    name: '系统名称应为 2–20 个字',
    url: '请输入以 https:// 开头的完整系统地址',
    passMode: '请选择用户传递方式',
    tokenParam: '参数名只能包含字母、数字、下划线和短横线',
    description: '系统简介不能超过 200 个字',
  },
  /** The launch's refusal of a system not configured or disabled (-1000). */
  notOpenRefusal: '本校尚未开通该系统',
} as const;
