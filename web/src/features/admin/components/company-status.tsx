import { Tag } from 'antd';
import type { CompanyReviewRow } from '@/api/admin';
import { ADMIN_TEXT } from '../texts';

/** 待审核 gold, 已认证 green, 未通过 red. */
const COLORS = { 0: 'gold', 1: 'success', 2: 'error' } as const;

/** A company's review state, in the server's words (its statusName). */
export function CompanyStatusTag({ company }: { company: Pick<CompanyReviewRow, 'status' | 'statusName'> }) {
  return (
    <Tag color={COLORS[company.status]}>{company.statusName || ADMIN_TEXT.companies.states[company.status]}</Tag>
  );
}
