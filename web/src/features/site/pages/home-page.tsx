import type { ReactNode } from 'react';
import { AdvertGrid } from '../components/advert-grid';
import { CampusGallery } from '../components/campus-gallery';
import { HomeBanner } from '../components/home-banner';
import { SchoolCrests } from '../components/school-crests';

/**
 * `/` and `/home`: the banner carousel, the adverts, then below the fold the sections the app composes in from other
 * features (学鲸实训指数, the courses, 实训训练营, 新闻资讯), the campus pictures and the crests of the platform's schools.
 */
export function HomePage({
  indexSection,
  courseSections,
  trainingSection,
  newsSection,
}: {
  indexSection?: ReactNode;
  courseSections?: ReactNode;
  trainingSection?: ReactNode;
  newsSection?: ReactNode;
}) {
  return (
    <div>
      <HomeBanner />
      <AdvertGrid />
      {indexSection}
      {courseSections}
      {trainingSection}
      {newsSection}
      <CampusGallery />
      <SchoolCrests />
    </div>
  );
}
