import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, InputNumber, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { messageOf } from '@/api/errors';
import { getMarketers, reviewMarketer, stopMarketer, type Marketer, type MarketerStatus } from '@/api/marketers';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { schoolAdminKeys } from '../queries';
import { COMMERCE_ADMIN_TEXT } from '../texts';
import { RejectModal } from './reject-modal';
import { StatusSearchBar, useListFilters } from './status-search-bar';
import styles from './school-admin.module.css';

const T = COMMERCE_ADMIN_TEXT;
const PAGE_SIZE = 10;
const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };
const FILTERS: { label: string; value: -1 | MarketerStatus }[] = [
  { label: T.all, value: -1 },
  { label: T.marketerStatus[0], value: 0 },
  { label: T.marketerStatus[1], value: 1 },
  { label: T.marketerStatus[2], value: 2 },
  { label: T.marketerStatus[3], value: 3 },
];

type Decision = { marketer: Marketer; kind: 'approve' | 'reject' | 'stop' };

/** The school's marketers, pending applications first: approve with a commission rate, refuse or stop with a reason. */
export function MarketersTab() {
  const client = useQueryClient();
  const filters = useListFilters<-1 | MarketerStatus>(-1);
  const { status, keyword, page, setPage } = filters;
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [saving, setSaving] = useState(false);
  const [rateForm] = Form.useForm<{ rate: number }>();
  const query = useQuery({
    queryKey: schoolAdminKeys.marketersPage(status, keyword, page),
    queryFn: () => getMarketers({ status, keyword, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const decide = async (call: () => Promise<Marketer>, said: string): Promise<void> => {
    setSaving(true);
    try {
      await call();
      toastSuccess(said);
      setDeciding(null);
      await client.invalidateQueries({ queryKey: schoolAdminKeys.marketers() });
    } catch (error) {
      toastError(messageOf(error, T.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<Marketer> = [
    { title: T.columns.realName, dataIndex: 'realName', key: 'realName' },
    { title: T.columns.mobile, dataIndex: 'mobile', key: 'mobile' },
    { title: T.columns.status, key: 'status', render: (_v, m) => <Tag color={STATUS_COLORS[m.status]}>{m.statusName}</Tag> },
    { title: T.columns.rate, key: 'rate', render: (_v, m) => (m.status === 1 || m.status === 3 ? `${m.rate}%` : '—') },
    { title: T.columns.intro, dataIndex: 'intro', key: 'intro', responsive: ['lg'], ellipsis: true },
    { title: T.columns.note, dataIndex: 'reviewNote', key: 'note', responsive: ['md'] },
    { title: T.columns.applyTime, dataIndex: 'applyTime', key: 'applyTime', responsive: ['md'], render: (v: string) => formatServerTime(v) },
    {
      title: T.columns.actions,
      key: 'actions',
      render: (_v, m) => (
        <Space size={0} wrap>
          {m.status === 0 ? (
            <>
              <Button type="link" size="small" onClick={() => setDeciding({ marketer: m, kind: 'approve' })}>
                {T.approve}
              </Button>
              <Button type="link" size="small" danger onClick={() => setDeciding({ marketer: m, kind: 'reject' })}>
                {T.reject}
              </Button>
            </>
          ) : null}
          {m.status === 1 ? (
            <Button type="link" size="small" danger onClick={() => setDeciding({ marketer: m, kind: 'stop' })}>
              {T.stop}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const approving = deciding?.kind === 'approve' ? deciding.marketer : null;
  const refusing = deciding && deciding.kind !== 'approve' ? deciding : null;
  return (
    <div className={styles.roster}>
      <StatusSearchBar options={FILTERS} status={status} onStatus={filters.setStatus} placeholder={T.marketerSearch} onSearch={filters.setKeyword} />
      <Table<Marketer>
        rowKey="idSign"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, showTotal: T.total, onChange: setPage }}
      />
      <Modal
        open={approving !== null}
        title={T.approveTitle}
        okText={T.approve}
        cancelText={T.cancel}
        confirmLoading={saving}
        destroyOnHidden
        onCancel={() => setDeciding(null)}
        onOk={() => rateForm.submit()}
      >
        <p>
          {approving?.realName} {approving?.mobile}
        </p>
        <Form
          form={rateForm}
          layout="vertical"
          preserve={false}
          initialValues={{ rate: 10 }}
          onFinish={(values) => {
            if (approving) void decide(() => reviewMarketer(approving.idSign, true, values.rate, ''), T.approved);
          }}
        >
          <Form.Item name="rate" label={T.rateLabel} extra={T.rateHint} rules={[{ required: true, type: 'integer', min: 1, max: 50, message: T.rateInvalid }]}>
            <InputNumber min={1} max={50} precision={0} style={{ width: 160 }} addonAfter="%" />
          </Form.Item>
        </Form>
      </Modal>
      <RejectModal
        open={refusing !== null}
        saving={saving}
        title={refusing?.kind === 'stop' ? T.stopTitle : T.rejectTitle}
        placeholder={T.rejectReason}
        requiredMessage={T.rejectReason}
        onCancel={() => setDeciding(null)}
        onSubmit={(note) => {
          if (!refusing) return;
          const sign = refusing.marketer.idSign;
          if (refusing.kind === 'stop') void decide(() => stopMarketer(sign, note), T.stopped);
          else void decide(() => reviewMarketer(sign, false, 0, note), T.rejected);
        }}
      >
        {refusing ? (
          <p>
            {refusing.marketer.realName} {refusing.marketer.mobile}
          </p>
        ) : null}
      </RejectModal>
    </div>
  );
}
