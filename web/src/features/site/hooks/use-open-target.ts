import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '@/lib/toast';
import { openTarget, type LinkTarget } from '../lib/open-target';

/** Opens menu items, banners and adverts per their openMode and parameterInterface. */
export function useOpenTarget(): (target: LinkTarget) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (target: LinkTarget) =>
      openTarget(target, {
        navigate: (path) => {
          void navigate(path);
        },
        onError: toastError,
      }),
    [navigate],
  );
}
