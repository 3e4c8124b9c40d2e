import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCommissions, getMyApplication, getPromotion } from '@/api/marketers';

/** Query keys of the marketers feature, one factory. */
export const marketerKeys = {
  all: ['marketers'] as const,
  mine: () => [...marketerKeys.all, 'mine'] as const,
  promotion: (page: number) => [...marketerKeys.all, 'promotion', page] as const,
  commissions: (page: number) => [...marketerKeys.all, 'commissions', page] as const,
};

export const useMyApplication = () => useQuery({ queryKey: marketerKeys.mine(), queryFn: getMyApplication });

export const usePromotion = (page: number, pageSize: number) =>
  useQuery({
    queryKey: marketerKeys.promotion(page),
    queryFn: () => getPromotion({ page, pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useCommissions = (page: number, pageSize: number, enabled: boolean) =>
  useQuery({
    queryKey: marketerKeys.commissions(page),
    queryFn: () => getCommissions({ page, pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });
