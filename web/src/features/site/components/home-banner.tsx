import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { SkeletonBlock } from '@/components/skeleton';
import { useHomeBanners } from '../queries';
import { SITE_TEXT } from '../texts';
import { BannerCarousel } from './banner-carousel';
import { TargetLink } from './target-link';
import styles from './home-banner.module.css';

/** Autoplay interval of the home carousel. */
export const BANNER_AUTOPLAY_MS = 5000;

/** The home page carousel; a click opens the banner's linkUrl per its openMode. */
export function HomeBanner() {
  const { data, isPending, isError, refetch } = useHomeBanners();

  if (isPending) {
    return (
      <div className={styles.frame} data-testid="banner-loading">
        <SkeletonBlock className={styles.skeleton} />
      </div>
    );
  }
  if (isError || !data || data.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.empty}`}>
        <DeferredEmptyState
          description={isError ? SITE_TEXT.home.loadFailed : SITE_TEXT.home.emptyBanner}
          actionLabel={isError ? SITE_TEXT.home.retry : undefined}
          onAction={() => void refetch()}
        />
      </div>
    );
  }

  const slides = data.map((banner, index) => ({
    key: banner.sign,
    content: (load: boolean) => (
      <TargetLink target={{ url: banner.linkUrl, openMode: banner.openMode }} className={styles.link} title={banner.title}>
        {load ? (
          // The first banner is the page's largest paint: fetched first, before the pictures below it.
          <img className={styles.image} src={banner.imageUrl} alt={banner.title} fetchPriority={index === 0 ? 'high' : 'auto'} draggable={false} />
        ) : null}
      </TargetLink>
    ),
  }));
  return (
    <section className={styles.frame} aria-label={SITE_TEXT.home.bannerLabel}>
      <BannerCarousel slides={slides} intervalMs={BANNER_AUTOPLAY_MS} className={styles.carousel} />
    </section>
  );
}
