import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag, type TableColumnsType } from 'antd';
import { ExcelImport, useExcelImport } from '@/components/excel-import';
import { importStudents, previewImport, studentTemplateUrl, type ImportRow } from '@/api/teaching';
import { teachingKeys } from '../queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees;
const STATUS_COLOR = { ok: 'success', enrolled: 'default', error: 'error' } as const;

const columns: TableColumnsType<ImportRow> = [
  { title: T.columns.row, dataIndex: 'row', width: 64 },
  {
    title: T.columns.result,
    key: 'result',
    width: 200,
    render: (_, r) => (
      <Space size={4} wrap>
        <Tag color={STATUS_COLOR[r.status]}>{T.status[r.status]}</Tag>
        {r.error && <span className={styles.error}>{r.error}</span>}
      </Space>
    ),
  },
  { title: T.columns.name, dataIndex: 'name' },
  { title: T.columns.mobile, dataIndex: 'mobile' },
  { title: T.columns.studentCard, dataIndex: 'studentCard' },
];

/**
 * 导入学员: the template, an .xlsx checked by the server (nothing saved) and shown row by row with its status and
 * errors (red); 确认导入 only without errors — the server checks every row again.
 */
export function ImportSection({ courseSign }: { courseSign: string }) {
  const queryClient = useQueryClient();
  const importer = useExcelImport<ImportRow>({
    templateUrl: studentTemplateUrl(),
    preview: (file) => previewImport(courseSign, file),
    commit: (rows) => importStudents(courseSign, rows),
    onImported: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teachingKeys.studentsOf(courseSign) }),
        queryClient.invalidateQueries({ queryKey: teachingKeys.importedOf(courseSign) }),
      ]),
    isError: (r) => r.status === 'error',
    texts: {
      hint: T.templateHint,
      template: T.template,
      pickFile: T.pickFile,
      pickHint: T.pickHint,
      checking: T.checking,
      notXlsx: T.notXlsx,
      tooLarge: T.tooLarge,
      failed: MANAGE_TEXT.material.uploadFailed,
      imported: T.imported,
      summary: (p) => T.summary(p.okCount, p.rows.filter((r) => r.status === 'enrolled').length, p.errorCount),
      fixFirst: T.fixFirst,
      confirm: T.confirm,
      clear: T.clear,
    },
  });
  return <ExcelImport importer={importer} columns={columns} inputTestId="import-file-input" />;
}
