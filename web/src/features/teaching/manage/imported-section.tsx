import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatServerTime } from '@/lib/time';
import { ExportButton } from '@/components/export-button';
import { getImportedStudents, manageApiPaths, type ImportedStudent } from '@/api/teaching';
import { teachingKeys } from '../queries';
import { STUDENT_PAGE_SIZE } from './students-section';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees;

/** 导入记录: who was imported into the course, by whom and when (pages of 10), export. */
export function ImportedSection({ courseSign }: { courseSign: string }) {
  const [page, setPage] = useState(1);
  const imported = useQuery({
    queryKey: teachingKeys.imported(courseSign, page),
    queryFn: () => getImportedStudents(courseSign, page, STUDENT_PAGE_SIZE),
  });
  const total = imported.data?.total ?? 0;
  const columns: TableColumnsType<ImportedStudent> = [
    { title: T.columns.name, dataIndex: 'name' },
    { title: T.columns.mobile, dataIndex: 'mobile' },
    { title: T.columns.studentCard, dataIndex: 'studentCard', render: (v: string) => v || '—' },
    { title: T.columns.importedBy, dataIndex: 'importedBy' },
    { title: T.columns.importedAt, dataIndex: 'importedAt', render: (v: string) => formatServerTime(v) },
  ];
  return (
    <div>
      <div className={styles.toolbar}>
        <span className={styles.meta}>{T.total(total)}</span>
        <ExportButton path={manageApiPaths.importedList} body={{ courseId: courseSign }} disabled={total === 0} />
      </div>
      <Table<ImportedStudent>
        rowKey={(r) => `${r.userSign}-${r.importedAt}`}
        size="small"
        loading={imported.isPending}
        columns={columns}
        dataSource={imported.data?.list ?? []}
        locale={{ emptyText: T.importedEmpty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: STUDENT_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </div>
  );
}
