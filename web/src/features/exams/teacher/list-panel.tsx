import { Input, Select, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { EmptyText } from './empty-text';
import { COMMON_TEXT } from './texts';
import styles from './teacher.module.css';

/** The search text, the type filter and the page of a teacher's list; a new search or type goes back to page 1. */
export type ListFilters<K extends number> = {
  page: number;
  search: string;
  type: K | null;
  setPage: (page: number) => void;
  setSearch: (value: string) => void;
  setType: (type: K | null) => void;
};

export function useListFilters<K extends number>(): ListFilters<K> {
  const [page, setPage] = useState(1);
  const [search, setSearchValue] = useState('');
  const [type, setTypeValue] = useState<K | null>(null);
  return {
    page,
    search,
    type,
    setPage,
    setSearch: (value) => {
      setSearchValue(value.trim());
      setPage(1);
    },
    setType: (next) => {
      setTypeValue(next);
      setPage(1);
    },
  };
}

type ListPanelProps<R, K extends number> = {
  filters: ListFilters<K>;
  /** The search box's label and placeholder. */
  searchLabel: string;
  /** The type select's label, its "all" choice and the types with their names. */
  typeLabel: string;
  allTypes: string;
  types: readonly K[];
  typeName: Record<number, string>;
  /** The buttons on the right of the toolbar (add, import, export) in their order. */
  actions: ReactNode;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  rows: R[] | undefined;
  total: number;
  loading: boolean;
  pageSize: number;
  /** Shown when nothing matches a search or type; `empty` (with what to do) when the list itself is empty. */
  noMatch: string;
  empty: { title: string; hint?: string };
};

/**
 * A teacher's list (题库, 考试管理): the search box and type select on the left, the actions on the right, and the
 * table with paging (total shown, no size changer) and empty states that tell a filtered list from an empty one.
 */
export function ListPanel<R extends object, K extends number>({
  filters,
  searchLabel,
  typeLabel,
  allTypes,
  types,
  typeName,
  actions,
  rowKey,
  columns,
  rows,
  total,
  loading,
  pageSize,
  noMatch,
  empty,
}: ListPanelProps<R, K>) {
  return (
    <div>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <Input.Search
            allowClear
            aria-label={searchLabel}
            placeholder={searchLabel}
            maxLength={50}
            style={{ width: 240, maxWidth: '100%' }}
            onSearch={filters.setSearch}
          />
          <Select<K | 0>
            aria-label={typeLabel}
            style={{ width: 120 }}
            value={filters.type ?? 0}
            onChange={(v) => filters.setType(v === 0 ? null : (v as K))}
            options={[{ value: 0, label: allTypes }, ...types.map((t) => ({ value: t, label: typeName[t] }))]}
          />
        </div>
        <div className={styles.toolbarGroup}>{actions}</div>
      </div>
      <Table<R>
        rowKey={rowKey}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={rows ?? []}
        locale={{ emptyText: filters.search || filters.type ? <EmptyText title={noMatch} /> : <EmptyText title={empty.title} hint={empty.hint} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: filters.page, pageSize, total, showSizeChanger: false, showTotal: COMMON_TEXT.total, onChange: filters.setPage }}
      />
    </div>
  );
}
