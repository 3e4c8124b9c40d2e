import { Button, Card, Empty, Input, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ListAnswer } from '@/api/paging';
import { ExportButton } from '@/components/export-button';
import { ANALYSIS_PAGE_SIZE } from '@/api/teaching';
import styles from './analysis.module.css';
import { ANALYSIS_TEXT as T } from './texts';

/** Figures as cards (label above, value below); skeletons while loading. */
export function StatCards({
  items,
  loading,
  wide,
}: {
  items: { key: string; label: string; value: ReactNode }[];
  loading: boolean;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.cards} ${styles.cards6}` : styles.cards}>
      {items.map((item) => (
        <div key={item.key} className={styles.card} data-testid={`stat-${item.key}`}>
          <div className={styles.cardLabel}>{item.label}</div>
          <div className={styles.cardValue}>
            {loading ? <Skeleton.Button active size="small" style={{ width: 64 }} /> : item.value}
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load: the request layer showed the message; this offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={T.loadFailed}
      extra={
        <Button type="primary" onClick={onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}

export function SearchBox({ onSearch, placeholder = T.search }: { onSearch: (keyword: string) => void; placeholder?: string }) {
  return (
    <Input.Search
      className={styles.search}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      maxLength={30}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}

type ListQuery<T> = { data?: ListAnswer<T>; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** A titled, paged (10 a page) table with its filters and the 导出 Excel button of the same filters. */
export function ListSection<T extends object>({
  title,
  filters,
  query,
  columns,
  rowKey,
  page,
  onPage,
  exportPath,
  exportBody,
  emptyText = T.noData,
  testId,
}: {
  title: string;
  filters?: ReactNode;
  query: ListQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  page: number;
  onPage: (page: number) => void;
  exportPath: string;
  exportBody: unknown;
  emptyText?: string;
  testId?: string;
}) {
  const total = query.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={<h3 className={styles.sectionTitle}>{title}</h3>}
      extra={<ExportButton path={exportPath} body={exportBody} disabled={total === 0} />}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      data-testid={testId}
    >
      {filters ? <div className={styles.filters}>{filters}</div> : null}
      {query.isError && !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <Table<T>
          size="middle"
          columns={columns}
          rowKey={rowKey}
          dataSource={query.data?.list ?? []}
          loading={query.isPending || query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: query.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          pagination={{
            current: page,
            pageSize: ANALYSIS_PAGE_SIZE,
            total,
            onChange: onPage,
            showSizeChanger: false,
            showTotal: T.total,
            size: 'small',
            hideOnSinglePage: false,
          }}
        />
      )}
    </Card>
  );
}

/** Minutes of a seconds figure, rounded half up as the server rounds the export's 学习时长(分钟). */
export const minutesOf = (seconds: number): number => Math.floor((seconds + 30) / 60);

/** The place of a chart while its data loads. */
export function ChartSkeleton({ height = 280 }: { height?: number }) {
  return <Skeleton.Node active style={{ width: '100%', height }} />;
}
