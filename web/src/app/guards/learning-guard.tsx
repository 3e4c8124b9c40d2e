import { RoleGuard } from './role-guard';

/** Spec 02 §2: /home/learning needs a session and the role teacher, student or normal. */
export function LearningGuard() {
  return <RoleGuard allows={(user) => user.role !== null} />;
}
