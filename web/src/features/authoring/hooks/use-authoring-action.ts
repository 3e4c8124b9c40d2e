import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/toast';
import { showFieldFailure } from '../lib/failure';
import { authoringKeys } from '../queries';

type Action = { key: string; write: () => Promise<unknown>; message: string };

/**
 * One authoring write at a time, as a mutation under a key (the busy button shows its spinner): on success toasts
 * `message` and reloads the authoring queries; a refusal naming a field is toasted here (the request layer showed
 * the others).
 */
export function useAuthoringAction(): {
  busy: string | null;
  run: (key: string, write: () => Promise<unknown>, message: string) => Promise<void>;
} {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ write }: Action) => write(),
    onSuccess: async (_, { message }) => {
      toastSuccess(message);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.all });
    },
    onError: showFieldFailure,
  });
  const run = (key: string, write: () => Promise<unknown>, message: string): Promise<void> =>
    mutation.mutateAsync({ key, write, message }).then(
      () => undefined,
      () => undefined, // told above or by the request layer
    );
  return { busy: mutation.isPending ? mutation.variables.key : null, run };
}
