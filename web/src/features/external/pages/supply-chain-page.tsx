import { ClusterOutlined, DeploymentUnitOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import type { SystemCard } from '@/api/external';
import { EmptyState } from '@/components/empty-state';
import { webviewHref } from '@/config/external-paths';
import { useSystemCards } from '../queries';
import { EXTERNAL_TEXT } from '../texts';
import styles from './pages.module.css';

const T = EXTERNAL_TEXT.hub;
const ICONS = { erp: <ClusterOutlined />, gyl: <DeploymentUnitOutlined /> };

function Card({ card }: { card: SystemCard }) {
  const name = card.name || EXTERNAL_TEXT.defaultNames[card.system];
  const headingId = `external-system-${card.system}`;
  return (
    <article className={styles.systemCard} aria-labelledby={headingId}>
      <span className={styles.systemIcon} aria-hidden>
        {ICONS[card.system]}
      </span>
      <h2 id={headingId} className={styles.systemName}>
        {name}
      </h2>
      <p className={styles.systemDescription}>{card.description || T.descriptionEmpty}</p>
      <div className={styles.systemAction}>
        {card.configured ? (
          <Link className={styles.enter} to={webviewHref(card.system)} aria-label={`${T.enter} ${name}`}>
            {T.enter}
          </Link>
        ) : (
          <Tag>{T.notOpen}</Tag>
        )}
      </div>
    </article>
  );
}

/**
 * /supplyChain (public, with the site's header and footer): the school's ERP and supply-chain systems as cards; 进入系统
 * opens the system's bare page (/webview/erp or /webview/gyl, which asks a visitor to log in first); a system that is
 * not configured says 未开通 and has no button.
 */
export function SupplyChainPage() {
  const cards = useSystemCards();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{EXTERNAL_TEXT.title}</h1>
        <p className={styles.intro}>{T.intro}</p>
      </header>
      {cards.isPending ? (
        <div className={styles.cards} aria-busy="true">
          <Skeleton active className={styles.systemCard} />
          <Skeleton active className={styles.systemCard} />
        </div>
      ) : cards.isError ? (
        <EmptyState description={EXTERNAL_TEXT.failed} actionLabel={EXTERNAL_TEXT.retry} onAction={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState description={T.empty} />
      ) : (
        <div className={styles.cards}>
          {cards.data.map((card) => (
            <Card key={card.system} card={card} />
          ))}
        </div>
      )}
    </div>
  );
}
