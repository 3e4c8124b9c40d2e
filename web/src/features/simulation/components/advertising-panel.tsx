import { Button, Card, Form, InputNumber } from 'antd';
import type { RunState } from '@/api/simulation';
import { toFen, toYuan, yuan } from '../format';
import { useRunDecision } from '../queries';
import { asRule, checkBudget } from '../rules';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.board;

/** 广告投放: the store's daily advertising budget, typed in yuan (0–50000) and sent in fen. */
export function AdvertisingPanel({ run }: { run: RunState }) {
  const [form] = Form.useForm<{ budget: number }>();
  const decision = useRunDecision(run);
  return (
    <Card size="small" title={<h3 className={styles.cardTitle}>{T.advertising}</h3>} extra={yuan(run.advertising)}>
      <p className={styles.intro}>{T.advertisingIntro}</p>
      <Form
        form={form}
        name="advertising"
        layout="inline"
        requiredMark={false}
        initialValues={{ budget: toYuan(run.advertising) }}
        onFinish={(values) => decision.send({ kind: 'advertising', input: { budget: toFen(values.budget) } }, { form, fields: ['budget'] })}
        className={styles.inlineForm}
      >
        <Form.Item name="budget" label={T.budget} rules={[asRule(checkBudget)]}>
          <InputNumber className={styles.smallNumber} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" disabled={decision.busy}>
            {T.saveBudget}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
