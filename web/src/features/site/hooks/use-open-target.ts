import { message } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openTarget, type LinkTarget } from '../lib/open-target';

const ERROR_TOAST_SECONDS = 1.5;

/** Opens menu items, banners and adverts per their openMode and parameterInterface. */
export function useOpenTarget(): (target: LinkTarget) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (target: LinkTarget) =>
      openTarget(target, {
        navigate: (path) => {
          void navigate(path);
        },
        onError: (text) => {
          void message.error({ content: text, duration: ERROR_TOAST_SECONDS });
        },
      }),
    [navigate],
  );
}
