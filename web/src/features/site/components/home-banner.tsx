import { Carousel, Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { useHomeBanners } from '../queries';
import { SITE_TEXT } from '../texts';
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
        <Skeleton.Node active className={styles.skeleton} />
      </div>
    );
  }
  if (isError || !data || data.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.empty}`}>
        <EmptyState
          description={isError ? SITE_TEXT.home.loadFailed : SITE_TEXT.home.emptyBanner}
          actionLabel={isError ? SITE_TEXT.home.retry : undefined}
          onAction={() => void refetch()}
        />
      </div>
    );
  }

  return (
    <section className={styles.frame} aria-label={SITE_TEXT.home.bannerLabel}>
      <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={BANNER_AUTOPLAY_MS} draggable className={styles.carousel}>
        {data.map((banner) => (
          <div key={banner.sign} className={styles.slide}>
            <TargetLink target={{ url: banner.linkUrl, openMode: banner.openMode }} className={styles.link} title={banner.title}>
              <img className={styles.image} src={banner.imageUrl} alt={banner.title} />
            </TargetLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
