import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdverts,
  getMenus,
  orderAdverts,
  orderMenus,
  removeAdvert,
  removeMenu,
  saveAdvert,
  saveMenu,
  type AdvertForm,
  type AdvertPosition,
  type ContentTarget,
  type MenuForm,
} from '@/api/site-content';
import { tellRefusal } from '@/lib/refusal';
import { toastSuccess } from '@/lib/toast';
import { adminKeys } from './queries';

/** Query keys of 站点内容, per console and school. */
export const siteContentKeys = {
  all: ['site-content'] as const,
  of: (target: ContentTarget) => [...siteContentKeys.all, target.console, target.console === 'admin' ? target.school : ''] as const,
  menus: (target: ContentTarget) => [...siteContentKeys.of(target), 'menus'] as const,
  adverts: (target: ContentTarget, position: AdvertPosition) => [...siteContentKeys.of(target), 'adverts', position] as const,
};

export function useMenus(target: ContentTarget) {
  return useQuery({ queryKey: siteContentKeys.menus(target), queryFn: () => getMenus(target) });
}

export function useAdverts(target: ContentTarget, position: AdvertPosition) {
  return useQuery({ queryKey: siteContentKeys.adverts(target, position), queryFn: () => getAdverts(target, position) });
}

/** A change of the school's content: its message toasted, the school's lists and the audit log read again. */
function useContentChange<V>(target: ContentTarget, change: (value: V) => Promise<{ msg: string }>, tell = true) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ msg }) => {
      toastSuccess(msg);
      void client.invalidateQueries({ queryKey: siteContentKeys.of(target) });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
      void client.invalidateQueries({ queryKey: ['school-admin', 'audit'] }); // the school admin's log (features/school-admin)
    },
    // A form shows its field's refusal itself; the rest are told.
    onError: tell ? tellRefusal : undefined,
  });
}

export const useSaveMenu = (target: ContentTarget) => useContentChange(target, (form: MenuForm) => saveMenu(target, form), false);
export const useRemoveMenu = (target: ContentTarget) => useContentChange(target, (id: number) => removeMenu(target, id));
export const useOrderMenus = (target: ContentTarget) =>
  useContentChange(target, ({ parentId, ids }: { parentId: number | null; ids: number[] }) => orderMenus(target, parentId, ids));
export const useSaveAdvert = (target: ContentTarget) => useContentChange(target, (form: AdvertForm) => saveAdvert(target, form), false);
export const useRemoveAdvert = (target: ContentTarget) => useContentChange(target, (sign: string) => removeAdvert(target, sign));
export const useOrderAdverts = (target: ContentTarget) =>
  useContentChange(target, ({ position, signs }: { position: AdvertPosition; signs: string[] }) => orderAdverts(target, position, signs));
