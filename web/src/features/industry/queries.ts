import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteBelt, getAdminBelts, getIndustryMap, getRegion, saveBelt, type BeltInput } from '@/api/industry';
import { toastSuccess } from '@/lib/toast';
import { tellRefusal } from '@/lib/refusal';
import { INDUSTRY_TEXT } from './texts';

/** Query keys of the industrial belt map, one factory. */
export const industryKeys = {
  all: ['industry'] as const,
  map: () => [...industryKeys.all, 'map'] as const,
  region: (code: string) => [...industryKeys.all, 'region', code] as const,
  adminList: () => [...industryKeys.all, 'admin', 'list'] as const,
};

export const useIndustryMap = () => useQuery({ queryKey: industryKeys.map(), queryFn: getIndustryMap });

/** The selected province's panel; nothing is asked while none is selected. */
export function useRegion(code: string | null) {
  return useQuery({ queryKey: industryKeys.region(code ?? ''), queryFn: () => getRegion(code ?? ''), enabled: code !== null });
}

export const useAdminBelts = () => useQuery({ queryKey: industryKeys.adminList(), queryFn: getAdminBelts });

/** 保存 (new or edited): the server's message is toasted and the table, the map and the regions are read again. */
export function useSaveBelt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BeltInput) => saveBelt(input),
    onSuccess: ({ msg }) => {
      toastSuccess(msg || INDUSTRY_TEXT.admin.saved);
      void client.invalidateQueries({ queryKey: industryKeys.all });
    },
  });
}

/** 删除, after the page's confirmation: the server's message is toasted and the lists are read again. */
export function useDeleteBelt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sign: string) => deleteBelt(sign),
    onSuccess: (msg) => {
      toastSuccess(msg || INDUSTRY_TEXT.admin.removed);
      void client.invalidateQueries({ queryKey: industryKeys.all });
    },
    onError: tellRefusal,
  });
}
