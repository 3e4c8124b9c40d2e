import { HomeSection } from '@/components/home-section';
import { SkeletonBlock } from '@/components/skeleton';
import { useInView } from '@/lib/use-in-view';
import { useSchoolCrests } from '../queries';
import { SITE_TEXT } from '../texts';
import styles from './school-crests.module.css';

const SKELETON_TILES = 3;

/** The home page's 合作院校: the crests of the platform's schools (getSchoolCrestList); hidden without any. */
export function SchoolCrests() {
  const [ref, seen] = useInView<HTMLElement>();
  const crests = useSchoolCrests(seen);
  const T = SITE_TEXT.home;
  if (crests.isError || (crests.isSuccess && crests.data.length === 0)) return null;
  return (
    <HomeSection id="home-crests-title" title={T.crestsTitle} subtitle={T.crestsSubtitle} sectionRef={ref}>
      {crests.isSuccess ? (
        <ul className={styles.strip} aria-label={T.crestsLabel}>
          {crests.data.map((school) => (
            <li key={school.idSign} className={styles.crest} title={school.schoolName}>
              <img src={school.crest} alt={school.schoolName} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.strip} aria-busy="true" data-testid="home-crests-loading">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <SkeletonBlock key={index} className={styles.skeleton} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
