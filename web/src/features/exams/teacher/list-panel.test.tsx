import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { ListPanel, useListFilters, type ListFilters } from './list-panel';

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: `r${i + 1}`, name: `第${i + 1}行` }));

function Harness({ list, onFilters }: { list: Row[]; onFilters: (f: ListFilters<1 | 2>) => void }) {
  const filters = useListFilters<1 | 2>();
  onFilters(filters);
  const shown = list.slice((filters.page - 1) * 5, filters.page * 5);
  return (
    <ListPanel<Row, 1 | 2>
      filters={filters}
      searchLabel="搜索"
      typeLabel="类型"
      allTypes="全部类型"
      types={[1, 2]}
      typeName={{ 1: '甲', 2: '乙' }}
      actions={<button type="button">新增</button>}
      rowKey="id"
      columns={[{ title: '名称', dataIndex: 'name' }]}
      rows={shown}
      total={list.length}
      loading={false}
      pageSize={5}
      noMatch="没有符合条件的"
      empty={{ title: '还是空的', hint: '点新增' }}
    />
  );
}

describe('ListPanel', () => {
  it('pages the table; a search goes back to page 1 and the trimmed text is the filter', async () => {
    const seen: { last: ListFilters<1 | 2> | null } = { last: null };
    renderInRouter(<Harness list={rows} onFilters={(f) => (seen.last = f)} />);
    expect(screen.getByText('第1行')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('第6行')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '  行 {Enter}');
    await waitFor(() => expect(seen.last?.search).toBe('行'));
    expect(seen.last?.page).toBe(1);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
  });

  it('a type filter goes back to page 1; an empty list says what to do, a filtered one that nothing matches', async () => {
    const seen: { last: ListFilters<1 | 2> | null } = { last: null };
    renderInRouter(<Harness list={[]} onFilters={(f) => (seen.last = f)} />);
    expect(screen.getByText('还是空的')).toBeInTheDocument();
    expect(screen.getByText('点新增')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '类型' }));
    await userEvent.click(await screen.findByTitle('乙'));
    await waitFor(() => expect(seen.last?.type).toBe(2));
    expect(seen.last?.page).toBe(1);
    expect(await screen.findByText('没有符合条件的')).toBeInTheDocument();
  });
});
