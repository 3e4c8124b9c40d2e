import { Button, Card, Form, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CompanyFilters, CompanyReviewRow, CompanyStatus } from '@/api/admin';
import { formatServerTime } from '@/lib/time';
import { CompanyDrawer } from '../components/company-drawer';
import { useCompanyReview } from '../components/company-review';
import { CompanyStatusTag } from '../components/company-status';
import { FilterForm } from '../components/filter-form';
import { PageHead } from '../components/page-head';
import { PagedTable } from '../components/paged-table';
import { useListState } from '../lib/use-list-state';
import { useCompanies } from '../queries';
import { ADMIN_TEXT } from '../texts';
import styles from './pages.module.css';

const T = ADMIN_TEXT.companies;
const C = T.columns;
const R = ADMIN_TEXT.company;
/** The queue's call answers at most 50 a page (15 unless told). */
const COMPANY_PAGE_SIZES = [15, 30, 50];
const STATUSES: CompanyStatus[] = [0, 1, 2];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: T.states[value] }));

type FilterValues = { status?: CompanyStatus };

/** The queue is one status at a time: 待审核 unless another is chosen (the server's default too). */
const filtersOf = (values: FilterValues): CompanyFilters => ({ status: values.status ?? 0 });

/**
 * /admin/companies (the platform admin): the companies by review state, oldest save first, paged by the server;
 * 详情 opens the whole profile in a drawer; 通过 after a confirmation, 驳回 with a reason the company will read.
 */
export function CompaniesPage() {
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<CompanyFilters>({ status: 0 });
  const companies = useCompanies({ ...list.filters, page: list.page, size: list.size });
  const [drawer, setDrawer] = useState<{ open: boolean; company: CompanyReviewRow | null }>({ open: false, company: null });
  // A reviewed company leaves the state it was listed under: its drawer closes with it.
  const review = useCompanyReview(() => setDrawer((d) => ({ ...d, open: false })));

  const columns: TableColumnsType<CompanyReviewRow> = [
    {
      title: C.name,
      dataIndex: 'companyName',
      render: (name: string, c) => (
        <span className={styles.school}>
          {c.logo ? <img className={styles.logo} src={c.logo} alt="" /> : null}
          {name}
        </span>
      ),
    },
    { title: C.industry, dataIndex: 'industryName', render: (v: string) => v || ADMIN_TEXT.none },
    { title: C.city, dataIndex: 'cityName', render: (v: string) => v || ADMIN_TEXT.none },
    { title: C.scale, dataIndex: 'scaleName', render: (v: string) => v || ADMIN_TEXT.none },
    { title: C.updateTime, dataIndex: 'updateTime', render: (v: string) => formatServerTime(v) },
    {
      title: C.status,
      dataIndex: 'status',
      render: (_: unknown, c) => (
        <>
          <CompanyStatusTag company={c} />
          {c.status === 2 && c.reviewNote ? <div className={styles.muted}>{c.reviewNote}</div> : null}
        </>
      ),
    },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c) => (
        <span className={styles.actions}>
          <Button type="link" size="small" onClick={() => setDrawer({ open: true, company: c })}>
            {T.detail}
          </Button>
          {c.status === 1 ? null : (
            <Button type="link" size="small" onClick={() => review.approve(c)}>
              {R.approve}
            </Button>
          )}
          {c.status === 2 ? null : (
            <Button type="link" size="small" danger onClick={() => review.reject(c)}>
              {R.reject}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} />
      <Card size="small">
        <FilterForm<FilterValues> name="company-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item name="status" label={T.status} initialValue={0}>
            <Select options={STATUS_OPTIONS} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<CompanyReviewRow> query={companies} columns={columns} rowKey="companyId" empty={T.empty} list={list} pageSizes={COMPANY_PAGE_SIZES} />
      </Card>
      <CompanyDrawer
        open={drawer.open}
        company={drawer.company}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onApprove={review.approve}
        onReject={review.reject}
      />
      {review.dialog}
    </div>
  );
}
