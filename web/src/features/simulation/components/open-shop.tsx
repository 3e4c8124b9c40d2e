import { Button, Card, Form, Input, Select } from 'antd';
import type { Market, RunState } from '@/api/simulation';
import { percent, yuan } from '../format';
import { useRunDecision } from '../queries';
import { asRule, checkCategory, checkShopName } from '../rules';
import { SIM_TEXT } from '../texts';
import { ListingEditor } from './listing-editor';
import styles from './flow.module.css';

const T = SIM_TEXT.shop;
const FIELDS = ['shopName', 'categoryId'] as const;

type Values = { shopName: string; categoryId: number };

/** The shop's name and category (stage shop). */
function ShopForm({ run, market }: { run: RunState; market: Market }) {
  const [form] = Form.useForm<Values>();
  const decision = useRunDecision(run);
  const onFinish = (values: Values): void =>
    decision.send({ kind: 'shop', input: { shopName: values.shopName.trim(), categoryId: values.categoryId } }, { form, fields: FIELDS });
  return (
    <Card title={<h2 className={styles.cardTitle}>{T.title}</h2>}>
      <p className={styles.intro}>{T.intro(market.marketplaceName, yuan(market.deposit), percent(market.commissionRate))}</p>
      <Form<Values> form={form} name="shop" layout="vertical" requiredMark={false} onFinish={onFinish} className={styles.form}>
        <Form.Item name="shopName" label={T.name} rules={[asRule(checkShopName)]}>
          <Input placeholder={T.namePlaceholder} maxLength={30} />
        </Form.Item>
        <Form.Item name="categoryId" label={T.category} rules={[asRule(checkCategory)]}>
          <Select placeholder={T.categoryPlaceholder} options={market.categories.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={decision.busy}>
          {T.submit}
        </Button>
      </Form>
    </Card>
  );
}

/** 开设店铺 (OpenShop): the shop, then its listings and 开始运营. */
export function OpenShop({ run, market }: { run: RunState; market: Market }) {
  return run.stage === 'shop' ? <ShopForm run={run} market={market} /> : <ListingEditor run={run} market={market} />;
}
