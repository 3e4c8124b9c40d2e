import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteConversation, getConversation, getConversations, getSuggestedJobs, renameConversation } from '@/api/assistant';

export const CONVERSATIONS_SHOWN = 50;

/** Query keys of the assistant, one factory. */
export const assistantKeys = {
  all: ['assistant'] as const,
  list: () => [...assistantKeys.all, 'list'] as const,
  record: (conversationId: string) => [...assistantKeys.all, 'record', conversationId] as const,
  suggestedJobs: () => [...assistantKeys.all, 'suggested-jobs'] as const,
};

/** The user's latest conversations (newest first). */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: assistantKeys.list(),
    queryFn: () => getConversations(1, CONVERSATIONS_SHOWN),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useConversation(conversationId: string | undefined) {
  return useQuery({
    queryKey: assistantKeys.record(conversationId ?? ''),
    queryFn: () => getConversation(conversationId ?? ''),
    enabled: Boolean(conversationId),
  });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, name }: { conversationId: string; name: string }) => renameConversation(conversationId, name),
    onSuccess: (_data, { conversationId }) => {
      void client.invalidateQueries({ queryKey: assistantKeys.list() });
      void client.invalidateQueries({ queryKey: assistantKeys.record(conversationId) });
    },
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, conversationId) => {
      client.removeQueries({ queryKey: assistantKeys.record(conversationId) });
      void client.invalidateQueries({ queryKey: assistantKeys.list() });
    },
  });
}

/** The jobs the assistant suggested (jobsFromChat without positionIds). */
export function useSuggestedJobs(enabled: boolean) {
  return useQuery({ queryKey: assistantKeys.suggestedJobs(), queryFn: getSuggestedJobs, enabled });
}
