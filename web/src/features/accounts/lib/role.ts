import { ACCOUNT_TEXT } from '../texts';

/** Spec 01 §4: the role is the first of teacher, student, normal found in roleStr. */
export const ROLE_SEARCH_ORDER = ['teacher', 'student', 'normal'] as const;
export type Role = (typeof ROLE_SEARCH_ORDER)[number];

export function deriveRole(roleStr: string | null | undefined): Role | null {
  if (!roleStr) return null;
  return ROLE_SEARCH_ORDER.find((role) => roleStr.includes(role)) ?? null;
}

export function roleName(role: Role | null): string {
  return role ? ACCOUNT_TEXT.roles[role] : '';
}

/** 0 none, 1 pending, 2 passed, 3 rejected. */
export const AUDIT_PASSED = 2;

export function auditStatusName(status: number | null | undefined): string {
  return ACCOUNT_TEXT.audit[status ?? 0] ?? ACCOUNT_TEXT.audit[0];
}

/** 13800000001 → 138****0001. */
export function maskPhone(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Whether roleStr (comma separated) names the role. */
export function hasRole(roleStr: string | null | undefined, role: string): boolean {
  return (roleStr ?? '').split(',').some((r) => r.trim() === role);
}

/** School administrators review identity claims (roleStr names schoolAdmin). */
export function isSchoolAdmin(roleStr: string | null | undefined): boolean {
  return hasRole(roleStr, 'schoolAdmin');
}

/** The platform's administrator (roleStr names admin): the industrial belts (docs/industrial-belt.md). */
export function isPlatformAdmin(roleStr: string | null | undefined): boolean {
  return hasRole(roleStr, 'admin');
}
