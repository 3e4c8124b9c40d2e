import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/site/pages/home-page';

/** The course sections come in their own chunk, after the page's first paint. */
const HomeCourseSections = lazy(async () => ({
  default: (await import('@/features/courses/components/home-course-sections')).HomeCourseSections,
}));

/** `/` and `/home`: the site's home page with the courses feature's sections. */
export function HomeRoute() {
  return (
    <HomePage
      courseSections={
        <Suspense fallback={null}>
          <HomeCourseSections />
        </Suspense>
      }
    />
  );
}
