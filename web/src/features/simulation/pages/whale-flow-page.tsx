import { Button, Card, Empty, Skeleton, Steps } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Market, RunState } from '@/api/simulation';
import { messageOf } from '@/api/errors';
import { backOfficeHref, FLOW_STEPS, simulationPaths, type FlowStep } from '@/config/simulation-paths';
import { CompanyRegistration } from '../components/company-registration';
import { HistoryCard, OperationBoard } from '../components/operation-board';
import { OpenShop } from '../components/open-shop';
import { OperationSummary } from '../components/operation-summary';
import { ReportView } from '../components/report-view';
import { RunSummary } from '../components/run-summary';
import { stepIndex, stepOfStage } from '../format';
import { useMarket, useRunState, useStartRun } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './pages.module.css';

const T = SIM_TEXT.flow;

/** The step's panel: the stage's own (a decision to make), or a step already done read back. */
function StepPanel({ run, market, step, current }: { run: RunState; market: Market; step: FlowStep; current: FlowStep }) {
  if (step !== current) {
    if (step === 'company' || step === 'shop') return <RunSummary run={run} step={step} />;
    return (
      <>
        <OperationSummary run={run} withNext={false} />
        <HistoryCard run={run} />
      </>
    );
  }
  if (step === 'company') return <CompanyRegistration run={run} market={market} />;
  if (step === 'shop') return <OpenShop run={run} market={market} />;
  if (step === 'operation') return <OperationBoard run={run} />;
  return <ReportView run={run} />;
}

function FlowBody({ run, market }: { run: RunState; market: Market }) {
  const [search, setSearch] = useSearchParams();
  const current = stepOfStage(run.stage);
  const asked = FLOW_STEPS.find((s) => s === search.get('step')) ?? current;
  const shown = stepIndex(asked) <= stepIndex(current) ? asked : current;
  const show = (step: FlowStep): void => setSearch(step === current ? { sign: run.sign } : { sign: run.sign, step }, { replace: true });

  // A decision that moves the run on shows its next step, whichever step the address named.
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    setSearch({ sign: run.sign }, { replace: true });
  }, [current, run.sign, setSearch]);

  return (
    <>
      <Card>
        <Steps
          current={stepIndex(current)}
          size="small"
          responsive
          onChange={(index) => show(FLOW_STEPS[index])}
          items={T.steps.map((title, i) => ({ title, disabled: i > stepIndex(current) }))}
        />
      </Card>
      {shown !== current ? (
        <div>
          <Button onClick={() => show(current)}>{T.current}</Button>
        </div>
      ) : null}
      <StepPanel run={run} market={market} step={shown} current={current} />
    </>
  );
}

/** /whaleFlow?sign=&step=: the guided flow of my run, on the step of its stage (a step done may be looked back at). */
export function WhaleFlowPage() {
  const [search] = useSearchParams();
  const sign = search.get('sign') ?? '';
  const run = useRunState(sign);
  const market = useMarket(sign);
  const start = useStartRun();
  // A read that fails once the run is on screen keeps it there (the failure was told): only a first read's failure
  // replaces the page.
  const failed = !sign || (run.isError && run.data === undefined) || (market.isError && market.data === undefined);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <Link to={simulationPaths.details.getHref(sign)}>{`‹ ${T.back}`}</Link>
          <h1 className={styles.heading}>{T.title(run.data?.title ?? SIM_TEXT.home.title)}</h1>
        </div>
        {run.data?.shop ? <Link to={backOfficeHref(sign, run.data.marketplace)}>{T.backOffice}</Link> : null}
      </div>
      {failed ? (
        <Card>
          <Empty description={messageOf(run.error ?? market.error, SIM_TEXT.details.notFound)}>
            <Link to={simulationPaths.creation.getHref()}>{SIM_TEXT.details.toList}</Link>
          </Empty>
        </Card>
      ) : run.isPending || market.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : run.data === null ? (
        <Card>
          <Empty description={T.noRun}>
            <Button type="primary" loading={start.isPending} onClick={() => start.mutate({ sign, restart: false })}>
              {T.start}
            </Button>
          </Empty>
        </Card>
      ) : (
        <FlowBody run={run.data} market={market.data} />
      )}
    </div>
  );
}
