import { isPlatformAdmin } from '@/features/accounts/lib/role';
import { RoleGuard } from './role-guard';

/** /admin/*: a login (else /login back here), and the platform's admin role (else 身份错误 and /home). */
export function PlatformAdminGuard() {
  return <RoleGuard allows={(user) => isPlatformAdmin(user.roleStr)} />;
}
