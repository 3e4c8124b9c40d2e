import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMessages,
  getMessageUnreadNum,
  readAllMessages,
  readMessage,
  type MsgType,
  type UnreadCounts,
} from '@/api/messages';
import { headerDelays } from '@/config/header-timing';
import { useAfterPageOpen } from '@/lib/page-open';

/** Query keys of the message centre, one factory. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (msgType: MsgType, page: number) => [...messageKeys.lists(), msgType, page] as const,
};

const UNREAD_STALE_MS = 30_000;

export const unreadQuery = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: getMessageUnreadNum, staleTime: UNREAD_STALE_MS });

/**
 * The unread counts of a signed-in user: they load when the user becomes logged in, and no sooner than about
 * 150 ms after the page opened (spec 01 §4, config/header-timing.ts).
 */
export function useUnreadCounts(loggedIn: boolean) {
  const ready = useAfterPageOpen(headerDelays().avatarDataMs);
  return useQuery({ ...unreadQuery(), enabled: loggedIn && ready });
}

export function useMessages(msgType: MsgType, page: number) {
  return useQuery({
    queryKey: messageKeys.list(msgType, page),
    queryFn: () => getMessages(msgType, page),
    placeholderData: keepPreviousData,
  });
}

/** Marks messages read: the answer is the new unread counts (the badge follows), and the lists reload. */
function useAfterRead() {
  const client = useQueryClient();
  return (counts: UnreadCounts): Promise<void> => {
    client.setQueryData(messageKeys.unread(), counts);
    return client.invalidateQueries({ queryKey: messageKeys.lists() });
  };
}

export function useReadMessage() {
  const afterRead = useAfterRead();
  return useMutation({ mutationFn: readMessage, onSuccess: afterRead });
}

export function useReadAllMessages() {
  const afterRead = useAfterRead();
  return useMutation({ mutationFn: readAllMessages, onSuccess: afterRead });
}
