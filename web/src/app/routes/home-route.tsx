import { HomeCourseSections } from '@/features/courses/components/home-course-sections';
import { HomeNewsSection } from '@/features/news/components/home-news-section';
import { HomePage } from '@/features/site/pages/home-page';

/**
 * `/` and `/home`: the site's home page with the courses feature's sections and the news feature's 新闻资讯. All are
 * built without antd (issue 12's JavaScript budget); the sections are in the page's chunk (a few kB), so they take
 * their place with the page's first paint instead of pushing the campus pictures down when a chunk of their own
 * arrived (a layout shift).
 */
export function HomeRoute() {
  return <HomePage courseSections={<HomeCourseSections />} newsSection={<HomeNewsSection />} />;
}
