/** The message centre's Chinese texts (spec 01 §2.1, §2.4; spec 02 §2, §8). */
export const MESSAGE_TEXT = {
  title: '消息中心',
  tabs: { course: '课程消息', school: '学校消息', system: '系统消息' },
  markAll: '全部标为已读',
  markAllConfirm: (tab: string): string => `确定将全部${tab}标为已读吗？`,
  markedAll: '已全部标为已读',
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  empty: { course: '暂无课程消息', school: '暂无学校消息', system: '暂无系统消息' },
  loadFailed: '消息加载失败',
  retry: '重试',
  unread: '未读',
  read: '已读',
  from: (name: string): string => `发布人：${name}`,
  course: (name: string): string => `课程：${name}`,
  envelope: (count: number): string => (count > 0 ? `消息中心，${count} 条未读` : '消息中心'),
} as const;
