import type { Enterprise, QueryGroup, TrainingCard, TrainingHeader } from '@/api/training';

/** Training fixtures of the web tests (answers of the training calls, docs/training.md). */
export function trainingCard(over: Partial<TrainingCard> = {}): TrainingCard {
  return {
    idSign: 't-cross',
    trainName: '跨境电商运营实训',
    introduction: '从选品到店铺运营的完整实训。',
    trainPicture: '/files/course-covers/demo/t-cross.png',
    trainPrice: 0,
    free: true,
    classHour: 64,
    joinRule: 'free',
    joinRuleName: '免费加入',
    startTime: '2026-11-13T00:00:00+08:00',
    endTime: '2027-01-07T23:59:59+08:00',
    state: 2,
    stateName: '进行中',
    studentCount: 13,
    enterpriseName: '杭州海鲸跨境电子商务有限公司',
    teacherName: '王丽华',
    recommend: true,
    ...over,
  };
}

export const TRAININGS: TrainingCard[] = [
  trainingCard(),
  trainingCard({
    idSign: 't-finance',
    trainName: '财务共享实训',
    classHour: 48,
    joinRule: 'code',
    joinRuleName: '激活码加入',
    studentCount: 8,
    enterpriseName: '浙江云账财务共享服务有限公司',
  }),
  trainingCard({
    idSign: 't-live',
    trainName: '新媒体直播运营实训',
    classHour: 32,
    state: 1,
    stateName: '报名中',
    studentCount: 0,
    enterpriseName: '',
    recommend: false,
    trainPrice: 29900,
    free: false,
  }),
];

export const QUERY_GROUPS: QueryGroup[] = [
  { key: 'enterpriseId', name: '合作企业', options: [{ value: 'e-1', label: '杭州海鲸跨境电子商务有限公司' }] },
  {
    key: 'state',
    name: '培训状态',
    options: [
      { value: '1', label: '报名中' },
      { value: '2', label: '进行中' },
      { value: '3', label: '已结束' },
    ],
  },
];

export const ENTERPRISES: Enterprise[] = [
  {
    idSign: 'e-1',
    enterpriseName: '杭州海鲸跨境电子商务有限公司',
    logo: '',
    introduction: '跨境电商企业',
    industry: '跨境电商',
    isJoinEnterprise: 1,
    trainCount: 1,
  },
];

export function trainingHeader(over: Partial<TrainingHeader> = {}): TrainingHeader {
  return {
    ...trainingCard(),
    status: 1,
    chapterCount: 3,
    videoCount: 7,
    durationSeconds: 180,
    enterpriseList: [
      { idSign: 'e-1', name: '杭州海鲸跨境电子商务有限公司' },
      { idSign: 'e-4', name: '宁波港通国际物流有限公司' },
    ],
    myStudy: null,
    canManage: false,
    ...over,
  };
}
