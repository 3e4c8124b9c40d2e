/**
 * The training texts the home page needs (its 实训训练营 and the training cards): apart from TRAINING_TEXT, which
 * holds every training screen's words, so that the home page's first JavaScript stays small.
 */
export const TRAINING_CARD_TEXT = {
  loadFailed: '加载失败',
  retry: '重新加载',
  classHour: (hours: number) => `${hours} 学时`,
  trainees: (count: number) => `${count} 人参训`,
  noEnterprise: '学院自主培训',
  free: '免费',
  openEnded: '长期开放',

  /** The home page's 实训训练营 (the recommended trainings). */
  home: {
    title: '实训训练营',
    subtitle: '与企业共建的实训项目，边学边做',
    empty: '暂无推荐的培训',
  },
} as const;
