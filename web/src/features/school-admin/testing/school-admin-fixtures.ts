import type { AuditRow } from '@/api/admin';
import { setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';

/** Signed in as a school admin of 杭州职业技术学院 (docs/admin.md), with the console's first pages answered. */

export const SCHOOL_ADMIN_INFO = {
  ...STUDENT_INFO,
  userId: 'u-admin',
  mobile: '13800000004',
  name: '陈国强',
  roleStr: 'schoolAdmin',
  auditStatus: 0,
};

const page = <T>(list: T[]) => ({ code: 200, data: { list, total: list.length } });

/** The school admin's approval of a claim: nothing before it. */
export const CLAIM_ROW: AuditRow = {
  id: 52,
  schoolSign: 'hzvtc',
  schoolName: '杭州职业技术学院',
  at: '2026-11-29T10:30:00+08:00',
  actorName: '陈国强',
  actorRole: 'schoolAdmin',
  action: 'claim.approve',
  actionName: '通过身份认证',
  target: '赵敏（T2024009）',
  summary: '通过教师认证',
  before: '',
  after: '{"status":2}',
  ip: '10.0.0.9',
};

/** The platform admin's change to the school. */
export const SCHOOL_ROW: AuditRow = {
  id: 41,
  at: '2026-11-28T09:05:00+08:00',
  actorName: '周杰',
  actorRole: 'admin',
  schoolSign: 'hzvtc',
  schoolName: '杭州职业技术学院',
  action: 'school.update',
  actionName: '编辑学校',
  target: '杭州职业技术学院（hzvtc）',
  summary: '修改了网站标题',
  before: '{"title":"杭州职业技术学院"}',
  after: '{"title":"杭州职业技术学院 · 学鲸"}',
  ip: '10.0.0.8',
};

type Handlers = NonNullable<Parameters<typeof stubAccountsApi>[0]>;

export function stubSchoolAdmin(handlers: Handlers = {}) {
  setLoginCookie('1');
  return stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: SCHOOL_ADMIN_INFO },
    '/schoolAdmin/claims': page([]),
    '/schoolAdmin/roster': page([]),
    '/schoolAdmin/audit': page([CLAIM_ROW, SCHOOL_ROW]),
    '/schoolAdmin/audit/actions': {
      code: 200,
      data: [
        { action: 'claim.approve', name: '通过身份认证' },
        { action: 'claim.reject', name: '驳回身份认证' },
        { action: 'order.refund', name: '订单退款' },
      ],
    },
    ...handlers,
  });
}
