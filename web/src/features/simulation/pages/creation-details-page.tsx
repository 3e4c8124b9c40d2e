import { Alert, App as AntApp, Button, Card, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PracticeDetail, RunState } from '@/api/simulation';
import { messageOf } from '@/api/errors';
import { backOfficeHref, simulationPaths } from '@/config/simulation-paths';
import { StageTag } from '../components/stage-tag';
import { scoreText, shownDay, stars, yuan } from '../format';
import { usePracticeDetail, useRunState, useStartRun } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './pages.module.css';

const T = SIM_TEXT.details;

/** My run of the practice and its buttons: 开始实训, or 继续实训 and 重新开始 (after a confirmation). */
function MyRunCard({ sign }: { sign: string }) {
  const navigate = useNavigate();
  const { modal } = AntApp.useApp();
  const run = useRunState(sign);
  const start = useStartRun();
  const toFlow = (): void => void navigate(simulationPaths.flow.getHref(sign));
  const confirmRestart = (): void => {
    modal.confirm({
      title: T.restartTitle,
      content: T.restartText,
      okText: T.restartOk,
      cancelText: T.cancel,
      okButtonProps: { danger: true },
      onOk: () =>
        start
          .mutateAsync({ sign, restart: true })
          .then(toFlow)
          .catch(() => undefined),
    });
  };
  const state: RunState | null | undefined = run.data;
  return (
    <Card title={<h2 className={styles.cardTitle}>{T.myRun}</h2>}>
      {run.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !state ? (
        <>
          <p>{T.noRun}</p>
          <Button type="primary" block loading={start.isPending} onClick={() => start.mutate({ sign, restart: false }, { onSuccess: toFlow })}>
            {T.start}
          </Button>
        </>
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={T.stage}>
              <StageTag stage={state.stage} />
            </Descriptions.Item>
            <Descriptions.Item label={T.progress}>{SIM_TEXT.dayOf(shownDay(state), state.days)}</Descriptions.Item>
            <Descriptions.Item label={T.funds}>{yuan(state.funds)}</Descriptions.Item>
            {state.score ? <Descriptions.Item label={T.score}>{scoreText(state.score.total)}</Descriptions.Item> : null}
            {state.bestScore !== null ? <Descriptions.Item label={T.bestScore}>{scoreText(state.bestScore)}</Descriptions.Item> : null}
          </Descriptions>
          <div className={styles.actions}>
            <Button type="primary" onClick={toFlow}>
              {T.continue}
            </Button>
            <Button danger loading={start.isPending} onClick={confirmRestart}>
              {T.restart}
            </Button>
            {state.shop ? <Link to={backOfficeHref(sign, state.marketplace)}>{T.backOffice}</Link> : null}
          </div>
        </>
      )}
    </Card>
  );
}

function PracticeBody({ practice: p }: { practice: PracticeDetail }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <Card title={<h2 className={styles.cardTitle}>{T.description}</h2>}>
          <p className={styles.description}>{p.description}</p>
        </Card>
        <Card title={<h2 className={styles.cardTitle}>{T.steps}</h2>}>
          <ol className={styles.steps}>
            {p.steps.map((step) => (
              <li key={step.title}>
                <span className={styles.stepTitle}>{step.title}</span>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <aside className={styles.side}>
        <MyRunCard sign={p.sign} />
        <Card title={<h2 className={styles.cardTitle}>{T.targets}</h2>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={T.marketplace}>{p.marketplaceName}</Descriptions.Item>
            <Descriptions.Item label={T.category}>{p.categoryName}</Descriptions.Item>
            <Descriptions.Item label={T.days}>{SIM_TEXT.days(p.days)}</Descriptions.Item>
            <Descriptions.Item label={T.capital}>{yuan(p.capital)}</Descriptions.Item>
            <Descriptions.Item label={T.targetRevenue}>{yuan(p.targets.revenue)}</Descriptions.Item>
            <Descriptions.Item label={T.targetProfit}>{yuan(p.targets.profit)}</Descriptions.Item>
            <Descriptions.Item label={T.targetRating}>{stars(p.targets.rating)}</Descriptions.Item>
            <Descriptions.Item label={T.players}>{p.players}</Descriptions.Item>
          </Descriptions>
        </Card>
      </aside>
    </div>
  );
}

/** /whaleCreation/creationDetails?sign=: a practice, what it asks, and my run of it. */
export function CreationDetailsPage() {
  const [search] = useSearchParams();
  const sign = search.get('sign') ?? '';
  const detail = usePracticeDetail(sign);
  if (!sign || detail.isError) {
    return (
      <div className={styles.page}>
        <Card>
          <Empty description={sign ? messageOf(detail.error, T.notFound) : T.notFound}>
            <Link to={simulationPaths.creation.getHref()}>{T.toList}</Link>
          </Empty>
        </Card>
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const p = detail.data;
  return (
    <div className={styles.page}>
      <Link to={simulationPaths.creation.getHref()}>{`‹ ${T.toList}`}</Link>
      <header>
        <h1 className={styles.heading}>{p.title}</h1>
        <div className={styles.tags}>
          <Tag color="blue">{p.marketplaceName}</Tag>
          <Tag>{p.categoryName}</Tag>
          <Tag>{SIM_TEXT.days(p.days)}</Tag>
        </div>
        <p className={styles.intro}>{p.summary}</p>
      </header>
      {p.courses.length > 0 ? <Alert className={styles.notice} type="info" showIcon title={T.courses(p.courses.join('、'))} /> : null}
      <PracticeBody practice={p} />
    </div>
  );
}
