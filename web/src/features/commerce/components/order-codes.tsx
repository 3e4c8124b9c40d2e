import { CopyOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getOrderCodes, type BoughtCode } from '@/api/commerce';
import { ExportButton } from '@/components/export-button';
import { apiPaths } from '@/config/paths';
import { copyWithToast } from '@/lib/clipboard';
import { formatServerTime } from '@/lib/time';
import { commerceKeys } from '../queries';
import { COMMERCE_TEXT } from '../texts';

const T = COMMERCE_TEXT.detail;
const PAGE_SIZE = 20;

const copy = (code: string): Promise<void> => copyWithToast(code, T.copied, T.copyFailed);

/** A paid code order's activation codes: each with copy and whether (and by whom) it was used; the export. */
export function OrderCodes({ orderNo }: { orderNo: string }) {
  const [page, setPage] = useState(1);
  const codes = useQuery({
    queryKey: commerceKeys.orderCodes(orderNo, page),
    queryFn: () => getOrderCodes(orderNo, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = codes.data?.total ?? 0;
  const columns: TableColumnsType<BoughtCode> = [
    {
      title: T.code,
      dataIndex: 'code',
      render: (code: string) => (
        <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {code}
          <Button type="link" size="small" icon={<CopyOutlined />} aria-label={`${T.copy} ${code}`} onClick={() => void copy(code)} />
        </span>
      ),
    },
    { title: T.codeStatus, key: 'status', render: (_v, c) => <Tag color={c.used ? 'default' : 'success'}>{c.used ? T.used : T.unused}</Tag> },
    { title: T.usedBy, dataIndex: 'usedBy', render: (v: string) => v || '—' },
    { title: T.usedTime, dataIndex: 'usedTime', responsive: ['sm'], render: (v: string | null) => (v ? formatServerTime(v) : '—') },
  ];
  return (
    <section aria-label={T.codes}>
      <Alert type="info" showIcon title={T.codesHint} style={{ margin: '16px 0' }} action={<ExportButton path={apiPaths.orderCodes} body={{ orderNo }} disabled={total === 0} />} />
      <Table<BoughtCode>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={codes.data?.list ?? []}
        loading={codes.isFetching}
        locale={{ emptyText: T.codesEmpty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </section>
  );
}
