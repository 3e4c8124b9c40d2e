import { adminApi } from '@/config/admin-api';
import { api } from './client';
import { postSaid, READ, type Paging, type Said } from './admin';
import type { MessageItem } from './messages';
import type { ListAnswer } from './paging';

/**
 * The consoles' notices (docs/admin.md "Notices"): the platform admin's system notices and a school admin's bulletins
 * of their school. The same three calls under each console's base; the server scopes them.
 */
export type NoticeConsole = 'admin' | 'schoolAdmin';
export type Notice = Pick<MessageItem, 'idSign' | 'msgType' | 'title' | 'content' | 'createTime' | 'authorName'>;
/** idSign: the notice edited (none for a new one). */
export type NoticeForm = { idSign?: string; title: string; content: string };

const base = (console: NoticeConsole): string => (console === 'admin' ? adminApi.noticesAdmin : adminApi.noticesSchoolAdmin);

export const getNotices = (console: NoticeConsole, paging: Paging): Promise<ListAnswer<Notice>> =>
  api.get<ListAnswer<Notice>>(`${base(console)}s`, paging, READ);
/** Publishes (发布成功) or edits (保存成功) a notice. */
export const saveNotice = (console: NoticeConsole, form: NoticeForm): Promise<Said<{ idSign: string }>> =>
  postSaid<{ idSign: string }>(`${base(console)}/save`, form);
export const removeNotice = (console: NoticeConsole, idSign: string): Promise<Said<null>> =>
  postSaid<null>(`${base(console)}/delete`, { idSign });
