import {
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  NotificationOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Card, Empty, Grid, Menu, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Market, RunState } from '@/api/simulation';
import { messageOf } from '@/api/errors';
import { BACK_OFFICE_MENUS, simulationPaths, type BackOfficeMenu } from '@/config/simulation-paths';
import { AdvertisingPanel } from '../components/advertising-panel';
import { DecisionLog } from '../components/decision-log';
import { ListingEditor } from '../components/listing-editor';
import { ListingsTable } from '../components/listings-table';
import { HistoryCard } from '../components/operation-board';
import { NextDayButton, OperationSummary } from '../components/operation-summary';
import { ReportView } from '../components/report-view';
import { ServiceEventPanel } from '../components/service-event';
import { shownDay } from '../format';
import { useMarket, useRunState } from '../queries';
import { SIM_TEXT } from '../texts';
import styles from './back-office.module.css';

const T = SIM_TEXT.backOffice;
const ICONS: Record<BackOfficeMenu, ReactNode> = {
  overview: <DashboardOutlined />,
  products: <ShoppingOutlined />,
  advertising: <NotificationOutlined />,
  service: <CustomerServiceOutlined />,
  report: <BarChartOutlined />,
};

function Waiting({ text }: { text: string }) {
  return (
    <Card>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
    </Card>
  );
}

/** One menu's panel: the flow's own components, for the stage the run is in. */
function MenuPanel({ run, market, menu }: { run: RunState; market: Market; menu: BackOfficeMenu }) {
  const operating = run.stage === 'operate';
  switch (menu) {
    case 'overview':
      return (
        <>
          <OperationSummary run={run} withNext={operating} />
          <HistoryCard run={run} />
          <Card size="small" title={SIM_TEXT.board.log}>
            <DecisionLog log={run.log} />
          </Card>
        </>
      );
    case 'products':
      return run.stage === 'listing' ? <ListingEditor run={run} market={market} /> : <ListingsTable run={run} />;
    case 'advertising':
      return operating ? <AdvertisingPanel run={run} /> : <Waiting text={T.notOperating} />;
    case 'service':
      return operating ? (
        <>
          <ServiceEventPanel run={run} />
          <NextDayButton run={run} />
        </>
      ) : (
        <Waiting text={T.notOperating} />
      );
    case 'report':
      return run.score ? <ReportView run={run} /> : <Waiting text={SIM_TEXT.report.notFinished} />;
  }
}

/**
 * The run in a marketplace seller's back office, full screen (no site header or footer): a side menu (a bar on a
 * phone) of 店铺概况 / 商品管理 / 广告投放 / 客服中心 / 经营报告 over the flow's own panels.
 */
function BackOffice({ look }: { look: 'amazon' | 'playground' }) {
  const [search, setSearch] = useSearchParams();
  const sign = search.get('sign') ?? '';
  const menu = BACK_OFFICE_MENUS.find((m) => m === search.get('menu')) ?? 'overview';
  const wide = Grid.useBreakpoint().md !== false;
  const run = useRunState(sign);
  const market = useMarket(sign);
  const state = run.data;
  // A read that fails once the run is on screen keeps it there (the failure was told): only a first read's failure
  // replaces the page.
  const failed = !sign || (run.isError && run.data === undefined) || (market.isError && market.data === undefined);
  let body: ReactNode;
  if (failed) body = <Waiting text={messageOf(run.error ?? market.error, SIM_TEXT.details.notFound)} />;
  else if (run.isPending || market.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!state?.shop) {
    body = (
      <Card>
        <Empty description={T.noShop}>
          <Link to={simulationPaths.flow.getHref(sign)}>{T.toFlow}</Link>
        </Empty>
      </Card>
    );
  } else body = <MenuPanel run={state} market={market.data} menu={menu} />;

  return (
    <div className={`${styles.office} ${look === 'amazon' ? styles.amazon : styles.playground}`}>
      <header className={styles.bar}>
        <span className={styles.brand}>{T.title(state?.marketplaceName ?? market.data?.marketplaceName ?? '')}</span>
        {state?.shop ? <span className={styles.shop}>{`${state.shop.name} · ${SIM_TEXT.dayOf(shownDay(state), state.days)}`}</span> : null}
        <Link className={styles.exit} to={simulationPaths.flow.getHref(sign)}>
          {T.exit}
        </Link>
      </header>
      <div className={styles.frame}>
        <nav className={styles.side} aria-label={T.title(state?.marketplaceName ?? '')}>
          <Menu
            mode={wide ? 'inline' : 'horizontal'}
            selectedKeys={[menu]}
            onClick={({ key }) => setSearch({ sign, menu: key }, { replace: true })}
            items={BACK_OFFICE_MENUS.map((key) => ({ key, icon: ICONS[key], label: T.menu[key] }))}
          />
        </nav>
        <main className={styles.content}>{body}</main>
      </div>
    </div>
  );
}

/** /simulation/amazon-virtual-system?sign=: the back office in Amazon Seller Central's colours. */
export function AmazonBackOfficePage() {
  return <BackOffice look="amazon" />;
}

/** /simulation/virtual-system-playground?sign=: the back office of any marketplace. */
export function PlaygroundBackOfficePage() {
  return <BackOffice look="playground" />;
}
