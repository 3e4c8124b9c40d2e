import { HomeCourseSections } from '@/features/courses/components/home-course-sections';
import { HomeNewsSection } from '@/features/news/components/home-news-section';
import { HomePage } from '@/features/site/pages/home-page';
import { WhaleIndexSection } from '@/features/study/components/whale-index-section';
import { HomeTrainingSection } from '@/features/training/components/home-training-section';

/**
 * `/` and `/home`: the site's home page with 学鲸实训指数 (study), the courses feature's sections, 实训训练营
 * (training) and the news feature's 新闻资讯. All are built without antd (issue 12's JavaScript budget); the sections
 * are in the page's chunk (a few kB), so they take their place with the page's first paint instead of pushing the
 * campus pictures down when a chunk of their own arrived (a layout shift).
 */
export function HomeRoute() {
  return (
    <HomePage
      indexSection={<WhaleIndexSection />}
      courseSections={<HomeCourseSections />}
      trainingSection={<HomeTrainingSection />}
      newsSection={<HomeNewsSection />}
    />
  );
}
