import { useSearchParams } from 'react-router';
import type { CourseType } from '@/api/courses';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { Pager } from '@/components/pager';
import { CourseFilters } from '../components/course-filters';
import { CourseGrid, CourseGridSkeleton } from '../components/course-card';
import { CATALOGUE_PAGE_SIZE, readListParams, toListQuery, writeListParams, type ListParams } from '../lib/list-params';
import { useCourseList, useCourseTypeTree } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-list-page.module.css';

/** The catalogue's widest row (three cards): its covers are the page's largest paint. */
const FIRST_ROW = 3;

const TEXT = COURSE_TEXT.catalogue;

type CourseListPageProps = { type?: CourseType; title: string };

/**
 * A course catalogue: /class (all), /college/master-courses (type 1), /college/optional-courses (type 2). Built without
 * antd, as the home page is (its first screen is the filters and the cards): antd loads only for an empty or failed
 * list's EmptyState.
 */
export function CourseListPage({ type, title }: CourseListPageProps) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const tree = useCourseTypeTree();
  const list = useCourseList(toListQuery(params, type));
  const change = (next: Partial<ListParams>): void => {
    setSearch(writeListParams(params, next));
    if (next.page) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let content;
  if (list.isPending) content = <CourseGridSkeleton count={6} testId="courses-loading" />;
  else if (list.isError) {
    content = <DeferredEmptyState description={COURSE_TEXT.loadFailed} actionLabel={COURSE_TEXT.retry} onAction={() => void list.refetch()} />;
  } else if (list.data.list.length === 0) content = <DeferredEmptyState description={TEXT.empty} />;
  else content = <CourseGrid courses={list.data.list} label={TEXT.gridLabel} eagerCovers={FIRST_ROW} />;

  const total = list.data?.total ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {params.keyword ? (
          <p className={styles.summary}>
            {TEXT.keywordResult(params.keyword, total)}
            <button type="button" className={styles.clear} onClick={() => change({ keyword: '' })}>
              {TEXT.clearKeyword}
            </button>
          </p>
        ) : list.data ? (
          <p className={styles.summary}>{TEXT.total(total)}</p>
        ) : null}
      </header>
      <CourseFilters params={params} tree={tree.data ?? []} onChange={change} />
      <section className={styles.results} aria-busy={list.isFetching}>
        {content}
      </section>
      <Pager className={styles.pager} current={params.page} pageSize={CATALOGUE_PAGE_SIZE} total={total} onChange={(page) => change({ page })} />
    </div>
  );
}

export function AllCoursesPage() {
  return <CourseListPage title={TEXT.titles.all} />;
}

export function MasterCoursesPage() {
  return <CourseListPage type={1} title={TEXT.titles.master} />;
}

export function OptionalCoursesPage() {
  return <CourseListPage type={2} title={TEXT.titles.optional} />;
}
