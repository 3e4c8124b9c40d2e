import { adminApi } from '@/config/admin-api';
import { api } from './client';
import { postSaid, READ, type Said } from './admin';
import { postMultipart } from './upload';

/**
 * 站点内容 of both consoles (docs/admin.md "Site content"): a school's navigation menu, home banners and adverts.
 * The platform admin names the school; a school admin edits their own.
 */
export type ContentTarget = { console: 'admin'; school: string } | { console: 'schoolAdmin' };

export type OpenMode = '_self' | '_blank';

export type MenuRow = {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  explain: string;
  openMode: OpenMode;
  /** The path that highlights the item (its own when null). */
  active: string | null;
  /** A GET of this site's API whose data become the target's query parameters (spec 01). */
  parameterInterface: string | null;
  visible: boolean;
  children: MenuRow[];
};
/** What 保存 sends: without `id`, a new item; with `parentId`, a child menu. */
export type MenuForm = Omit<MenuRow, 'id' | 'children' | 'parentId'> & { id?: number; parentId?: number | null };

/** banner: 首页轮播图; home: 首页广告位. */
export type AdvertPosition = 'banner' | 'home';
/** At the server's now: 展示中, 未开始, 已结束, 已隐藏. */
export type AdvertState = 'live' | 'scheduled' | 'ended' | 'hidden';
export type AdvertRow = {
  sign: string;
  position: AdvertPosition;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
  openMode: OpenMode;
  visible: boolean;
  /** ISO 8601, or null: from at once / without end. */
  startsAt: string | null;
  endsAt: string | null;
  state: AdvertState;
};
/** Times as "YYYY-MM-DD HH:mm" (China time) or null; without `sign`, a new advert. */
export type AdvertForm = Omit<AdvertRow, 'sign' | 'state'> & { sign?: string };

const base = (target: ContentTarget): string => (target.console === 'admin' ? adminApi.siteAdmin : adminApi.siteSchoolAdmin);
/** The school a platform admin's call names; nothing for a school admin's. */
const scope = (target: ContentTarget): { school?: string } => (target.console === 'admin' ? { school: target.school } : {});

export const getMenus = (target: ContentTarget): Promise<MenuRow[]> => api.get<MenuRow[]>(`${base(target)}/menus`, scope(target), READ);
export const saveMenu = (target: ContentTarget, form: MenuForm): Promise<Said<MenuRow>> =>
  postSaid<MenuRow>(`${base(target)}/menu/save`, { ...scope(target), ...form });
export const removeMenu = (target: ContentTarget, id: number): Promise<Said<null>> =>
  postSaid<null>(`${base(target)}/menu/delete`, { ...scope(target), id });
/** One level's ids in their new order (the top level when parentId is null). */
export const orderMenus = (target: ContentTarget, parentId: number | null, ids: number[]): Promise<Said<null>> =>
  postSaid<null>(`${base(target)}/menu/order`, { ...scope(target), parentId, ids });

export const getAdverts = (target: ContentTarget, position: AdvertPosition): Promise<AdvertRow[]> =>
  api.get<AdvertRow[]>(`${base(target)}/adverts`, { ...scope(target), position }, READ);
export const saveAdvert = (target: ContentTarget, form: AdvertForm): Promise<Said<AdvertRow>> =>
  postSaid<AdvertRow>(`${base(target)}/advert/save`, { ...scope(target), ...form });
export const removeAdvert = (target: ContentTarget, sign: string): Promise<Said<null>> =>
  postSaid<null>(`${base(target)}/advert/delete`, { ...scope(target), sign });
export const orderAdverts = (target: ContentTarget, position: AdvertPosition, signs: string[]): Promise<Said<null>> =>
  postSaid<null>(`${base(target)}/advert/order`, { ...scope(target), position, signs });

/** Uploads a banner or advert picture (≤ 5 MB; stored as a JPEG within 1920×1080) with its progress. */
export function uploadContentImage(target: ContentTarget, file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart<{ url: string }>(`${base(target)}/image`, form, onProgress);
}
