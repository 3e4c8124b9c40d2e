import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseCard, CourseKindId } from '@/api/courses';
import { DeferredEmptyState as EmptyState } from '@/components/deferred-empty-state';
import { Segments } from '@/components/segments';
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

function Section({ id, title, subtitle, more, extra, children }: {
  id: string;
  title: string;
  subtitle: string;
  more: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h2 id={id} className={styles.heading}>
            {title}
          </h2>
          <p className={styles.lead}>{subtitle}</p>
        </div>
        <div className={styles.tools}>
          {extra}
          <Link to={more} className={styles.more}>
            {TEXT.more} →
          </Link>
        </div>
      </header>
      {children}
    </section>
  );
}

function RecommendSection({ enabled }: { enabled: boolean }) {
  const query = useRecommendCourses(enabled);
  return (
    <Section id="home-recommend-title" title={TEXT.recommendTitle} subtitle={TEXT.recommendSubtitle} more={`${paths.classPage.getHref()}?order=hot`}>
      <Courses query={query} label={TEXT.recommendTitle} testId="recommend-loading" />
    </Section>
  );
}

function FreeSection({ enabled }: { enabled: boolean }) {
  const query = useChosenCourses(enabled);
  return (
    <Section id="home-free-title" title={TEXT.freeTitle} subtitle={TEXT.freeSubtitle} more={paths.classPage.getHref()}>
      <Courses query={query} label={TEXT.freeTitle} testId="free-loading" />
    </Section>
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
    <Section id="home-kind-title" title={TEXT.kindTitle} subtitle={TEXT.kindSubtitle} more={`${paths.classPage.getHref()}?kind=${kind}`} extra={tabs}>
      <Courses query={query} label={`${TEXT.kindTitle} ${COURSE_TEXT.catalogue.kinds[kind]}`} testId="kind-loading" />
    </Section>
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
