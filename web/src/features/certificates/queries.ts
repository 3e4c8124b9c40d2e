import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimCertificate, getCertificate, getMyCertificates, getStanding, searchCertificate } from '@/api/certificates';

/** Query keys of certificates, one factory. */
export const certificateKeys = {
  all: ['certificates'] as const,
  detail: (number: string, code: string) => [...certificateKeys.all, 'detail', number, code] as const,
  search: (name: string, number: string) => [...certificateKeys.all, 'search', name, number] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  standing: (courseId: string) => [...certificateKeys.all, 'standing', courseId] as const,
};

export function useCertificate(number: string, code: string) {
  return useQuery({
    queryKey: certificateKeys.detail(number, code),
    queryFn: () => getCertificate(number, code),
    enabled: Boolean(number && code),
    retry: false,
  });
}

/** The public search: runs for the name and number submitted (none before the first submit). */
export function useCertificateSearch(query: { name: string; number: string } | null) {
  return useQuery({
    queryKey: certificateKeys.search(query?.name ?? '', query?.number ?? ''),
    queryFn: () => searchCertificate(query?.name ?? '', query?.number ?? ''),
    enabled: query !== null,
    retry: false,
  });
}

export function useMyCertificates() {
  return useQuery({ queryKey: certificateKeys.mine(), queryFn: getMyCertificates });
}

export function useStanding(courseId: string | null) {
  return useQuery({
    queryKey: certificateKeys.standing(courseId ?? ''),
    queryFn: () => getStanding(courseId ?? ''),
    enabled: courseId !== null,
    retry: false,
  });
}

export function useClaimCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimCertificate,
    onSuccess: (_certificate, courseId) => {
      void client.invalidateQueries({ queryKey: certificateKeys.mine() });
      void client.invalidateQueries({ queryKey: certificateKeys.standing(courseId) });
    },
  });
}
