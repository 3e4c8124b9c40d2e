import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key } from 'react';
import { messageOf } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { PAGE_SIZES } from '../lib/use-list-state';
import { ADMIN_TEXT } from '../texts';

/** What a console list's query gives the table: one server page of rows and its total. */
export type PageQuery<T> = {
  data: { list: T[]; total: number } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: PageQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Said when the filters match nothing. */
  empty: string;
  list: { page: number; size: number; paginate: (page: number, size: number) => void };
  pageSizes?: number[];
  expandable?: TableProps<T>['expandable'];
};

/**
 * A console list: the server's page of rows with its paging, loading and empty states, or the failure with 重试 when
 * the first load failed (a failed refresh keeps the rows shown).
 */
export function PagedTable<T extends object>({ query, columns, rowKey, empty, list, pageSizes = PAGE_SIZES, expandable }: Props<T>) {
  if (query.isError && !query.data) {
    return (
      <EmptyState
        description={messageOf(query.error, ADMIN_TEXT.failed)}
        actionLabel={ADMIN_TEXT.retry}
        onAction={() => void query.refetch()}
      />
    );
  }
  return (
    <Table<T>
      rowKey={(row) => row[rowKey] as Key}
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.list ?? []}
      expandable={expandable}
      locale={{ emptyText: <EmptyState description={query.isPending ? ADMIN_TEXT.empty : empty} /> }}
      pagination={{
        current: list.page,
        pageSize: list.size,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: pageSizes,
        showTotal: ADMIN_TEXT.total,
        onChange: list.paginate,
      }}
    />
  );
}
