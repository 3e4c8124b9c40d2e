import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toastSuccess } from '@/lib/toast';
import { SETTINGS_TEXT } from '../account-texts';
import { accountKeys } from '../queries';

/**
 * One account change: ignores a second submit while the first runs, says 修改成功 and reloads the
 * login info on success; a refusal goes to `onError` (the request layer already toasted what it must).
 */
export function useSaveSetting<A extends unknown[]>(
  call: (...args: A) => Promise<unknown>,
  { onSaved, onError }: { onSaved?: () => void; onError?: (error: unknown) => void } = {},
) {
  const client = useQueryClient();
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSaving(true);
      try {
        await call(...args);
        toastSuccess(SETTINGS_TEXT.saved);
        void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
        onSaved?.();
        return true;
      } catch (error) {
        onError?.(error);
        return false;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [call, client, onError, onSaved],
  );
  return { save, saving };
}
