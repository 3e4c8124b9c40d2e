import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EMPLOYMENT_TEXT } from '../texts';

const T = EMPLOYMENT_TEXT.board;

/** A list's loading, failed and empty states, or the list itself. */
export function ListState({
  query,
  empty,
  emptyAction,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { list: unknown[] } | undefined };
  empty: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError)
    return <Result status="warning" title={T.loadFailed} extra={<Button onClick={() => void query.refetch()}>{T.retry}</Button>} />;
  if ((query.data?.list.length ?? 0) === 0)
    return (
      <Empty style={{ padding: '40px 0' }} description={empty}>
        {emptyAction}
      </Empty>
    );
  return <>{children}</>;
}
