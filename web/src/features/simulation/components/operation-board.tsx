import { Card, Empty } from 'antd';
import type { RunState } from '@/api/simulation';
import { SIM_TEXT } from '../texts';
import { AdvertisingPanel } from './advertising-panel';
import { DecisionLog } from './decision-log';
import { ListingsTable } from './listings-table';
import { OperationSummary } from './operation-summary';
import { MoneyChart } from './run-charts';
import { ServiceEventPanel } from './service-event';
import styles from './flow.module.css';

const T = SIM_TEXT.board;
const LOG_SHOWN = 8;

/** 经营走势: the played days' revenue and profit. */
export function HistoryCard({ run }: { run: RunState }) {
  return (
    <Card size="small" title={<h3 className={styles.cardTitle}>{T.history}</h3>}>
      {run.history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.historyEmpty} />
      ) : (
        <MoneyChart history={run.history} height={220} />
      )}
    </Card>
  );
}

/**
 * 店铺运营 (StoreOperation): today's figures and 进入下一天, the customer-service event, the listings (price,
 * restock), the advertising budget, the days so far and the latest decisions.
 */
export function OperationBoard({ run }: { run: RunState }) {
  return (
    <div className={styles.board}>
      <OperationSummary run={run} />
      <div className={styles.boardColumns}>
        <div className={styles.column}>
          <ServiceEventPanel run={run} />
          <ListingsTable run={run} />
        </div>
        <div className={styles.column}>
          <AdvertisingPanel run={run} />
          <HistoryCard run={run} />
          <Card size="small" title={<h3 className={styles.cardTitle}>{T.log}</h3>}>
            <DecisionLog log={run.log} limit={LOG_SHOWN} />
          </Card>
        </div>
      </div>
    </div>
  );
}
