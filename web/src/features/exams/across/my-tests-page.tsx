import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { getMine, type MineKind, type MineStatus } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import type { MineTab } from '@/config/exam-paths';
import { examKeys } from '../queries';
import styles from './across.module.css';
import { ManagedExams } from './managed-exams';
import { MineRow } from './mine-row';
import { ACROSS_TEXT } from './texts';

const T = ACROSS_TEXT.mine;
export const MINE_PAGE_SIZE = 10;
const STATUS_TABS = ['todo', 'submitted', 'missed', 'all'] as const;
type StatusTab = (typeof STATUS_TABS)[number];

const kindOf = (value: string | null): MineKind | null => (value === 'work' || value === 'exam' ? value : null);

/** The tab in the address, or the first one: 我布置的 for a teacher, 待完成 for everyone else. */
export function tabOf(value: string | null, teaching: boolean): MineTab {
  if (value === 'managed') return teaching ? 'managed' : 'todo';
  if ((STATUS_TABS as readonly string[]).includes(value ?? '')) return value as StatusTab;
  return teaching ? 'managed' : 'todo';
}

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className={styles.count}> {value}</span>;
}

/** One status's list (待完成 / 已提交 / 已错过 / 全部) of the chosen kind, 10 a page. */
function MineList({ kind, status, page, onPage }: { kind: MineKind | null; status: StatusTab; page: number; onPage: (page: number) => void }) {
  const queryClient = useQueryClient();
  const server: MineStatus | null = status === 'all' ? null : status;
  const list = useQuery({
    queryKey: examKeys.mine(kind, server, page),
    queryFn: () => getMine(kind, server, page, MINE_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const reload = async (): Promise<void> => {
    await queryClient.invalidateQueries({ queryKey: examKeys.mineOf });
  };
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError) return <EmptyState description={list.error.message || T.loadFailed} actionLabel={T.retry} onAction={() => void list.refetch()} />;
  const items = list.data.list ?? [];
  if (items.length === 0 && page > 1 && list.data.total > 0) {
    // An old page past the end (the list shrank): offer its last page.
    const last = Math.ceil(list.data.total / MINE_PAGE_SIZE);
    return <EmptyState description={T.empty[status](kind)} actionLabel={T.lastPage(last)} onAction={() => onPage(last)} />;
  }
  if (items.length === 0) return <EmptyState description={T.empty[status](kind)} />;
  return (
    <>
      <ul className={styles.list} aria-label={T.listLabel(T.tabs[status])}>
        {items.map((item) => (
          <MineRow key={item.idSign} item={item} onUploaded={reload} />
        ))}
      </ul>
      <Pagination
        className={styles.pager}
        current={page}
        pageSize={MINE_PAGE_SIZE}
        total={list.data.total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={onPage}
      />
    </>
  );
}

/**
 * /test: 我的作业与考试 — the homework and exams of every course and training the user is enrolled in, by status
 * (待完成 / 已提交 / 已错过 / 全部, with their counts) and kind (全部 / 作业 / 考试), with spec 02 §4's marks and the
 * row's action. A teacher (or school admin) also has 我布置的, open first: the exams they set, each opening /test-one.
 */
export function MyTestsPage({ teaching }: { teaching: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), teaching);
  const kind = kindOf(params.get('kind'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // One small call gives the three counts of the kind and the total of 全部.
  const counts = useQuery({
    queryKey: examKeys.mineCounts(kind),
    queryFn: () => getMine(kind, null, 1, 1),
    retry: false,
  });

  // Tabs and the kind replace the address (back leaves the page); pages are steps back can retrace.
  const go = (next: { tab?: MineTab; kind?: MineKind | null; page?: number }, replace: boolean): void => {
    const search = new URLSearchParams();
    const nextKind = next.kind === undefined ? kind : next.kind;
    search.set('tab', next.tab ?? tab);
    if (nextKind) search.set('kind', nextKind);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace });
  };

  const countOf = (status: StatusTab): number | undefined =>
    counts.data ? (status === 'all' ? counts.data.total : counts.data.counts?.[status]) : undefined;
  const items = [
    ...(teaching ? [{ key: 'managed', label: T.tabs.managed }] : []),
    ...STATUS_TABS.map((status) => ({
      key: status,
      label: (
        <span>
          {T.tabs[status]}
          <Count value={countOf(status)} />
        </span>
      ),
    })),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{T.title}</h1>
          <p className={styles.intro}>{T.intro}</p>
        </div>
      </header>
      <Card className={styles.card}>
        <Tabs activeKey={tab} items={items} onChange={(key) => go({ tab: key as MineTab }, true)} />
        {tab === 'managed' ? (
          <ManagedExams />
        ) : (
          <>
            <div className={styles.filters}>
              <Segmented<string>
                aria-label={T.kindLabel}
                value={kind ?? 'all'}
                options={[
                  { value: 'all', label: T.kinds.all },
                  { value: 'work', label: T.kinds.work },
                  { value: 'exam', label: T.kinds.exam },
                ]}
                onChange={(value) => go({ kind: kindOf(value) }, true)}
              />
            </div>
            <MineList kind={kind} status={tab} page={page} onPage={(p) => go({ page: p }, false)} />
          </>
        )}
      </Card>
    </div>
  );
}
