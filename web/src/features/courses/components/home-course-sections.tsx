import { useState } from 'react';
import type { CourseCard, CourseKindId } from '@/api/courses';
import { DeferredEmptyState as EmptyState } from '@/components/deferred-empty-state';
import { Segments } from '@/components/segments';
import { HomeSection } from '@/components/home-section';
import { paths } from '@/config/paths';
import { useInView } from '@/lib/use-in-view';
import { useChosenCourses, useCourseKinds, useCoursesByKind, useRecommendCourses } from '../queries';
import { COURSE_TEXT } from '../texts';
import { CourseGrid, CourseGridSkeleton } from './course-card';
import styles from './home-course-sections.module.css';

const TEXT = COURSE_TEXT.home;
const HOME_CARDS = 8;

type Loaded = { data: CourseCard[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

function Courses({ query, label, testId }: { query: Loaded; label: string; testId: string }) {
  if (query.isPending) return <CourseGridSkeleton count={4} columns={4} testId={testId} />;
  if (query.isError) {
    return <EmptyState description={COURSE_TEXT.loadFailed} actionLabel={COURSE_TEXT.retry} onAction={() => void query.refetch()} />;
  }
  if (!query.data || query.data.length === 0) return <EmptyState description={TEXT.empty} />;
  return <CourseGrid courses={query.data.slice(0, HOME_CARDS)} label={label} columns={4} phoneLimit />;
}

function RecommendSection({ enabled }: { enabled: boolean }) {
  const query = useRecommendCourses(enabled);
  return (
    <HomeSection id="home-recommend-title" title={TEXT.recommendTitle} subtitle={TEXT.recommendSubtitle} more={`${paths.classPage.getHref()}?order=hot`}>
      <Courses query={query} label={TEXT.recommendTitle} testId="recommend-loading" />
    </HomeSection>
  );
}

function FreeSection({ enabled }: { enabled: boolean }) {
  const query = useChosenCourses(enabled);
  return (
    <HomeSection id="home-free-title" title={TEXT.freeTitle} subtitle={TEXT.freeSubtitle} more={paths.classPage.getHref()}>
      <Courses query={query} label={TEXT.freeTitle} testId="free-loading" />
    </HomeSection>
  );
}

const KIND_IDS: readonly CourseKindId[] = [4, 5, 6];

function KindSection({ enabled }: { enabled: boolean }) {
  const [kind, setKind] = useState<CourseKindId>(4);
  const kinds = useCourseKinds(enabled);
  const courses = useCoursesByKind(kind, enabled);
  const countOf = (id: CourseKindId): number | undefined => kinds.data?.find((item) => item.kindId === id)?.count;
  const tabs = (
    <Segments<CourseKindId>
      value={kind}
      onChange={setKind}
      options={KIND_IDS.map((id) => {
        const count = countOf(id);
        return { value: id, label: count === undefined ? COURSE_TEXT.catalogue.kinds[id] : `${COURSE_TEXT.catalogue.kinds[id]} ${count}` };
      })}
    />
  );
  const query: Loaded = { ...courses, data: courses.data?.list, refetch: courses.refetch };
  return (
    <HomeSection id="home-kind-title" title={TEXT.kindTitle} subtitle={TEXT.kindSubtitle} more={`${paths.classPage.getHref()}?kind=${kind}`} extra={tabs}>
      <Courses query={query} label={`${TEXT.kindTitle} ${COURSE_TEXT.catalogue.kinds[kind]}`} testId="kind-loading" />
    </HomeSection>
  );
}

/** The home page's course sections; nothing is fetched until they come near the viewport (below the fold). */
export function HomeCourseSections() {
  const [ref, seen] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.sections}>
      <RecommendSection enabled={seen} />
      <FreeSection enabled={seen} />
      <KindSection enabled={seen} />
    </div>
  );
}
