import { ROLES, type Role } from '@/api/admin';
import { ADMIN_TEXT } from '../texts';

/** A role's Chinese name (平台管理员 for admin); an unknown role shows as it is. */
export const roleLabel = (role: string): string => ADMIN_TEXT.roles[role] ?? role;

/**
 * The six roles as options, in the contract's order. Functions, not constants: this module sits in a chunk shared by
 * both consoles, and nothing of another module may be read while the chunks are still being evaluated.
 */
export const roleOptions = (): { value: Role; label: string }[] => ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** 0 未认证, 1 审核中, 2 已认证, 3 未通过. */
export const auditStatusLabel = (status: number | null | undefined): string =>
  ADMIN_TEXT.auditStatus[status ?? 0] ?? ADMIN_TEXT.auditStatus[0];

/** The status filter's options: 全部 (no filter), 启用, 停用. */
export const statusOptions = (): { value: string; label: string }[] => [
  { value: '', label: ADMIN_TEXT.status.all },
  { value: 'enabled', label: ADMIN_TEXT.status.enabled },
  { value: 'disabled', label: ADMIN_TEXT.status.disabled },
];

