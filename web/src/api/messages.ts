/** The message centre's calls (docs/messages.md) and the header's small plate (spec 01 §3). */
import { apiPaths } from '@/config/paths';
import { api } from './client';
import { toPaged, type ListAnswer, type Paged } from './paging';

/** Spec 02 §9: message paging size 5. */
export const MESSAGE_PAGE_SIZE = 5;

/** The spec's msgType: 1 system notices, 2 course messages, 3 school bulletins. */
export const MSG_TYPE = { system: 1, course: 2, school: 3 } as const;
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];

export type UnreadCounts = { courseMsgUnreadNum: number; schoolMsgUnreadNum: number; systemMsgUnreadNum: number };

export type MessageItem = {
  idSign: string;
  msgType: MsgType;
  title: string;
  content: string;
  createTime: string;
  isRead: 0 | 1;
  authorName: string;
  courseIdSign: string;
  courseName: string;
};

/** Spec 01 §3 user small plate (GET /personal/getUserSmallPlate). */
export type SmallPlate = {
  resumeRatio: number | string | null;
  workNum: number | null;
  workTrainId: string | number | null;
  examNum: number | null;
  examTrainId: string | number | null;
};

/** The header's background reads: no toast, no progress bar. */
const QUIET = { silent: true, progress: false } as const;

export const getMessageUnreadNum = (): Promise<UnreadCounts> =>
  api.get<UnreadCounts>(apiPaths.messageUnreadNum, undefined, QUIET);

export const getUserSmallPlate = (): Promise<SmallPlate> => api.get<SmallPlate>(apiPaths.userSmallPlate, undefined, QUIET);

/** One page of a category: course messages of every enrolled course, system notices or the school's bulletins. */
export async function getMessages(msgType: MsgType, page: number): Promise<Paged<MessageItem>> {
  const body = { page, size: MESSAGE_PAGE_SIZE };
  const answer =
    msgType === MSG_TYPE.course
      ? await api.post<ListAnswer<MessageItem>>(apiPaths.allCourseMsgList, body)
      : await api.post<ListAnswer<MessageItem>>(apiPaths.allSystemMsgList, { ...body, msgType });
  return toPaged(answer, { page, page_size: MESSAGE_PAGE_SIZE });
}

export const readMessage = (idSign: string): Promise<UnreadCounts> =>
  api.post<UnreadCounts>(apiPaths.readMessage, { idSign }, { progress: false });

export const readAllMessages = (msgType: MsgType): Promise<UnreadCounts> =>
  api.post<UnreadCounts>(apiPaths.readAllMessage, { msgType });

/** Spec 01 §2.4 / §9: the badge is the sum of the three counts. */
export function unreadTotal(counts: UnreadCounts | undefined): number {
  if (!counts) return 0;
  return (counts.courseMsgUnreadNum ?? 0) + (counts.schoolMsgUnreadNum ?? 0) + (counts.systemMsgUnreadNum ?? 0);
}
