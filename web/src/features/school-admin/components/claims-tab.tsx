import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getClaims, reviewClaim, type AdminClaim, type ClaimStatus } from '@/api/identity';
import { schoolAdminKeys } from '../queries';
import { formatServerTime } from '@/lib/time';
import { toastSuccess } from '@/lib/toast';
import { ADMIN_TEXT } from '../texts';
import { ClaimPhoto } from './claim-photo';
import styles from './school-admin.module.css';

const PAGE_SIZE = 15;
const T = ADMIN_TEXT;

/** One status's claims (待审核 1 / 已通过 2 / 已驳回 3); pending rows can be approved or rejected. */
export function ClaimsTab({ status, onReject }: { status: ClaimStatus; onReject: (claim: AdminClaim) => void }) {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: schoolAdminKeys.claimsPage(status, page),
    queryFn: () => getClaims(status, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  const review = useMutation({
    mutationFn: (claim: AdminClaim) => reviewClaim(claim.claimId, true, ''),
    onSuccess: async (said) => {
      toastSuccess(said || T.reviewed);
      await client.invalidateQueries({ queryKey: schoolAdminKeys.claims() });
    },
    // a refusal: the request layer said why
  });
  const approving: AdminClaim['claimId'] | null = review.isPending ? review.variables.claimId : null;
  const approve = (claim: AdminClaim): Promise<void> => review.mutateAsync(claim).then(
    () => undefined,
    () => undefined,
  );

  const columns: TableColumnsType<AdminClaim> = [
    { title: T.columns.realName, dataIndex: 'realName', key: 'realName' },
    { title: T.columns.number, dataIndex: 'studentId', key: 'studentId' },
    { title: T.columns.type, dataIndex: 'type', key: 'type', render: (type: number) => T.types[type] ?? '' },
    {
      title: T.columns.photo,
      key: 'photo',
      render: (_v, claim) =>
        claim.hasPhoto ? <ClaimPhoto claimId={claim.claimId} name={claim.realName} /> : <span className={styles.photoNote}>{T.photo.none}</span>,
    },
    { title: T.columns.userName, key: 'user', render: (_v, claim) => claim.userName || claim.mobile, responsive: ['md'] },
    { title: T.columns.mobile, dataIndex: 'mobile', key: 'mobile', responsive: ['lg'] },
    { title: T.columns.createdAt, dataIndex: 'createdAt', key: 'createdAt', responsive: ['md'], render: (value: string) => formatServerTime(value) },
  ];
  if (status === 3) columns.push({ title: T.columns.reason, dataIndex: 'reason', key: 'reason' });
  if (status === 1) {
    columns.push({
      title: T.columns.actions,
      key: 'actions',
      render: (_v, claim) => (
        <Space size={4} wrap>
          <Popconfirm title={T.approveConfirm} okText={T.ok} cancelText={T.cancel} onConfirm={() => approve(claim)}>
            <Button type="link" size="small" loading={approving === claim.claimId}>
              {T.approve}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={() => onReject(claim)}>
            {T.reject}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Table<AdminClaim>
      rowKey="claimId"
      size="middle"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      locale={{ emptyText: T.empty }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: T.total,
        onChange: setPage,
        size: 'small',
      }}
    />
  );
}
