import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import type { Market, RunState } from '@/api/simulation';
import { useRunDecision } from '../queries';
import { asRule, checkCapital, checkCompanyName, checkScopes, SCOPES_MAX } from '../rules';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.company;
const FIELDS = ['name', 'scopes', 'capital'] as const;

type Values = { name: string; scopes: string[]; capital: number };

/** 注册公司 (CompanyRegistration): the company's name, 1–5 business scopes of the market's list, the capital in 万元. */
export function CompanyRegistration({ run, market }: { run: RunState; market: Market }) {
  const [form] = Form.useForm<Values>();
  const decision = useRunDecision(run);
  const onFinish = (values: Values): void =>
    decision.send(
      { kind: 'company', input: { name: values.name.trim(), scopes: values.scopes, capital: values.capital } },
      { form, fields: FIELDS },
    );
  return (
    <Card title={<h2 className={styles.cardTitle}>{T.title}</h2>}>
      <p className={styles.intro}>{T.intro}</p>
      <Form<Values> form={form} name="company" layout="vertical" requiredMark={false} onFinish={onFinish} className={styles.form}>
        <Form.Item name="name" label={T.name} rules={[asRule(checkCompanyName)]}>
          <Input placeholder={T.namePlaceholder} maxLength={40} />
        </Form.Item>
        <Form.Item name="scopes" label={T.scopes} rules={[asRule(checkScopes)]}>
          <Select
            mode="multiple"
            maxCount={SCOPES_MAX}
            placeholder={T.scopesPlaceholder}
            options={market.scopes.map((scope) => ({ value: scope, label: scope }))}
          />
        </Form.Item>
        <Form.Item name="capital" label={T.capital} rules={[asRule(checkCapital)]}>
          <InputNumber className={styles.number} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={decision.busy}>
          {T.submit}
        </Button>
      </Form>
    </Card>
  );
}
