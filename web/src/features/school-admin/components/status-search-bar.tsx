import { Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { COMMERCE_ADMIN_TEXT } from '../texts';

/** A list's status filter, search keyword and page: a new filter or keyword goes back to page 1. */
export function useListFilters<S extends number>(initial: S) {
  const [status, setStatus] = useState<S>(initial);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  return {
    status,
    keyword,
    page,
    setPage,
    setStatus: (value: S) => {
      setStatus(value);
      setPage(1);
    },
    setKeyword: (value: string) => {
      setKeyword(value.trim());
      setPage(1);
    },
  };
}

/** The admin lists' bar: status tabs and a search box (Enter or 搜索). */
export function StatusSearchBar<S extends number>({
  options,
  status,
  onStatus,
  placeholder,
  onSearch,
}: {
  options: { label: string; value: S }[];
  status: S;
  onStatus: (value: S) => void;
  placeholder: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Space wrap>
      <Segmented<S> options={options} value={status} onChange={onStatus} />
      <Input.Search
        allowClear
        placeholder={placeholder}
        aria-label={placeholder}
        enterButton={COMMERCE_ADMIN_TEXT.search}
        maxLength={50}
        onSearch={onSearch}
        style={{ width: 300, maxWidth: '100%' }}
      />
    </Space>
  );
}
