import type { Dayjs } from 'dayjs';
import type { AdvertForm, AdvertPosition, MenuForm, MenuRow, OpenMode } from '@/api/site-content';
import { charCount, isPictureUrl } from './school-rules';
import { SITE_CONTENT_TEXT } from '../site-content-texts';

const R = SITE_CONTENT_TEXT.rules;

/** The save calls' limits (docs/admin.md "Site content"), in characters or items. */
export const CONTENT_LIMITS = { menuName: 10, explain: 30, title: 30, subtitle: 60, url: 500, path: 200, perLevel: 12, perPosition: 20 } as const;

// Printable ASCII without spaces, quotes, backslashes or angle brackets.
const PLAIN = /^[!#-&(-;=?-[\]-_a-~]+$/;
/** A path of this site: "/employment", never "//host" (another site to a browser). */
export const isSitePath = (value: string, max: number = CONTENT_LIMITS.url): boolean =>
  value.length <= max && value.startsWith('/') && !value.startsWith('//') && PLAIN.test(value) && !value.includes('`');
/** A menu's or advert's target: a site path or a full http(s) address. */
export const isLink = (value: string): boolean =>
  isSitePath(value) || (/^https?:\/\/./.test(value) && value.length <= CONTENT_LIMITS.url && PLAIN.test(value) && !value.includes('`'));
/** The parameter interface: a path of this site's API in letters, digits and / _ - . ? = & only. */
export const isInterface = (value: string): boolean =>
  isSitePath(value, CONTENT_LIMITS.path) && /^[A-Za-z0-9/_\-.?=&]+$/.test(value) && !value.includes('..');

type Message = string | null;
const text = (value: string | undefined | null): string => (value ?? '').trim();

/** Each check answers the rule's message (the server's, verbatim), or null when the value passes. */
export const contentCheck = {
  menuName: (value: string | undefined): Message => {
    const n = charCount(value);
    if (n === 0) return R.menuNameRequired;
    return n <= CONTENT_LIMITS.menuName ? null : R.menuNameLength;
  },
  /** A menu's link; with a parameter interface, a path of this site only (its answer is the user's own data). */
  url: (value: string | undefined, parameterInterface?: string): Message => {
    const url = text(value);
    if (url === '') return R.urlRequired;
    if (!isLink(url)) return R.url;
    return text(parameterInterface) !== '' && !isSitePath(url) ? R.interfaceSitePath : null;
  },
  explain: (value: string | undefined): Message => (charCount(value) <= CONTENT_LIMITS.explain ? null : R.explainLength),
  active: (value: string | undefined): Message => (text(value) === '' || isSitePath(text(value), CONTENT_LIMITS.path) ? null : R.active),
  parameterInterface: (value: string | undefined): Message => (text(value) === '' || isInterface(text(value)) ? null : R.parameterInterface),
  title: (value: string | undefined): Message => {
    const n = charCount(value);
    if (n === 0) return R.titleRequired;
    return n <= CONTENT_LIMITS.title ? null : R.titleLength;
  },
  subtitle: (value: string | undefined): Message => (charCount(value) <= CONTENT_LIMITS.subtitle ? null : R.subtitleLength),
  image: (value: string | undefined): Message => {
    if (text(value) === '') return R.imageRequired;
    return isPictureUrl(value) ? null : R.imageUrl;
  },
  link: (value: string | undefined): Message => (text(value) === '' || isLink(text(value)) ? null : R.url),
  /** [from, to] as the range picker holds them: the end after the start when both are set. */
  schedule: (value: [ScheduleEnd, ScheduleEnd] | null | undefined): Message => {
    const [from, to] = value ?? [null, null];
    return from && to && !to.isAfter(from) ? R.scheduleOrder : null;
  },
};

/** An end of the range picker's schedule: a date-time, or open. */
export type ScheduleEnd = Dayjs | null;

export type MenuValues = {
  parentId?: number | null;
  name?: string;
  url?: string;
  explain?: string;
  openMode?: OpenMode;
  active?: string;
  parameterInterface?: string;
  visible?: boolean;
};

export function menuValuesOf(menu: MenuRow | null, parentId: number | null): MenuValues {
  if (!menu) return { parentId, openMode: '_self', visible: true };
  return {
    parentId: menu.parentId,
    name: menu.name,
    url: menu.url,
    explain: menu.explain,
    openMode: menu.openMode,
    active: menu.active ?? '',
    parameterInterface: menu.parameterInterface ?? '',
    visible: menu.visible,
  };
}

export function menuFormOf(values: MenuValues, id: number | null): MenuForm {
  const optional = (value: string | undefined): string | null => (text(value) === '' ? null : text(value));
  return {
    ...(id === null ? {} : { id }),
    parentId: values.parentId ?? null,
    name: text(values.name),
    url: text(values.url),
    explain: text(values.explain),
    openMode: values.openMode ?? '_self',
    active: optional(values.active),
    parameterInterface: optional(values.parameterInterface),
    visible: values.visible ?? true,
  };
}

export type AdvertValues = {
  title?: string;
  subtitle?: string;
  imageUrl?: string;
  linkUrl?: string;
  openMode?: OpenMode;
  visible?: boolean;
  schedule?: [ScheduleEnd, ScheduleEnd] | null;
};

/** The form's time format and the server's (China time). */
export const SCHEDULE_FORMAT = 'YYYY-MM-DD HH:mm';

export function advertFormOf(values: AdvertValues, position: AdvertPosition, sign: string | null): AdvertForm {
  const [from, to] = values.schedule ?? [null, null];
  return {
    ...(sign === null ? {} : { sign }),
    position,
    title: text(values.title),
    subtitle: text(values.subtitle),
    imageUrl: text(values.imageUrl),
    linkUrl: text(values.linkUrl),
    openMode: values.openMode ?? '_self',
    visible: values.visible ?? true,
    startsAt: from ? from.format(SCHEDULE_FORMAT) : null,
    endsAt: to ? to.format(SCHEDULE_FORMAT) : null,
  };
}

/** The ids of a level in their order with the one at `index` moved by `by` (−1 up, +1 down). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const out = [...list];
  const to = index + by;
  if (to < 0 || to >= out.length) return out;
  [out[index], out[to]] = [out[to] as T, out[index] as T];
  return out;
}
