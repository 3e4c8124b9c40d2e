import type { AdminOrder, AuditAction, AuditRow, SchoolDetail, SchoolRow, UserDetail, UserRow, Wallet } from '@/api/admin';
import { setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { ADMIN_INFO } from '@/testing/industry-fixtures';

/** The admin console as the server answers it (docs/admin.md "API"). */

export const SCHOOL_SIGN = 'hzvtc';
export const USER_ID = 'u-li';

export function schoolRow(change: Partial<SchoolRow> = {}): SchoolRow {
  return {
    sign: SCHOOL_SIGN,
    name: '杭州职业技术学院',
    title: '杭州职业技术学院 · 学鲸',
    logo: '/files/school/hz-logo.png',
    hosts: [
      { host: 'hz.xuejing.cn', icpNumber: '浙ICP备12345678号-1' },
      { host: 'learn.hzvtc.edu.cn', icpNumber: '' },
    ],
    disabled: false,
    userCount: 1280,
    createdAt: '2026-09-01T08:30:00+08:00',
    ...change,
  };
}

export function schoolDetail(change: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    sign: SCHOOL_SIGN,
    name: '杭州职业技术学院',
    title: '杭州职业技术学院 · 学鲸',
    logo: '/files/school/hz-logo.png',
    bottomLogo: '',
    icpNumber: '浙ICP备12345678号',
    address: [{ label: '校本部', value: '杭州市西湖区留和路68号' }],
    phone: [{ label: '招生热线', value: '0571-88888888' }],
    wechatImage: '',
    appImage: '',
    hosts: [{ host: 'hz.xuejing.cn', icpNumber: '浙ICP备12345678号-1' }],
    images: [{ title: '图书馆', imageUrl: '/files/school/library.jpg' }],
    disabled: false,
    createdAt: '2026-09-01T08:30:00+08:00',
    ...change,
  };
}

export function userRow(change: Partial<UserRow> = {}): UserRow {
  return {
    userId: USER_ID,
    name: '李同学',
    mobile: '138****0001',
    roles: ['normal', 'student'],
    schoolSign: SCHOOL_SIGN,
    schoolName: '杭州职业技术学院',
    auditStatus: 2,
    disabled: false,
    createdAt: '2026-09-02T10:00:00+08:00',
    lastLoginAt: '2026-11-27T21:15:00+08:00',
    ...change,
  };
}

export function userDetail(change: Partial<UserDetail> = {}): UserDetail {
  return {
    user: userRow(),
    claims: [
      {
        type: 1,
        realName: '李明',
        studentId: '2023010101',
        status: 2,
        reason: '',
        schoolName: '杭州职业技术学院',
        createdAt: '2026-09-03T09:00:00+08:00',
      },
    ],
    logins: [
      { at: '2026-11-27T21:15:00+08:00', ip: '10.1.2.3', ok: true, way: '密码登录' },
      { at: '2026-11-27T21:14:00+08:00', ip: '10.1.2.3', ok: false, way: '密码错误' },
    ],
    sessionCount: 2,
    ...change,
  };
}

export const AUDIT_ACTIONS: AuditAction[] = [
  { action: 'school.create', name: '新增学校' },
  { action: 'school.update', name: '编辑学校' },
  { action: 'user.disable', name: '停用账号' },
];

export function auditRow(change: Partial<AuditRow> = {}): AuditRow {
  return {
    id: 41,
    at: '2026-11-28T09:05:00+08:00',
    actorName: '周杰',
    actorRole: 'admin',
    schoolSign: SCHOOL_SIGN,
    schoolName: '杭州职业技术学院',
    action: 'school.update',
    actionName: '编辑学校',
    target: '杭州职业技术学院（hzvtc）',
    summary: '修改了网站标题',
    before: '{"title":"杭州职业技术学院","hosts":["hz.xuejing.cn"]}',
    after: '{"title":"杭州职业技术学院 · 学鲸","hosts":["hz.xuejing.cn"]}',
    ip: '10.0.0.8',
    ...change,
  };
}

/** A disabled school without hosts or users. */
const DISABLED_SCHOOL = schoolRow({ sign: 'nbpt', name: '宁波职业技术学院', hosts: [], disabled: true, userCount: 0, logo: '' });

/** The platform admin themself: no school, never signed in. */
const ADMIN_ROW = userRow({
  userId: 'u-admin',
  name: '周杰',
  mobile: '138****0006',
  roles: ['admin'],
  schoolName: '',
  schoolSign: '',
  auditStatus: 0,
  lastLoginAt: null,
});

/** A school admin's creation: nothing before it. */
const CREATED_ROW = auditRow({
  id: 40,
  action: 'school.create',
  actionName: '新增学校',
  summary: '新增学校',
  before: '',
  actorName: '陈国强',
  actorRole: 'schoolAdmin',
});

/** A paid course order of the school, bought from the balance. */
export function adminOrder(change: Partial<AdminOrder> = {}): AdminOrder {
  return {
    orderNo: 'XJ202611270001',
    orderType: 1,
    orderTypeName: '课程',
    title: 'Python 程序设计',
    picture: '',
    courseId: 'c-python',
    price: 19900,
    discount: 0,
    amount: 19900,
    discountCode: null,
    status: 1,
    statusName: '已支付',
    payType: 1,
    payTypeName: '余额支付',
    createTime: '2026-11-27T10:00:00+08:00',
    expireTime: '2026-11-27T10:30:00+08:00',
    payTime: '2026-11-27T10:01:00+08:00',
    refundTime: null,
    refundReason: '',
    quantity: 1,
    buyerName: '李同学',
    buyerMobile: '13800000001',
    commission: 0,
    schoolName: '杭州职业技术学院',
    ...change,
  };
}

/** 李同学's wallet: a top-up, then a payment. */
export const WALLET: Wallet = {
  balance: 10100,
  total: 2,
  list: [
    { id: 2, kind: 2, kindName: '支付', amount: -19900, balance: 10100, orderNo: 'XJ202611270001', note: '购买课程：Python 程序设计', createTime: '2026-11-27T10:01:00+08:00' },
    { id: 1, kind: 1, kindName: '充值', amount: 30000, balance: 30000, orderNo: 'XJ202611260001', note: '余额充值', createTime: '2026-11-26T09:00:00+08:00' },
  ],
};

type Handlers = NonNullable<Parameters<typeof stubAccountsApi>[0]>;

const page = <T>(list: T[]) => ({ code: 200, data: { list, total: list.length } });

/** Signed in as the platform admin, with the console's lists answered; `handlers` override by path. */
export function stubAdmin(handlers: Handlers = {}) {
  setLoginCookie('1');
  return stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: ADMIN_INFO },
    '/admin/schools': page([schoolRow(), DISABLED_SCHOOL]),
    '/admin/school': { code: 200, data: schoolDetail() },
    '/admin/users': page([userRow(), ADMIN_ROW]),
    '/admin/user': { code: 200, data: userDetail() },
    '/admin/audit': page([auditRow(), CREATED_ROW]),
    '/admin/orders': page([
      adminOrder(),
      adminOrder({ orderNo: 'XJ202611260001', orderType: 3, orderTypeName: '余额充值', title: '余额充值', courseId: '', amount: 30000 }),
      adminOrder({ orderNo: 'XJ202611250001', title: '跨境电商实务', status: 3, statusName: '已退款', refundReason: '重复购买', schoolName: '学鲸职业技术学院' }),
    ]),
    '/admin/user/wallet': { code: 200, data: WALLET },
    '/admin/audit/actions': { code: 200, data: AUDIT_ACTIONS },
    '/industrialBelt/admin/list': { code: 200, data: [] },
    ...handlers,
  });
}

/** The calls made to a path (GET queries or POST bodies). */
export const callsTo = (calls: Call[], path: string): Call[] => calls.filter((c) => c.path === path);
