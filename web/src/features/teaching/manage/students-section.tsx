import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Progress, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatServerTime } from '@/lib/time';
import { toastSuccess } from '@/lib/toast';
import { ExportButton } from '@/components/export-button';
import { getStudents, manageApiPaths, removeStudents, type Student } from '@/api/teaching';
import { showRefusal } from './failure';
import { teachingKeys } from '../queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees;
export const STUDENT_PAGE_SIZE = 10;

/** 学员名单: the course's students (search, pages of 10), remove the selected after a confirmation, export. */
export function StudentsSection({ courseSign }: { courseSign: string }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const students = useQuery({
    queryKey: teachingKeys.students(courseSign, page, keyword),
    queryFn: () => getStudents(courseSign, page, STUDENT_PAGE_SIZE, keyword),
  });

  const remove = useMutation({
    mutationFn: (signs: string[]) => removeStudents(courseSign, signs),
    onSuccess: async () => {
      toastSuccess(T.removed);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.studentsOf(courseSign) });
    },
    onError: showRefusal,
  });

  const confirmRemove = (): void => {
    const signs = selected;
    Modal.confirm({
      title: T.removeTitle,
      content: T.removeConfirm(signs.length),
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: MANAGE_TEXT.cancel,
      onOk: () => remove.mutateAsync(signs).catch(() => undefined), // a refusal: told in onError
    });
  };

  const columns: TableColumnsType<Student> = [
    { title: T.columns.name, dataIndex: 'name' },
    { title: T.columns.mobile, dataIndex: 'mobile' },
    { title: T.columns.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: T.columns.source, dataIndex: 'source', render: (v: string) => T.source[v] ?? v },
    {
      title: T.columns.progress,
      dataIndex: 'progress',
      width: 140,
      render: (v: number) => <Progress percent={Math.round(v)} size="small" />,
    },
    { title: T.columns.status, dataIndex: 'studyStatus', render: (v: number) => T.studyStatus[v] ?? '—' },
    { title: T.columns.joinedAt, dataIndex: 'joinedAt', render: (v: string) => formatServerTime(v) },
  ];
  const total = students.data?.total ?? 0;

  return (
    <div>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label={T.search}
          placeholder={T.search}
          maxLength={30}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
            setSelected([]);
          }}
        />
        <div className={styles.toolbarGroup}>
          {selected.length > 0 && <span className={styles.meta}>{T.selected(selected.length)}</span>}
          <Button danger disabled={selected.length === 0} onClick={confirmRemove}>
            {T.remove}
          </Button>
          <ExportButton path={manageApiPaths.students} body={{ courseId: courseSign, ...(keyword ? { keyword } : {}) }} disabled={total === 0} />
        </div>
      </div>
      <Table<Student>
        rowKey="userSign"
        size="small"
        loading={students.isPending}
        columns={columns}
        dataSource={students.data?.list ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: STUDENT_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: T.total,
          onChange: (p) => {
            setPage(p);
            setSelected([]);
          },
        }}
      />
    </div>
  );
}
