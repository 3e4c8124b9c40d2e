import { downloadAudit, type AuditFilters } from '@/api/admin';
import { DownloadButton } from '@/components/download-button';
import { toastSuccess } from '@/lib/toast';
import { AuditLog } from '../components/audit-log';
import { useListState } from '../lib/use-list-state';
import { useAudit, useAuditActions, useSchoolOptions } from '../queries';
import { ADMIN_TEXT } from '../texts';

const T = ADMIN_TEXT.audit;

/**
 * /admin/audit (the platform admin): every console action, filtered and paged by the server; a row expands to the
 * target's state before and after; 导出 downloads the filtered rows as .xlsx.
 */
export function AuditPage() {
  const list = useListState<AuditFilters>({});
  const rows = useAudit({ ...list.filters, page: list.page, size: list.size });
  const actions = useAuditActions();
  const schools = useSchoolOptions();

  const exportRows = async () => {
    const file = await downloadAudit(list.filters);
    toastSuccess(T.exported);
    return file;
  };

  return (
    <AuditLog
      intro={T.intro}
      extra={<DownloadButton load={exportRows} label={T.export} />}
      list={list}
      rows={rows}
      actions={{
        options: (actions.data ?? []).map((a) => ({ value: a.action, label: a.name })),
        loading: actions.isPending,
      }}
      schools={{ options: schools.data ?? [], loading: schools.isPending }}
    />
  );
}
