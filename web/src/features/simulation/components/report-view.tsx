import { App as AntApp, Button, Card, Empty, Progress, Table, type TableColumnsType } from 'antd';
import type { DayRecord, RunState, ScoreParts } from '@/api/simulation';
import { scoreText, stars, yuan } from '../format';
import { useStartRun } from '../queries';
import { SIM_TEXT } from '../texts';
import { DecisionLog } from './decision-log';
import { MoneyChart, RatingChart } from './run-charts';
import styles from './flow.module.css';

const T = SIM_TEXT.report;
const PARTS = ['revenue', 'profit', 'rating', 'service'] as const;
const MONEY_COLUMNS = ['revenue', 'commission', 'goodsCost', 'advertising', 'storage', 'refund', 'profit', 'funds'] as const;

/** 综合得分 and its four parts against their weights (30 + 40 + 20 + 10). */
function ScoreCard({ run, score }: { run: RunState; score: ScoreParts }) {
  const { modal } = AntApp.useApp();
  const start = useStartRun();
  const restart = (): void => {
    const D = SIM_TEXT.details;
    modal.confirm({
      title: D.restartTitle,
      content: D.restartText,
      okText: D.restartOk,
      cancelText: D.cancel,
      okButtonProps: { danger: true },
      onOk: () => start.mutateAsync({ sign: run.sign, restart: true }).catch(() => undefined),
    });
  };
  return (
    <Card>
      <section className={styles.score} aria-label={T.total}>
        <div className={styles.total}>
          <span className={styles.totalLabel}>{T.total}</span>
          <span className={styles.totalValue}>{scoreText(score.total)}</span>
          {run.bestScore !== null ? <span className={styles.totalBest}>{`${T.best} ${scoreText(run.bestScore)}`}</span> : null}
          <Button danger loading={start.isPending} onClick={restart}>
            {T.restart}
          </Button>
        </div>
        <ul className={styles.parts} aria-label={T.partsLabel}>
          {PARTS.map((key) => (
            <li key={key} className={styles.part}>
              <span className={styles.partLabel}>{T.parts[key]}</span>
              <Progress
                percent={Math.round((score[key] / T.weights[key]) * 100)}
                size="small"
                format={() => `${scoreText(score[key])} / ${T.weights[key]}`}
              />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** Targets against what the run achieved. */
function TargetsCard({ run }: { run: RunState }) {
  const rows = [
    { key: 'revenue', label: T.columns.revenue, target: yuan(run.targets.revenue), actual: yuan(run.totals.revenue) },
    { key: 'profit', label: T.columns.profit, target: yuan(run.targets.profit), actual: yuan(run.totals.profit) },
    { key: 'rating', label: T.columns.rating, target: stars(run.targets.rating), actual: stars(run.rating) },
  ];
  return (
    <Card size="small" title={<h3 className={styles.cardTitle}>{T.targets}</h3>}>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '', dataIndex: 'label' },
          { title: T.target, dataIndex: 'target', align: 'right' },
          { title: T.actual, dataIndex: 'actual', align: 'right' },
        ]}
      />
    </Card>
  );
}

const dayColumns: TableColumnsType<DayRecord> = [
  { title: T.columns.day, dataIndex: 'day', fixed: 'left' },
  { title: T.columns.visitors, dataIndex: 'visitors', align: 'right' },
  { title: T.columns.orders, dataIndex: 'orders', align: 'right' },
  ...MONEY_COLUMNS.map((key) => ({ title: T.columns[key], dataIndex: key, align: 'right' as const, render: (v: number) => yuan(v) })),
  { title: T.columns.rating, dataIndex: 'rating', align: 'right', render: (v: number) => stars(v) },
  { title: T.columns.stockouts, dataIndex: 'stockouts', align: 'right' },
];

/** 运营报告 (OpenShopDetails): the score and its parts, targets, charts of the days, the day table and the decision log. */
export function ReportView({ run }: { run: RunState }) {
  if (!run.score) return <Empty description={T.notFinished} />;
  return (
    <div className={styles.board}>
      <ScoreCard run={run} score={run.score} />
      <div className={styles.boardColumns}>
        <Card size="small" title={<h3 className={styles.cardTitle}>{T.daily}</h3>}>
          <MoneyChart history={run.history} />
        </Card>
        <Card size="small" title={<h3 className={styles.cardTitle}>{T.ratingChart}</h3>}>
          <RatingChart history={run.history} height={260} />
        </Card>
      </div>
      <TargetsCard run={run} />
      <Card size="small" title={<h3 className={styles.cardTitle}>{T.days}</h3>}>
        <Table<DayRecord> rowKey="day" size="small" scroll={{ x: 'max-content' }} pagination={false} columns={dayColumns} dataSource={run.history} />
      </Card>
      <Card size="small" title={<h3 className={styles.cardTitle}>{T.log}</h3>}>
        <DecisionLog log={run.log} label={T.log} />
      </Card>
    </div>
  );
}
