import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteSystem,
  getSystemCards,
  getSystemConfigs,
  launchSystem,
  resetSecret,
  saveSystem,
  type ConfigSchool,
  type SystemConfig,
  type SystemInput,
} from '@/api/external';
import { API_CODE, isApiError } from '@/api/errors';
import type { ExternalSystemKey } from '@/config/external-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { EXTERNAL_TEXT } from './texts';

/** Query keys of the external systems, one factory. */
export const externalKeys = {
  all: ['external'] as const,
  cards: () => [...externalKeys.all, 'cards'] as const,
  launch: (system: ExternalSystemKey) => [...externalKeys.all, 'launch', system] as const,
  admins: () => [...externalKeys.all, 'admin'] as const,
  admin: (school: ConfigSchool) => [...externalKeys.admins(), school ?? ''] as const,
};

export const useSystemCards = () => useQuery({ queryKey: externalKeys.cards(), queryFn: getSystemCards });

/**
 * The system's address with a fresh token, asked for once per visit of the page: never reused from the cache (a
 * token verifies once and expires in five minutes), never asked again by itself (a refocus would reload the frame).
 */
export function useLaunch(system: ExternalSystemKey) {
  return useQuery({
    queryKey: externalKeys.launch(system),
    queryFn: () => launchSystem(system),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnReconnect: false,
  });
}

/** The launch's refusal of a system the school has not opened (-1000 本校尚未开通该系统). */
/** The launch's refusal of a system not configured or disabled (other refusals, such as 仅限本校师生进入该系统, show as they are). */
export const isNotOpen = (error: unknown): boolean =>
  isApiError(error) && error.code === API_CODE.BUSINESS_ERROR && error.msg === EXTERNAL_TEXT.notOpenRefusal;

/** A school's configurations: the admin's own (null) or the one the platform admin picked. */
export const useSystemConfigs = (school: ConfigSchool = null) =>
  useQuery({ queryKey: externalKeys.admin(school), queryFn: () => getSystemConfigs(school) });

/** The admin's list with one system replaced by the server's answer; the public cards are read again. */
function putConfig(client: QueryClient, school: ConfigSchool, config: SystemConfig): void {
  client.setQueryData<SystemConfig[]>(externalKeys.admin(school), (list) => list?.map((c) => (c.system === config.system ? config : c)));
  void client.invalidateQueries({ queryKey: externalKeys.cards() });
}

/**
 * The request layer toasts most refusals itself but leaves -1000 and answers naming a field to the caller: where no
 * form field shows it, the server's words are toasted here.
 */
export function tellRefusal(error: unknown): void {
  if (isApiError(error) && error.kind === 'server' && (error.field || error.code === API_CODE.BUSINESS_ERROR)) {
    toastError(error.msg);
  }
}

/** 保存: the server's message is toasted and the card shows the saved system (with its secret after the first save). */
export function useSaveSystem(school: ConfigSchool = null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SystemInput) => saveSystem(input, school),
    onSuccess: ({ config, msg }) => {
      toastSuccess(msg || EXTERNAL_TEXT.admin.saved);
      putConfig(client, school, config);
    },
  });
}

/** 重置密钥, after the page's confirmation. */
export function useResetSecret(school: ConfigSchool = null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (system: ExternalSystemKey) => resetSecret(system, school),
    onSuccess: ({ config, msg }) => {
      toastSuccess(msg || EXTERNAL_TEXT.admin.reset);
      putConfig(client, school, config);
    },
    onError: tellRefusal,
  });
}

/** 删除配置, after the page's confirmation: the list is read again (the system is back to its defaults). */
export function useDeleteSystem(school: ConfigSchool = null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (system: ExternalSystemKey) => deleteSystem(system, school),
    onSuccess: (msg) => {
      toastSuccess(msg || EXTERNAL_TEXT.admin.removed);
      void client.invalidateQueries({ queryKey: externalKeys.admin(school) });
      void client.invalidateQueries({ queryKey: externalKeys.cards() });
    },
    onError: tellRefusal,
  });
}
