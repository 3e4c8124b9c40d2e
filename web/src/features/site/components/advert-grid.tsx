import type { Advert } from '@/api/site';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { HomeSection } from '@/components/home-section';
import { SkeletonBlock, SkeletonLines } from '@/components/skeleton';
import { useAdverts } from '../queries';
import { SITE_TEXT } from '../texts';
import { TargetLink } from './target-link';
import styles from './advert-grid.module.css';

/** As many as the demo school's adverts: a row on a desktop, two on a phone. */
const SKELETON_CARDS = 4;

function positionOf(advert: Advert): number {
  const value = Number(advert.position);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

export function sortAdverts(adverts: readonly Advert[]): Advert[] {
  return [...adverts].sort((a, b) => positionOf(a) - positionOf(b));
}

function AdvertCard({ advert }: { advert: Advert }) {
  return (
    <TargetLink target={{ url: advert.linkUrl, openMode: advert.openMode }} className={styles.card} title={advert.title}>
      <div className={styles.media}>
        <img src={advert.imageUrl} alt={advert.title} loading="lazy" />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{advert.title}</h3>
        {advert.subtitle ? <p className={styles.subtitle}>{advert.subtitle}</p> : null}
        <span className={styles.more}>{SITE_TEXT.home.viewDetail} →</span>
      </div>
    </TargetLink>
  );
}

function AdvertSkeletons() {
  return (
    <div className={styles.grid} data-testid="adverts-loading">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <SkeletonBlock className={styles.skeletonMedia} />
          <SkeletonLines rows={1} className={styles.skeletonBody} />
        </div>
      ))}
    </div>
  );
}

/** The adverts of the home page, ordered by position. */
export function AdvertGrid() {
  const { data, isPending, isError, refetch } = useAdverts();
  let content;
  if (isPending) content = <AdvertSkeletons />;
  else if (isError || !data || data.length === 0) {
    content = (
      <DeferredEmptyState
        description={isError ? SITE_TEXT.home.loadFailed : SITE_TEXT.home.emptyAdverts}
        actionLabel={isError ? SITE_TEXT.home.retry : undefined}
        onAction={() => void refetch()}
      />
    );
  } else {
    content = (
      <div className={styles.grid}>
        {sortAdverts(data).map((advert) => (
          <AdvertCard key={advert.sign} advert={advert} />
        ))}
      </div>
    );
  }
  return (
    <HomeSection id="home-adverts-title" title={SITE_TEXT.home.advertsTitle} subtitle={SITE_TEXT.home.advertsSubtitle}>
      {content}
    </HomeSection>
  );
}
