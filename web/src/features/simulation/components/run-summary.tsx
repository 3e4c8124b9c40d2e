import { Card, Descriptions } from 'antd';
import type { RunState } from '@/api/simulation';
import { SIM_TEXT } from '../texts';
import styles from './flow.module.css';

const T = SIM_TEXT.flow;

/** A step already done, read back: the company registered, or the shop and what it listed. */
export function RunSummary({ run, step }: { run: RunState; step: 'company' | 'shop' }) {
  if (step === 'company') {
    return (
      <Card title={<h2 className={styles.cardTitle}>{T.company}</h2>} extra={T.done}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={T.companyName}>{run.company?.name}</Descriptions.Item>
          <Descriptions.Item label={T.scopes}>{run.company?.scopes.join('、')}</Descriptions.Item>
          <Descriptions.Item label={T.capital}>{run.company ? T.capitalValue(run.company.capital) : ''}</Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }
  return (
    <Card title={<h2 className={styles.cardTitle}>{T.shop}</h2>} extra={T.done}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={T.shopName}>{run.shop?.name}</Descriptions.Item>
        <Descriptions.Item label={T.category}>{run.shop?.categoryName}</Descriptions.Item>
        <Descriptions.Item label={T.listings}>{run.listings.map((l) => l.name).join('、')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
