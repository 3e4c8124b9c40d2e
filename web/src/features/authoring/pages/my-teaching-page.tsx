import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, List, Modal, Skeleton, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { deleteCourse, publishCourse, authoringApiPaths, unpublishCourse, type TeacherCourse } from '@/api/authoring';
import { ExportButton } from '@/components/export-button';
import { clearWizard } from '../lib/wizard-storage';
import { useMyCourses } from '../queries';
import { AUTHORING_TEXT } from '../texts';
import { useAuthoringAction } from '../hooks/use-authoring-action';
import styles from '../authoring.module.css';

const T = AUTHORING_TEXT.list;
const M = AUTHORING_TEXT.messages;
const PAGE_SIZE = 10;
const BADGE = { 0: 'default', 1: 'success', 2: 'warning' } as const;

const price = (fen: number): string => (fen ? `¥${(fen / 100).toFixed(2)}` : T.free);

/**
 * /home/learning/my-teaching: the teacher's courses (paged) with status, edit, publish/unpublish and delete, and a
 * link to each course's management; `below` is what the route shows under the list (the school's teachers).
 */
export function MyTeachingPage({ below }: { below?: ReactNode }) {
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const courses = useMyCourses(page, PAGE_SIZE);
  const { busy, run } = useAuthoringAction();

  const confirmDelete = (c: TeacherCourse): void => {
    Modal.confirm({
      title: `${T.delete}「${c.name}」`,
      content: c.studentCount > 0 ? T.archiveConfirm(c.studentCount) : T.deleteConfirm,
      okText: T.delete,
      okButtonProps: { danger: true },
      cancelText: AUTHORING_TEXT.team.cancel,
      onOk: () => run(`delete-${c.idSign}`, () => deleteCourse(c.idSign), M.deleted),
    });
  };

  const create = (): void => {
    clearWizard();
    navigate(paths.newCurriculum.getHref());
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={T.title}
        extra={
          <Space wrap>
            <ExportButton path={authoringApiPaths.myCourses} body={{}} disabled={!courses.data?.total} />
            <Button type="primary" icon={<PlusOutlined />} onClick={create}>
              {T.create}
            </Button>
          </Space>
        }
      >
        {courses.isPending ? (
          <Skeleton active />
        ) : (
          <List
            dataSource={courses.data?.list ?? []}
            locale={{ emptyText: <Empty description={T.empty} /> }}
            pagination={
              (courses.data?.total ?? 0) > PAGE_SIZE
                ? { current: page, pageSize: PAGE_SIZE, total: courses.data?.total ?? 0, onChange: setPage, size: 'small' }
                : false
            }
            renderItem={(c) => (
              <List.Item>
                <div className={styles.courseRow}>
                  {c.coursePicture ? <img className={styles.thumb} src={c.coursePicture} alt="" /> : <div className={styles.thumb} />}
                  <div className={styles.rowMain}>
                    <div className={styles.rowTitle}>
                      {c.status === 1 ? <Link to={paths.courseDetail.getHref(c.idSign)}>{c.name}</Link> : c.name}
                    </div>
                    <div className={styles.rowMeta}>
                      <Badge status={BADGE[c.status]} text={T.status[c.status]} /> · {c.typeName || '—'} · {price(c.coursePrice)} ·{' '}
                      {T.students(c.studentCount)}
                    </div>
                  </div>
                  <div className={styles.actions} style={{ marginTop: 0 }}>
                    <Button size="small" onClick={() => navigate(`${paths.newCurriculum.getHref()}?course=${encodeURIComponent(c.idSign)}`)}>
                      {T.edit}
                    </Button>
                    <Link to={paths.courseManagement.getHref(c.idSign)} aria-label={`${T.manage}：${c.name}`}>
                      <Button size="small" tabIndex={-1}>
                        {T.manage}
                      </Button>
                    </Link>
                    {c.status === 1 ? (
                      <Button size="small" loading={busy === `un-${c.idSign}`}
                        onClick={() => void run(`un-${c.idSign}`, () => unpublishCourse(c.idSign), M.unpublished)}>
                        {T.unpublish}
                      </Button>
                    ) : c.status === 0 ? (
                      <Button size="small" type="primary" loading={busy === `pub-${c.idSign}`}
                        onClick={() => void run(`pub-${c.idSign}`, () => publishCourse(c.idSign), M.published)}>
                        {T.publish}
                      </Button>
                    ) : null}
                    <Button size="small" danger loading={busy === `delete-${c.idSign}`} onClick={() => confirmDelete(c)}>
                      {T.delete}
                    </Button>
                  </div>
                </div>
              </List.Item>
            )}
          />
        )}
      </Card>
      {below}
    </Space>
  );
}
