import { HomeSection } from '@/components/home-section';
import { SkeletonBlock } from '@/components/skeleton';
import { useSchoolImages } from '../queries';
import { SITE_TEXT } from '../texts';
import styles from './campus-gallery.module.css';

const SKELETON_TILES = 4;

/** The school's campus pictures (getSchoolImages); hidden when the school has none. */
export function CampusGallery() {
  const { data, isPending, isError } = useSchoolImages();
  if (isError || (!isPending && (!data || data.length === 0))) return null;

  return (
    <HomeSection id="home-campus-title" title={SITE_TEXT.home.campusTitle} subtitle={SITE_TEXT.home.campusSubtitle}>
      <div className={styles.grid}>
        {isPending
          ? Array.from({ length: SKELETON_TILES }, (_, index) => (
              <SkeletonBlock key={index} className={styles.skeleton} />
            ))
          : data.map((image, index) => (
              <figure key={`${index}-${image.imageUrl}`} className={styles.tile}>
                <img src={image.imageUrl} alt={image.title} loading="lazy" />
                <figcaption>{image.title}</figcaption>
              </figure>
            ))}
      </div>
    </HomeSection>
  );
}
