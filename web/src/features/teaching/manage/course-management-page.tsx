import { Button, Card, Empty, Select, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTeacherCourses } from '../queries';
import type { ManageContext } from './manage-context';
import { COURSE_MANAGEMENT_TABS, IMPORTED_MATERIALS_TABS } from './tabs';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.shell;

type ShellProps = { base: string; tabs: readonly string[]; title: string; teacher: boolean };

/** The tab a path shows: the segment after the shell's base (the default tab when there is none). */
function currentTab(pathname: string, base: string, tabs: readonly string[]): string {
  const rest = pathname.slice(base.length).replace(/^\/+/, '').split('/')[0] ?? '';
  return tabs.includes(rest) ? rest : tabs[0];
}

/**
 * The course management shell (docs/teaching.md "Web"): a course picker over the caller's managed courses
 * (kept in ?course=<sign>, the first by default), the tabs as child routes and an empty state without a course.
 */
function ManagementShell({ base, tabs, title, teacher }: ShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // Students and normal users manage no course: no call, the empty state.
  const courses = useTeacherCourses(teacher);
  const list = useMemo(() => (teacher ? (courses.data?.list ?? []) : []), [teacher, courses.data]);
  const wanted = search.get('course');
  const course = list.find((c) => c.idSign === wanted) ?? list[0];
  const tab = currentTab(pathname, base, tabs);

  useEffect(() => {
    if (course && course.idSign !== wanted) {
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.set('course', course.idSign);
        return next;
      }, { replace: true });
    }
  }, [course, wanted, setSearch]);

  const go = (nextTab: string, sign = course?.idSign): void => {
    navigate(`${base}/${nextTab}${sign ? `?course=${encodeURIComponent(sign)}` : ''}`);
  };

  const loading = teacher && courses.isPending;
  const context: ManageContext | null = course ? { courseSign: course.idSign, course } : null;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {list.length > 0 && (
          <div className={styles.picker}>
            <label htmlFor="manage-course">{T.course}</label>
            <Select
              id="manage-course"
              aria-label={T.course}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={T.coursePlaceholder}
              value={course?.idSign}
              options={list.map((c) => ({ value: c.idSign, label: c.offering === 2 ? T.training(c.name) : c.name }))}
              onChange={(sign: string) => go(tab, sign)}
            />
          </div>
        )}
      </div>
      <Card>
        {loading ? (
          <Skeleton active />
        ) : !context ? (
          <Empty description={T.noCourse}>
            <div className={styles.meta} style={{ marginBottom: 12 }}>{T.noCourseHint}</div>
            {teacher && (
              <Link to={paths.myTeaching.getHref()}>
                <Button type="primary">{T.toTeaching}</Button>
              </Link>
            )}
          </Empty>
        ) : (
          <>
            <Tabs
              aria-label={T.tabsLabel}
              activeKey={tab}
              onChange={(key) => go(key)}
              items={tabs.map((key) => ({ key, label: MANAGE_TEXT.tabs[key] }))}
            />
            {/* A new course remounts the tab: no selection, preview or form of another course carries over. */}
            <div key={context.courseSign}>
              <Outlet context={context} />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

/** /course-management (spec 02 §2: teacher, student or normal). */
export function CourseManagementPage({ teacher }: { teacher: boolean }) {
  return <ManagementShell base={paths.courseManagement.getHref()} tabs={COURSE_MANAGEMENT_TABS} title={T.title} teacher={teacher} />;
}

/** /imported-materials (spec 02 §2: teacher only), the same shell with its six children. */
export function ImportedMaterialsPage({ teacher }: { teacher: boolean }) {
  return <ManagementShell base={paths.importedMaterials.getHref()} tabs={IMPORTED_MATERIALS_TABS} title={T.importedTitle} teacher={teacher} />;
}

/** The index child: the default tab, keeping ?course=. */
export function ManagementIndex() {
  const { search } = useLocation();
  return <Navigate replace to={`course-bulletin${search}`} />;
}
