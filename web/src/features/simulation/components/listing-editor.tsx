import { Button, Card, Form, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import type { Listing, Market, Product, RunState } from '@/api/simulation';
import { toFen, toYuan, yuan } from '../format';
import { useRunDecision } from '../queries';
import { asRule, checkPrice, checkPurchase } from '../rules';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.listing;
const FIELDS = ['price', 'stock'] as const;

/** `price` in yuan as typed (sent in fen). */
type Values = { price: number; stock: number };

/**
 * One product of the shop's category: list it (price and the quantity bought), change a listed one before the shop
 * opens (its price, and a quantity bought on top of its stock: 0 buys nothing), or unlist it (the supplier takes the
 * stock back).
 */
function ProductRow({ run, product, listing }: { run: RunState; product: Product; listing: Listing | undefined }) {
  const [form] = Form.useForm<Values>();
  const decision = useRunDecision(run);
  const onFinish = (values: Values): void =>
    decision.send(
      { kind: 'listing', input: { productId: product.id, price: toFen(values.price), stock: values.stock } },
      // What was bought is in the listing's stock now: the field starts again from nothing more to buy.
      { form, fields: FIELDS, onSuccess: () => form.setFieldValue('stock', 0) },
    );
  return (
    <li className={styles.productRow}>
      <div className={styles.productInfo}>
        <span className={styles.productName}>
          {product.name} {listing ? <Tag color="green">{`${T.listed} · ${listing.stock}`}</Tag> : null}
        </span>
        <span className={styles.productMeta}>
          {`${T.unitCost} ${yuan(product.unitCost)} · ${T.referencePrice} ${yuan(product.referencePrice)} · ${T.baseDemand} ${product.baseDemand}`}
        </span>
      </div>
      <Form<Values>
        form={form}
        name={`listing-${product.id}`}
        aria-label={product.name}
        className={styles.productForm}
        layout="inline"
        requiredMark={false}
        initialValues={{ price: toYuan(listing?.price ?? product.referencePrice), stock: listing ? 0 : undefined }}
        onFinish={onFinish}
      >
        <Form.Item name="price" label={T.price} rules={[asRule((v: number) => checkPrice(v, product.referencePrice))]}>
          <InputNumber className={styles.smallNumber} />
        </Form.Item>
        <Form.Item
          name="stock"
          label={listing ? T.more : T.stock}
          rules={[asRule((v: number) => checkPurchase(v, product.unitCost, run.funds))]}
        >
          <InputNumber className={styles.smallNumber} />
        </Form.Item>
        <Form.Item>
          <span className={styles.rowButtons}>
            <Button type="primary" htmlType="submit" disabled={decision.busy}>
              {listing ? T.update : T.list}
            </Button>
            {listing ? (
              <Button disabled={decision.busy} onClick={() => decision.send({ kind: 'unlist', input: { productId: product.id } })}>
                {T.unlist}
              </Button>
            ) : null}
          </span>
        </Form.Item>
      </Form>
    </li>
  );
}

/** The listings before the shop opens, and 开始运营 once one listed product has stock. */
export function ListingEditor({ run, market }: { run: RunState; market: Market }) {
  const decision = useRunDecision(run);
  const [refused, setRefused] = useState(false);
  const products = market.products.filter((p) => p.categoryId === run.shop?.categoryId);
  const canOpen = run.listings.some((l) => l.stock > 0);
  const open = (): void => {
    setRefused(!canOpen);
    if (canOpen) decision.send({ kind: 'open', input: {} });
  };
  return (
    <Card
      title={<h2 className={styles.cardTitle}>{T.title}</h2>}
      extra={<span className={styles.funds}>{`${T.funds} ${yuan(run.funds)}`}</span>}
    >
      <p className={styles.intro}>{T.intro}</p>
      <ul className={styles.products} aria-label={T.title}>
        {products.map((p) => (
          <ProductRow key={p.id} run={run} product={p} listing={run.listings.find((l) => l.productId === p.id)} />
        ))}
      </ul>
      <div className={styles.openBar}>
        {refused && !canOpen ? (
          <p role="alert" className={styles.error}>
            {T.needListing}
          </p>
        ) : null}
        <Button type="primary" size="large" loading={decision.busy} onClick={open}>
          {T.open}
        </Button>
      </div>
    </Card>
  );
}
