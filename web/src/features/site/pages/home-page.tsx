import type { ReactNode } from 'react';
import { AdvertGrid } from '../components/advert-grid';
import { CampusGallery } from '../components/campus-gallery';
import { HomeBanner } from '../components/home-banner';

/**
 * `/` and `/home`: the banner carousel, the adverts, the course sections and the news section (below the fold,
 * composed in by the app from the courses and news features) and the campus pictures of the school.
 */
export function HomePage({ courseSections, newsSection }: { courseSections?: ReactNode; newsSection?: ReactNode }) {
  return (
    <div>
      <HomeBanner />
      <AdvertGrid />
      {courseSections}
      {newsSection}
      <CampusGallery />
    </div>
  );
}
