import type { Belt, BeltInput } from '@/api/industry';
import { API_CODE, isApiError } from '@/api/errors';
import { INDUSTRY_TEXT } from '../texts';

/** The save call's limits (docs/industrial-belt.md "Rules and messages"), in characters. */
export const LIMITS = {
  name: { min: 2, max: 30 },
  industries: { min: 1, max: 8, each: 12 },
  summary: 500,
  courseKeyword: 20,
  enterprises: 20,
  enterpriseName: { min: 2, max: 40 },
  enterpriseDescription: 200,
} as const;

const R = INDUSTRY_TEXT.rules;

/** Characters as a person counts them (one per Chinese character or emoji), after trimming. */
export const charCount = (text: string | undefined | null): number => Array.from((text ?? '').trim()).length;

const within = (text: string | undefined, min: number, max: number): boolean => {
  const n = charCount(text);
  return n >= min && n <= max;
};

export type EnterpriseValues = { name?: string; description?: string };

/** The drawer form's values, named as the call's body. */
export type BeltFormValues = {
  province?: string;
  name?: string;
  industries?: string[];
  summary?: string;
  courseKeyword?: string;
  enterprises?: EnterpriseValues[];
};

/** Each check answers the rule's message, or null when the value passes. */
export const check = {
  province: (value: string | undefined): string | null => (value ? null : R.province),
  name: (value: string | undefined): string | null => (within(value, LIMITS.name.min, LIMITS.name.max) ? null : R.name),
  industries: (value: string[] | undefined): string | null => {
    const list = (value ?? []).map((item) => item.trim());
    const { min, max, each } = LIMITS.industries;
    const fits = list.length >= min && list.length <= max && list.every((item) => within(item, 1, each));
    return fits && new Set(list).size === list.length ? null : R.industries;
  },
  summary: (value: string | undefined): string | null => (charCount(value) <= LIMITS.summary ? null : R.summary),
  courseKeyword: (value: string | undefined): string | null => (charCount(value) <= LIMITS.courseKeyword ? null : R.courseKeyword),
  enterprises: (value: EnterpriseValues[] | undefined): string | null => ((value ?? []).length <= LIMITS.enterprises ? null : R.enterprises),
  enterpriseName: (value: string | undefined): string | null =>
    within(value, LIMITS.enterpriseName.min, LIMITS.enterpriseName.max) ? null : R.enterpriseName,
  enterpriseDescription: (value: string | undefined): string | null =>
    charCount(value) <= LIMITS.enterpriseDescription ? null : R.enterpriseDescription,
};

/** An antd Form rule from a check: the check's message under the field. */
export function ruleOf<T>(test: (value: T) => string | null) {
  return {
    validator: (_: unknown, value: T): Promise<void> => {
      const message = test(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The form's values of a belt (编辑), or of a new one. */
export function valuesOf(belt: Belt | null): BeltFormValues {
  if (!belt) return { industries: [], summary: '', courseKeyword: '', enterprises: [] };
  return {
    province: belt.province,
    name: belt.name,
    industries: [...belt.industries],
    summary: belt.summary,
    courseKeyword: belt.courseKeyword,
    enterprises: belt.enterprises.map((e) => ({ name: e.name, description: e.description })),
  };
}

/** What 保存 sends: every text trimmed; `sign` only when editing (without it the server adds a belt). */
export function inputOf(values: BeltFormValues, sign: string | null): BeltInput {
  const input: BeltInput = {
    province: values.province ?? '',
    name: (values.name ?? '').trim(),
    industries: (values.industries ?? []).map((item) => item.trim()),
    summary: (values.summary ?? '').trim(),
    courseKeyword: (values.courseKeyword ?? '').trim(),
    enterprises: (values.enterprises ?? []).map((e) => ({ name: (e.name ?? '').trim(), description: (e.description ?? '').trim() })),
  };
  return sign ? { sign, ...input } : input;
}

const TOP_FIELDS = ['province', 'name', 'industries', 'summary', 'courseKeyword', 'enterprises'] as const;
type TopField = (typeof TOP_FIELDS)[number];
/** A field of the form, as antd names it. */
export type BeltFieldPath = [TopField] | ['enterprises', number, 'name' | 'description'];

/**
 * The form path of a field the server names: `name`, `industries`, `enterprises` (the list: the server names no row),
 * or one enterprise's (`enterprises[1].name`, `enterprises.1.name`); null for a field the form does not have.
 */
export function formPathOf(field: string): BeltFieldPath | null {
  const top = TOP_FIELDS.find((name) => name === field);
  if (top) return [top];
  const match = /^enterprises(?:\[(\d+)\]|\.(\d+))\.(name|description)$/.exec(field);
  return match ? ['enterprises', Number(match[1] ?? match[2]), match[3] as 'name' | 'description'] : null;
}

/**
 * Where a refusal of 保存 shows in the form: under the field it names, 该省份已有同名产业带 (-1000, no field) under the
 * name; null for the rest (产业带不存在, told as a toast).
 */
export function refusalPathOf(error: unknown): BeltFieldPath | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.field) return formPathOf(error.field);
  return error.code === API_CODE.BUSINESS_ERROR && error.msg === R.duplicate ? ['name'] : null;
}
