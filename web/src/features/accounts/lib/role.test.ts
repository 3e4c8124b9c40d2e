import { describe, expect, it } from 'vitest';
import { auditStatusName, deriveRole, maskPhone, roleName } from './role';

describe('deriveRole', () => {
  it.each([
    ['student', 'student'],
    ['normal,student', 'student'],
    ['student,teacher', 'teacher'],
    ['normal', 'normal'],
    ['normal,teacher,schoolAdmin', 'teacher'],
    ['schoolAdmin', null],
    ['enterprise,admin', null],
    ['', null],
    [null, null],
  ])('%j → %s', (roleStr, expected) => expect(deriveRole(roleStr)).toBe(expected));

  it('names the roles in Chinese', () => {
    expect([roleName('teacher'), roleName('student'), roleName('normal'), roleName(null)]).toEqual([
      '教师',
      '学生',
      '普通用户',
      '',
    ]);
  });
});

describe('auditStatusName', () => {
  it.each([
    [0, '未认证'],
    [1, '审核中'],
    [2, '已认证'],
    [3, '未通过'],
    [null, '未认证'],
    [9, '未认证'],
  ])('%j → %s', (status, expected) => expect(auditStatusName(status)).toBe(expected));
});

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    ['', ''],
    [null, ''],
    ['12345', '12345'],
  ])('%j → %j', (mobile, expected) => expect(maskPhone(mobile)).toBe(expected));
});
