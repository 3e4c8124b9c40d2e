import type { SchoolDetail, SchoolForm } from '@/api/admin';
import { isApiError } from '@/api/errors';
import { ADMIN_TEXT } from '../texts';

/** The save call's limits (docs/admin.md "Schools"), in characters or items. */
export const LIMITS = {
  sign: 20,
  name: 50,
  title: 50,
  icpNumber: 50,
  hosts: 20,
  host: 253,
  items: 10,
  itemLabel: 20,
  itemValue: 100,
  images: 12,
  imageTitle: 30,
} as const;

const R = ADMIN_TEXT.rules;

/** Characters as a person counts them (one per Chinese character or emoji), after trimming. */
export const charCount = (text: string | undefined | null): number => Array.from((text ?? '').trim()).length;

const SIGN = /^[A-Za-z0-9_-]{1,20}$/;
/** A DNS label: 1–63 letters, digits or '-', not starting or ending with '-'. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The server stores address and phone lines separated by these. */
const SEPARATORS = /[;|]/;

/** A host as the server keeps it: trimmed and lower-cased. */
export const normalHost = (value: string | undefined | null): string => (value ?? '').trim().toLowerCase();

/** A DNS name of 1–253 characters, dot-separated labels of letters, digits and `-` (no port, no scheme, no path). */
export function isHost(host: string): boolean {
  return host.length >= 1 && host.length <= LIMITS.host && host.split('.').every((label) => LABEL.test(label));
}

/** A picture's address: empty, a path under /files/ of this server, or an https:// address. */
export const isPictureUrl = (url: string | undefined | null): boolean => {
  const value = (url ?? '').trim();
  return value === '' || value.startsWith('/files/') || value.startsWith('https://');
};

export type HostValues = { host?: string; icpNumber?: string };
export type ItemValues = { label?: string; value?: string };
export type ImageValues = { title?: string; imageUrl?: string };

/** The drawer form's values, named as the call's body. */
export type SchoolFormValues = {
  sign?: string;
  name?: string;
  title?: string;
  logo?: string;
  bottomLogo?: string;
  wechatImage?: string;
  appImage?: string;
  icpNumber?: string;
  hosts?: HostValues[];
  address?: ItemValues[];
  phone?: ItemValues[];
  images?: ImageValues[];
};

type Message = string | null;

/** Each check answers the rule's message, or null when the value passes. */
export const check = {
  sign: (value: string | undefined): Message => {
    const sign = (value ?? '').trim();
    if (sign === '') return R.signRequired;
    return SIGN.test(sign) ? null : R.signPattern;
  },
  name: (value: string | undefined): Message => {
    const n = charCount(value);
    if (n === 0) return R.nameRequired;
    return n <= LIMITS.name ? null : R.nameLength;
  },
  title: (value: string | undefined): Message => (charCount(value) <= LIMITS.title ? null : R.titleLength),
  icpNumber: (value: string | undefined): Message => (charCount(value) <= LIMITS.icpNumber ? null : R.icpLength),
  hosts: (value: HostValues[] | undefined): Message => ((value ?? []).length <= LIMITS.hosts ? null : R.hostsMax),
  /** The host of row `index` among all the form's hosts: its format, then a repeat of an earlier row. */
  host: (hosts: HostValues[] | undefined, index: number): Message => {
    const list = (hosts ?? []).map((h) => normalHost(h?.host));
    const host = list[index] ?? '';
    if (!isHost(host)) return R.hostInvalid(host);
    return list.indexOf(host) < index ? R.hostDuplicate(host) : null;
  },
  items: (value: ItemValues[] | undefined): Message => ((value ?? []).length <= LIMITS.items ? null : R.itemsMax),
  itemLabel: (value: string | undefined): Message => {
    if (SEPARATORS.test(value ?? '')) return R.itemSeparator;
    return charCount(value) <= LIMITS.itemLabel ? null : R.items;
  },
  /** A line's content: required, at most 100 characters. */
  itemValue: (value: string | undefined): Message => {
    if (SEPARATORS.test(value ?? '')) return R.itemSeparator;
    const n = charCount(value);
    return n >= 1 && n <= LIMITS.itemValue ? null : R.items;
  },
  picture: (value: string | undefined): Message => (isPictureUrl(value) ? null : R.imageUrl),
  images: (value: ImageValues[] | undefined): Message => ((value ?? []).length <= LIMITS.images ? null : R.imagesMax),
  imageTitle: (value: string | undefined): Message => (charCount(value) <= LIMITS.imageTitle ? null : R.imageTitle),
  /** A campus image needs its picture. */
  image: (value: string | undefined): Message => {
    if ((value ?? '').trim() === '') return R.imageRequired;
    return isPictureUrl(value) ? null : R.imageUrl;
  },
};

/** An antd Form rule from a check: the check's message under the field. */
export function ruleOf<T>(test: (value: T) => Message) {
  return {
    validator: (_: unknown, value: T): Promise<void> => {
      const message = test(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The form's values of a school (编辑), or of a new one. */
export function valuesOf(school: SchoolDetail | null): SchoolFormValues {
  if (!school) return { hosts: [], address: [], phone: [], images: [] };
  return {
    sign: school.sign,
    name: school.name,
    title: school.title,
    logo: school.logo,
    bottomLogo: school.bottomLogo,
    wechatImage: school.wechatImage,
    appImage: school.appImage,
    icpNumber: school.icpNumber,
    hosts: school.hosts.map((h) => ({ ...h })),
    address: school.address.map((i) => ({ ...i })),
    phone: school.phone.map((i) => ({ ...i })),
    images: school.images.map((i) => ({ ...i })),
  };
}

const text = (value: string | undefined): string => (value ?? '').trim();
const itemsOf = (items: ItemValues[] | undefined) => (items ?? []).map((i) => ({ label: text(i?.label), value: text(i?.value) }));

/** What 保存 sends: every text trimmed, hosts lower-cased; `originalSign` only when editing (without it, a new school). */
export function inputOf(values: SchoolFormValues, originalSign: string | null): SchoolForm {
  const input: SchoolForm = {
    sign: text(values.sign),
    name: text(values.name),
    title: text(values.title),
    logo: text(values.logo),
    bottomLogo: text(values.bottomLogo),
    icpNumber: text(values.icpNumber),
    address: itemsOf(values.address),
    phone: itemsOf(values.phone),
    wechatImage: text(values.wechatImage),
    appImage: text(values.appImage),
    hosts: (values.hosts ?? []).map((h) => ({ host: normalHost(h?.host), icpNumber: text(h?.icpNumber) })),
    images: (values.images ?? []).map((i) => ({ title: text(i?.title), imageUrl: text(i?.imageUrl) })),
  };
  return originalSign ? { originalSign, ...input } : input;
}

const TOP_FIELDS = [
  'sign', 'name', 'title', 'logo', 'bottomLogo', 'wechatImage', 'appImage', 'icpNumber', 'hosts', 'address', 'phone', 'images',
] as const;
/** The fields of a list's rows. */
const ROW_FIELDS = {
  hosts: ['host', 'icpNumber'],
  address: ['label', 'value'],
  phone: ['label', 'value'],
  images: ['title', 'imageUrl'],
} as const;
type TopField = (typeof TOP_FIELDS)[number];
type RowPath<L extends keyof typeof ROW_FIELDS> = [L, number, (typeof ROW_FIELDS)[L][number]];
/** A field of the form, as antd names it. */
export type SchoolFieldPath = [TopField] | RowPath<'hosts'> | RowPath<'address'> | RowPath<'phone'> | RowPath<'images'>;

/**
 * The form path of a field the server names: a top field (`sign`, `hosts`), or one row's (`hosts[1].host`,
 * `hosts.1.host`); `originalSign` is the code's. A host message naming the host (域名格式不正确：x, 域名已被其他学校使用：x,
 * 域名重复：x) on the list goes under that row's host (the last row holding it, the repeat). Null for a field the form
 * does not have.
 */
export function formPathOf(field: string, message: string, values: SchoolFormValues): SchoolFieldPath | null {
  if (field === 'originalSign') return ['sign'];
  const row = /^(hosts|address|phone|images)(?:\[(\d+)\]|\.(\d+))\.(\w+)$/.exec(field);
  if (row) {
    const list = row[1] as keyof typeof ROW_FIELDS;
    const known = (ROW_FIELDS[list] as readonly string[]).includes(row[4]);
    return known ? ([list, Number(row[2] ?? row[3]), row[4]] as SchoolFieldPath) : [list];
  }
  const top = TOP_FIELDS.find((name) => name === field);
  if (!top) return null;
  if (top === 'hosts') {
    const named = normalHost(message.slice(message.lastIndexOf('：') + 1));
    const index = (values.hosts ?? []).map((h) => normalHost(h?.host)).lastIndexOf(named);
    if (named !== '' && index >= 0) return ['hosts', index, 'host'];
  }
  return [top];
}

/** Where a refusal of 保存 shows in the form: under the field it names; null for the rest (学校不存在, told as a toast). */
export function refusalPathOf(error: unknown, values: SchoolFormValues): SchoolFieldPath | null {
  if (!isApiError(error) || error.kind !== 'server' || !error.field) return null;
  return formPathOf(error.field, error.msg, values);
}
