import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastSuccess } from '@/lib/toast';
import { teachingKeys } from '../queries';
import { showFieldFailure } from '../lib/failure';

/**
 * Runs one teaching action at a time under a key (the busy button shows its spinner): on success toasts `message`
 * and reloads the teaching queries; a refusal naming a field is toasted here (the request layer showed the others).
 */
export function useTeachingAction(): {
  busy: string | null;
  run: (key: string, action: () => Promise<unknown>, message: string) => Promise<void>;
} {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, message: string): Promise<void> => {
    setBusy(key);
    try {
      await action();
      toastSuccess(message);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.all });
    } catch (error) {
      showFieldFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
