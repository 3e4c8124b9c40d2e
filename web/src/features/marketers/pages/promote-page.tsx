import { Button, Card, Result, Skeleton, Space, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/errors';
import type { Commission, PromotedCourse } from '@/api/marketers';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { copyWithToast } from '@/lib/clipboard';
import { formatServerTime } from '@/lib/time';
import { QrDialog } from '../components/qr-dialog';
import { ReferralChart } from '../components/referral-chart';
import { useCommissions, usePromotion } from '../queries';
import { MARKETER_TEXT } from '../texts';
import styles from './marketers.module.css';

const T = MARKETER_TEXT.promote;
const COURSES_PAGE_SIZE = 10;
const RECORDS_PAGE_SIZE = 10;

/** The link as the person it is shared with opens it: this site's address and the link's path. */
const fullLink = (link: string): string => `${window.location.origin}${link}`;

/** /promote (spec 02 §2, login required): an approved marketer's totals, a chart per course, each priced course's
 *  link and QR code, and the commission records. Anyone else is shown the way to apply. */
export function PromotePage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [recordsPage, setRecordsPage] = useState(1);
  const [qr, setQr] = useState<PromotedCourse | null>(null);
  const promotion = usePromotion(page, COURSES_PAGE_SIZE);
  const records = useCommissions(recordsPage, RECORDS_PAGE_SIZE, promotion.isSuccess);

  if (promotion.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{T.title}</h1>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (promotion.isError) {
    const notMarketer = isApiError(promotion.error) && promotion.error.code === -1000;
    return (
      <div className={styles.page}>
        <Result
          status={notMarketer ? 'info' : 'error'}
          title={notMarketer ? T.notMarketer : MARKETER_TEXT.loadFailed}
          subTitle={notMarketer ? T.notMarketerHint : undefined}
          extra={
            notMarketer ? (
              <Button type="primary" onClick={() => void navigate(paths.applyText.getHref())}>
                {T.toApply}
              </Button>
            ) : (
              <Button onClick={() => void promotion.refetch()}>{MARKETER_TEXT.retry}</Button>
            )
          }
        />
      </div>
    );
  }
  const data = promotion.data;
  const rate = data.marketer.rate;

  const copy = (row: PromotedCourse): Promise<void> => copyWithToast(fullLink(row.link), T.copied, T.copyFailed);

  const columns: TableColumnsType<PromotedCourse> = [
    {
      title: MARKETER_TEXT.promote.coursesTitle,
      key: 'course',
      render: (_v, row) => (
        <div className={styles.course}>
          <img className={styles.cover} src={row.course.coursePicture} alt="" loading="lazy" />
          <div>
            <p className={styles.courseName}>{row.course.name}</p>
            <span className={styles.muted}>
              {T.price} {formatYuan(row.course.coursePrice)} · {T.expected} {formatYuan(Math.floor((row.course.coursePrice * rate) / 100))}
            </span>
          </div>
        </div>
      ),
    },
    { title: T.visits, dataIndex: 'visits', key: 'visits', align: 'right', responsive: ['sm'] },
    { title: T.orders, dataIndex: 'orders', key: 'orders', align: 'right', responsive: ['sm'] },
    { title: T.commission, dataIndex: 'commission', key: 'commission', align: 'right', render: (fen: number) => formatYuan(fen) },
    {
      title: '',
      key: 'actions',
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void copy(row)}>
            {T.copy}
          </Button>
          <Button type="link" size="small" onClick={() => setQr(row)}>
            {T.qrCode}
          </Button>
        </Space>
      ),
    },
  ];

  const recordColumns: TableColumnsType<Commission> = [
    { title: T.columns.title, dataIndex: 'title', key: 'title' },
    { title: T.columns.buyer, dataIndex: 'buyerName', key: 'buyer' },
    { title: T.columns.amount, dataIndex: 'amount', key: 'amount', align: 'right', render: (fen: number) => formatYuan(fen), responsive: ['sm'] },
    { title: T.columns.commission, dataIndex: 'commission', key: 'commission', align: 'right', render: (fen: number) => formatYuan(fen) },
    {
      title: T.columns.status,
      key: 'status',
      render: (_v, r) => <Tag color={r.status === 3 ? 'default' : 'green'}>{r.statusName}</Tag>,
    },
    { title: T.columns.time, dataIndex: 'payTime', key: 'time', render: (v: string) => formatServerTime(v), responsive: ['md'] },
    { title: T.columns.orderNo, dataIndex: 'orderNo', key: 'orderNo', responsive: ['lg'] },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <Card>
        <div className={styles.stats}>
          <Statistic title={T.rate} value={rate} suffix="%" />
          <Statistic title={T.visits} value={data.totals.visits} />
          <Statistic title={T.orders} value={data.totals.orders} />
          <Statistic title={T.commission} value={data.totals.commission} formatter={(fen) => formatYuan(Number(fen))} />
        </div>
      </Card>
      <Card title={T.chartTitle}>
        <ReferralChart rows={data.list} />
      </Card>
      <Card title={T.coursesTitle}>
        <Table<PromotedCourse>
          rowKey={(row) => row.course.idSign}
          size="middle"
          columns={columns}
          dataSource={data.list}
          loading={promotion.isFetching}
          locale={{ emptyText: T.noCourses }}
          pagination={{ current: page, pageSize: COURSES_PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        />
      </Card>
      <Card title={T.recordsTitle}>
        <Table<Commission>
          rowKey={(r) => `${r.orderNo}-${r.payTime}`}
          size="middle"
          columns={recordColumns}
          dataSource={records.data?.list ?? []}
          loading={records.isFetching}
          locale={{ emptyText: T.noRecords }}
          pagination={{
            current: recordsPage,
            pageSize: RECORDS_PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: T.total,
            onChange: setRecordsPage,
            hideOnSinglePage: true,
          }}
        />
      </Card>
      <p className={styles.muted}>
        <Link to={paths.applyText.getHref()}>{MARKETER_TEXT.apply.agreementTitle}</Link>
      </p>
      <QrDialog course={qr ? qr.course : null} link={qr ? fullLink(qr.link) : ''} onClose={() => setQr(null)} />
    </div>
  );
}
