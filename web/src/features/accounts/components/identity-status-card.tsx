import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { getAuditInfo } from '@/api/identity';
import { formatServerTime } from '@/lib/time';
import { IDENTITY_TEXT } from '../identity-texts';
import { openLoginDialog } from '../lib/login-dialog-store';
import { accountKeys } from '../queries';

const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** Statuses that may (re)submit: 0 none, 3 rejected. */
const MAY_SUBMIT = [0, 3];

/** The personal centre's identity claim (GET /student/getAuditInfo) and the way to authenticate. */
export function IdentityStatusCard({ className }: { className?: string }) {
  const C = IDENTITY_TEXT.claim;
  const { data } = useQuery({ queryKey: accountKeys.auditInfo(), queryFn: getAuditInfo });
  const claim = data?.claim ?? null;
  const status = data ? (claim?.status ?? data.auditStatus) : 0;
  const action =
    data && MAY_SUBMIT.includes(data.auditStatus) ? (
      <Button type="primary" size="small" onClick={() => openLoginDialog({ initialForm: 'authentication_student' })}>
        {data.auditStatus === 3 ? C.again : C.go}
      </Button>
    ) : null;
  return (
    <Card className={className} title={C.title} extra={action}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !claim ? (
        <p>{C.none}</p>
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={C.status}>
              <Tag color={STATUS_COLORS[status] ?? 'default'}>{C.statuses[status] ?? ''}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={C.type}>{C.types[claim.type]}</Descriptions.Item>
            <Descriptions.Item label={C.school}>{claim.schoolName}</Descriptions.Item>
            <Descriptions.Item label={C.realName}>{claim.realName}</Descriptions.Item>
            <Descriptions.Item label={C.number}>{claim.studentId}</Descriptions.Item>
            <Descriptions.Item label={C.submittedAt}>{formatServerTime(claim.createdAt)}</Descriptions.Item>
          </Descriptions>
          {status === 3 && claim.reason ? <Alert type="error" showIcon title={`${C.reason}：${claim.reason}`} /> : null}
        </>
      )}
    </Card>
  );
}
