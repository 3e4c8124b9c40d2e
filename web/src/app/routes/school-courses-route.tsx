import { App as AntApp, Button, Card, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import type { SchoolCourse, SchoolCourseFilters } from '@/api/admin';
import type { CourseStatus } from '@/api/authoring';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/admin/components/filter-form';
import { PageHead } from '@/features/admin/components/page-head';
import { PagedTable } from '@/features/admin/components/paged-table';
import styles from '@/features/admin/pages/pages.module.css';
import { useListState } from '@/features/admin/lib/use-list-state';
import { formatServerTime } from '@/lib/time';
import { useSchoolCourses, useSchoolCourseStatus } from '@/features/school-admin/queries';
import { SCHOOL_COURSES_TEXT } from '@/features/school-admin/texts';

const T = SCHOOL_COURSES_TEXT;
const C = T.columns;
const KEYWORD_MAX = 30;
/** The list's call answers at most 50 a page. */
const COURSE_PAGE_SIZES = [15, 30, 50];
const STATUS_COLOURS: Record<CourseStatus, string> = { 0: 'default', 1: 'green', 2: 'orange' };

type FilterValues = { keyword?: string; status?: CourseStatus | 'all'; offering?: 1 | 2 | 'all' };

/** The set filters only (全部 and an empty name are none). */
const filtersOf = (values: FilterValues): SchoolCourseFilters => ({
  keyword: values.keyword?.trim() || undefined,
  status: values.status === 'all' ? undefined : values.status,
  offering: values.offering === 'all' ? undefined : values.offering,
});

const options = (labels: Record<number, string>) => [
  { value: 'all', label: T.all },
  ...Object.entries(labels).map(([value, label]) => ({ value: Number(value), label })),
];

/** Where a row is seen as the learners see it: the course page or the training page. */
const publicHref = (c: SchoolCourse): string => (c.offering === 2 ? paths.trainDetail.getHref(c.idSign) : paths.courseDetail.getHref(c.idSign));

/**
 * /school-admin/courses (学校管理后台 · 课程管理): every course and training of the admin's school in any state, latest
 * change first, filtered and paged by the server; 发布, 取消发布 and 归档 after a confirmation, each in the audit log.
 * Composed here: features/admin's list parts around features/school-admin's calls.
 */
export function SchoolCoursesRoute() {
  const { modal } = AntApp.useApp();
  const [filterForm] = Form.useForm<FilterValues>();
  const list = useListState<SchoolCourseFilters>({});
  const courses = useSchoolCourses({ ...list.filters, page: list.page, size: list.size });
  const status = useSchoolCourseStatus();

  const confirm = (course: SchoolCourse, to: CourseStatus): void => {
    const [title, content, okText] =
      to === 1
        ? [T.confirm.publish(course.name), T.confirm.publishText, T.publish]
        : to === 2
          ? [T.confirm.archive(course.name), T.confirm.archiveText, T.archive]
          : [T.confirm.unpublish(course.name), T.confirm.unpublishText, T.unpublish];
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: to !== 1 },
      cancelText: T.cancel,
      onOk: () => status.mutateAsync({ sign: course.idSign, status: to }).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<SchoolCourse> = [
    {
      title: C.name,
      dataIndex: 'name',
      render: (name: string, c) => (
        <span className={styles.school}>
          {c.coursePicture ? <img className={styles.logo} src={c.coursePicture} alt="" /> : null}
          <span>{name}</span>
        </span>
      ),
    },
    { title: C.offering, dataIndex: 'offering', render: (o: number) => T.offerings[o] },
    { title: C.teacher, dataIndex: 'teacherName', render: (v: string) => v || <span className={styles.muted}>{T.noTeacher}</span> },
    { title: C.students, dataIndex: 'studentCount', align: 'right' },
    { title: C.updatedAt, dataIndex: 'updatedAt', render: (v: string) => formatServerTime(v) },
    {
      title: C.status,
      dataIndex: 'status',
      render: (s: CourseStatus) => <Tag color={STATUS_COLOURS[s]}>{T.statuses[s]}</Tag>,
    },
    {
      title: C.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c) => (
        <span className={styles.actions}>
          {c.status === 1 ? (
            <Button type="link" size="small" href={publicHref(c)} target="_blank" rel="noopener noreferrer">
              {T.view}
            </Button>
          ) : null}
          {c.status === 0 ? (
            <Button type="link" size="small" onClick={() => confirm(c, 1)}>
              {T.publish}
            </Button>
          ) : null}
          {c.status !== 0 ? (
            <Button type="link" size="small" danger={c.status === 1} onClick={() => confirm(c, 0)}>
              {T.unpublish}
            </Button>
          ) : null}
          {c.status !== 2 ? (
            <Button type="link" size="small" danger onClick={() => confirm(c, 2)}>
              {T.archive}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} />
      <Card size="small">
        <FilterForm<FilterValues> name="school-course-filters" form={filterForm} onSearch={(v) => list.search(filtersOf(v))}>
          <Form.Item
            name="keyword"
            label={T.keyword}
            rules={[{ max: KEYWORD_MAX, message: T.keywordTooLong }]}
          >
            <Input allowClear placeholder={T.keywordPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="offering" label={T.offering} initialValue="all">
            <Select options={options(T.offerings)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="status" label={T.status} initialValue="all">
            <Select options={options(T.statuses)} style={{ width: 120 }} />
          </Form.Item>
        </FilterForm>
      </Card>
      <Card size="small">
        <PagedTable<SchoolCourse> query={courses} columns={columns} rowKey="idSign" empty={T.empty} list={list} pageSizes={COURSE_PAGE_SIZES} />
      </Card>
    </div>
  );
}
