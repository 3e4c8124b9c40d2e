import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '@/api/admin';
import { getNotices, removeNotice, saveNotice, type NoticeConsole, type NoticeForm } from '@/api/notices';
import { tellRefusal } from '@/lib/refusal';
import { toastSuccess } from '@/lib/toast';
import { NOTICES_TEXT } from './notices-texts';
import { adminKeys } from './queries';

/** Query keys of the notices, per console. */
export const noticeKeys = {
  of: (console: NoticeConsole) => [...adminKeys.all, 'notices', console] as const,
  list: (console: NoticeConsole, paging: Paging) => [...noticeKeys.of(console), paging] as const,
};

export function useNotices(console: NoticeConsole, paging: Paging) {
  return useQuery({ queryKey: noticeKeys.list(console, paging), queryFn: () => getNotices(console, paging), placeholderData: keepPreviousData });
}

/** The list (and the audit log) read again after a change. */
function useChanged(console: NoticeConsole): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: noticeKeys.of(console) });
    void client.invalidateQueries({ queryKey: adminKeys.audit() });
  };
}

/** 发布 / 保存: the server's message is toasted; a refusal (a field's or 消息不存在) is the form's to show. */
export function useSaveNotice(console: NoticeConsole) {
  const changed = useChanged(console);
  return useMutation({
    mutationFn: (form: NoticeForm) => saveNotice(console, form),
    onSuccess: ({ msg }, form) => {
      toastSuccess(msg || (form.idSign ? NOTICES_TEXT.saved : NOTICES_TEXT.published));
      changed();
    },
  });
}

/** 删除, after the page's confirmation (消息不存在 when another admin was first is toasted). */
export function useRemoveNotice(console: NoticeConsole) {
  const changed = useChanged(console);
  return useMutation({
    mutationFn: (idSign: string) => removeNotice(console, idSign),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || NOTICES_TEXT.removed);
      changed();
    },
    onError: (error) => {
      tellRefusal(error);
      changed();
    },
  });
}
