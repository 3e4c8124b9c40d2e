import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Form, Input, InputNumber, Modal, Radio, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { addDiscountBatch, getDiscountBatches, getDiscountCodes, type DiscountBatch, type DiscountCode } from '@/api/commerce';
import { isApiError, messageOf } from '@/api/errors';
import { ExportButton } from '@/components/export-button';
import { apiPaths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { teachingKeys } from '../queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees.discounts;
const CODES_PAGE_SIZE = 10;
type Values = { name: string; kind: 1 | 2; rate?: number; yuan?: number; period: [Dayjs, Dayjs]; useLimit: number; count: number };
type Field = 'name' | 'value' | 'startTime' | 'endTime' | 'useLimit' | 'count';
const FORM_FIELD: Record<Field, keyof Values> = { name: 'name', value: 'rate', startTime: 'period', endTime: 'period', useLimit: 'useLimit', count: 'count' };

/** A batch's codes, a page at a time, with their uses and the export of all of them. */
function CodesDialog({ courseSign, batch, onClose }: { courseSign: string; batch: DiscountBatch | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const codes = useQuery({
    queryKey: teachingKeys.discountCodes(courseSign, batch?.idSign ?? '', page),
    queryFn: () => getDiscountCodes(batch?.idSign ?? '', { page, pageSize: CODES_PAGE_SIZE }),
    enabled: batch !== null,
  });
  const columns: TableColumnsType<DiscountCode> = [
    { title: T.code, dataIndex: 'code', render: (code: string) => <span className={styles.code}>{code}</span> },
    { title: T.used, key: 'used', render: (_v, c) => `${c.usedCount} / ${c.useLimit}` },
  ];
  return (
    <Modal open={batch !== null} title={T.codesTitle(batch?.name ?? '')} footer={null} onCancel={onClose} destroyOnHidden>
      <div className={styles.toolbar}>
        <ExportButton path={apiPaths.discountCodeList} body={{ batchId: batch?.idSign ?? '' }} disabled={(codes.data?.total ?? 0) === 0} />
      </div>
      <Table<DiscountCode>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={codes.data?.list ?? []}
        loading={codes.isFetching}
        pagination={{ current: page, pageSize: CODES_PAGE_SIZE, total: codes.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </Modal>
  );
}

/** 优惠码 (docs/commerce.md "Discount codes"): the course's batches with their uses; a new batch (折扣 or 立减, the
 *  dates it is valid, uses per code, how many codes); each batch's codes and their export. */
export function DiscountsSection({ courseSign, priceFen }: { courseSign: string; priceFen: number }) {
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<DiscountBatch | null>(null);
  const batches = useQuery({ queryKey: teachingKeys.discountsOf(courseSign), queryFn: () => getDiscountBatches(courseSign), enabled: priceFen > 0 });
  const kind = Form.useWatch('kind', form) ?? 1;

  if (priceFen <= 0) return <Empty description={T.free} />;

  const submit = async (v: Values): Promise<void> => {
    setSaving(true);
    try {
      await addDiscountBatch(courseSign, {
        name: v.name.trim(),
        kind: v.kind,
        value: v.kind === 1 ? (v.rate ?? 0) : Math.round((v.yuan ?? 0) * 100),
        startTime: v.period[0].format('YYYY-MM-DD'),
        endTime: v.period[1].format('YYYY-MM-DD'),
        useLimit: v.useLimit,
        count: v.count,
      });
      toastSuccess(T.added);
      setAdding(false);
      await client.invalidateQueries({ queryKey: teachingKeys.discountsOf(courseSign) });
    } catch (error) {
      const msg = messageOf(error, T.failed);
      const field = isApiError(error) ? (error.field as Field | undefined) : undefined;
      if (field && field in FORM_FIELD) form.setFields([{ name: FORM_FIELD[field], errors: [msg] }]);
      else toastError(msg);
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<DiscountBatch> = [
    { title: T.columns.name, dataIndex: 'name' },
    { title: T.columns.discount, key: 'discount', render: (_v, b) => <Tag color={b.kind === 1 ? 'blue' : 'orange'}>{T.label(b.kind, b.value)}</Tag> },
    { title: T.columns.period, key: 'period', render: (_v, b) => `${formatServerTime(b.startTime).slice(0, 10)} ~ ${formatServerTime(b.endTime).slice(0, 10)}` },
    { title: T.columns.useLimit, dataIndex: 'useLimit', responsive: ['md'] },
    { title: T.columns.codes, dataIndex: 'codeCount', responsive: ['md'] },
    { title: T.columns.used, dataIndex: 'usedCount' },
    {
      title: T.columns.actions,
      key: 'actions',
      render: (_v, b) => (
        <Button type="link" size="small" onClick={() => setViewing(b)}>
          {T.viewCodes}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Button type="primary" onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      </div>
      <Table<DiscountBatch>
        rowKey="idSign"
        size="small"
        columns={columns}
        dataSource={batches.data ?? []}
        loading={batches.isFetching}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      <Modal open={adding} title={T.addTitle} okText={T.ok} cancelText={MANAGE_TEXT.cancel} confirmLoading={saving} onOk={() => form.submit()} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ kind: 1, rate: 80, useLimit: 1, count: 10, period: [dayjs(), dayjs().add(30, 'day')] }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, max: 50, message: T.nameInvalid }]}>
            <Input placeholder={T.namePlaceholder} maxLength={50} />
          </Form.Item>
          <Form.Item name="kind" label={T.kind}>
            <Radio.Group options={[1, 2].map((k) => ({ value: k, label: T.kinds[k] }))} />
          </Form.Item>
          {kind === 1 ? (
            <Form.Item name="rate" label={T.rate} extra={T.rateHint} rules={[{ required: true, type: 'integer', min: 10, max: 99, message: T.rateInvalid }]}>
              <InputNumber precision={0} min={10} max={99} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item name="yuan" label={T.fixed} rules={[{ required: true, type: 'number', min: 0.01, max: priceFen / 100, message: T.fixedInvalid }]}>
              <InputNumber precision={2} min={0.01} max={priceFen / 100} style={{ width: 160 }} />
            </Form.Item>
          )}
          <Form.Item name="period" label={T.period} rules={[{ required: true, message: T.periodInvalid }]}>
            <DatePicker.RangePicker allowClear={false} style={{ width: '100%', maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="useLimit" label={T.useLimit} rules={[{ required: true, type: 'integer', min: 1, max: 10_000, message: T.useLimitInvalid }]}>
            <InputNumber precision={0} min={1} max={10_000} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="count" label={T.count} rules={[{ required: true, type: 'integer', min: 1, max: 500, message: T.countInvalid }]}>
            <InputNumber precision={0} min={1} max={500} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      </Modal>
      <CodesDialog courseSign={courseSign} batch={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
