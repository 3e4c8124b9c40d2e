import { isSchoolAdmin } from '@/features/accounts/lib/role';
import { RoleGuard } from './role-guard';

/** /school-admin/*: a login (else /login back here), and the role schoolAdmin (else 身份错误 and /home). */
export function SchoolAdminGuard() {
  return <RoleGuard allows={(user) => isSchoolAdmin(user.roleStr)} />;
}
