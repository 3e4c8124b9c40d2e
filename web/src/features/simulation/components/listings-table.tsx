import { Button, Card, Form, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Listing, RunState } from '@/api/simulation';
import { toFen, toYuan, yuan } from '../format';
import { useRunDecision } from '../queries';
import { asRule, checkPrice, checkRestock } from '../rules';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.board;

type Editing = { listing: Listing; mode: 'price' | 'restock' } | null;
/** `price` in yuan as typed (sent in fen). */
type Values = { price?: number; quantity?: number };

/** The dialog of a price change or a restock of one listing. */
function ListingDialog({ run, editing, onClose }: { run: RunState; editing: Editing; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const decision = useRunDecision(run);
  const listing = editing?.listing;
  const onFinish = (values: Values): void => {
    if (!editing || !listing) return;
    const done = { form, onSuccess: onClose };
    if (editing.mode === 'price') {
      decision.send({ kind: 'price', input: { productId: listing.productId, price: toFen(values.price ?? 0) } }, { ...done, fields: ['price'] });
    } else {
      decision.send({ kind: 'restock', input: { productId: listing.productId, quantity: values.quantity ?? 0 } }, { ...done, fields: ['quantity'] });
    }
  };
  return (
    <Modal
      open={editing !== null}
      title={listing ? (editing?.mode === 'price' ? T.priceTitle(listing.name) : T.restockTitle(listing.name)) : ''}
      okText={T.ok}
      cancelText={T.cancel}
      confirmLoading={decision.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {listing ? (
        <Form<Values>
          form={form}
          name="listing-change"
          layout="vertical"
          requiredMark={false}
          initialValues={editing?.mode === 'price' ? { price: toYuan(listing.price) } : {}}
          onFinish={onFinish}
        >
          <p className={styles.intro}>{`${T.referencePrice} ${yuan(listing.referencePrice)} · ${T.unitCost} ${yuan(listing.unitCost)} · ${T.funds} ${yuan(run.funds)}`}</p>
          {editing?.mode === 'price' ? (
            <Form.Item name="price" label={T.newPrice} rules={[asRule((v: number) => checkPrice(v, listing.referencePrice))]}>
              <InputNumber className={styles.number} />
            </Form.Item>
          ) : (
            <Form.Item name="quantity" label={T.quantity} rules={[asRule((v: number) => checkRestock(v, listing.unitCost, run.funds))]}>
              <InputNumber className={styles.number} />
            </Form.Item>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}

/** 在售商品: each listing's price, stock and sales, with 改价 and 补货 (none once the run is over). */
export function ListingsTable({ run }: { run: RunState }) {
  const readOnly = run.stage !== 'operate';
  const decision = useRunDecision(run);
  const [editing, setEditing] = useState<Editing>(null);
  const columns: TableColumnsType<Listing> = [
    { title: T.product, dataIndex: 'name' },
    { title: T.price, dataIndex: 'price', align: 'right', render: (v: number) => yuan(v) },
    { title: T.referencePrice, dataIndex: 'referencePrice', align: 'right', render: (v: number) => yuan(v) },
    { title: T.unitCost, dataIndex: 'unitCost', align: 'right', render: (v: number) => yuan(v) },
    { title: T.stock, dataIndex: 'stock', align: 'right' },
    { title: T.sold, dataIndex: 'soldTotal', align: 'right' },
  ];
  if (!readOnly) {
    columns.push({
      title: T.actions,
      key: 'actions',
      render: (_: unknown, listing: Listing) => (
        <span className={styles.rowButtons}>
          <Button size="small" disabled={decision.busy} onClick={() => setEditing({ listing, mode: 'price' })}>
            {T.editPrice}
          </Button>
          <Button size="small" disabled={decision.busy} onClick={() => setEditing({ listing, mode: 'restock' })}>
            {T.restock}
          </Button>
        </span>
      ),
    });
  }
  return (
    <Card size="small" title={<h3 className={styles.cardTitle}>{T.listings}</h3>}>
      <Table<Listing>
        rowKey="productId"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={run.listings}
        pagination={false}
      />
      <ListingDialog run={run} editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
