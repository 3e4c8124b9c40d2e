import type { PassMode, SystemConfig, SystemInput } from '@/api/external';
import { isApiError } from '@/api/errors';
import type { ExternalSystemKey } from '@/config/external-paths';
import { EXTERNAL_TEXT } from '../texts';

/** The save call's limits (docs/external-systems.md "Rules and messages"), in characters. */
export const LIMITS = { name: { min: 2, max: 20 }, url: 500, tokenParam: 32, description: 200 } as const;

const R = EXTERNAL_TEXT.rules;

/** Characters as a person counts them (one per Chinese character or emoji), after trimming. */
export const charCount = (text: string | undefined | null): number => Array.from((text ?? '').trim()).length;

const HOST = /^[A-Za-z0-9.-]+$/;
const PORT = /^\d{1,5}$/;
const TOKEN_PARAM = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Whether the server takes the address: at most 500 characters; `https://` with a host (`http://` only for localhost
 * and 127.0.0.1); no spaces or control characters, user info, fragment or backslash; a port of digits. The same
 * checks as server/src/external/rules.cpp, so that the form refuses what the server would.
 */
export function acceptableUrl(url: string): boolean {
  // The server counts the address's UTF-8 bytes.
  if (url.length === 0 || new TextEncoder().encode(url).length > LIMITS.url) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(url) || url.includes('#') || url.includes('\\')) return false;
  const scheme = /^(https?):\/\//i.exec(url);
  if (!scheme) return false;
  const secure = scheme[1].toLowerCase() === 'https';
  const rest = url.slice(scheme[0].length);
  const authority = rest.split(/[/?]/, 1)[0];
  if (authority.includes('@')) return false;
  const host = rest.split(/[:/?]/, 1)[0];
  if (!HOST.test(host) || host.startsWith('.') || host.endsWith('.') || host.startsWith('-')) return false;
  if (authority.length > host.length && !PORT.test(authority.slice(host.length + 1))) return false;
  return secure || host === 'localhost' || host === '127.0.0.1';
}

/** The form's values, named as the call's body. */
export type SystemFormValues = {
  name?: string;
  url?: string;
  passMode?: PassMode;
  tokenParam?: string;
  description?: string;
  enabled?: boolean;
};

/** Each check answers the rule's message, or null when the value passes. */
export const check = {
  name: (value: string | undefined): string | null => {
    const n = charCount(value);
    return n >= LIMITS.name.min && n <= LIMITS.name.max ? null : R.name;
  },
  url: (value: string | undefined): string | null => (acceptableUrl((value ?? '').trim()) ? null : R.url),
  passMode: (value: string | undefined): string | null => (value === 'token' || value === 'none' ? null : R.passMode),
  tokenParam: (value: string | undefined): string | null => (TOKEN_PARAM.test((value ?? '').trim()) ? null : R.tokenParam),
  description: (value: string | undefined): string | null => (charCount(value) <= LIMITS.description ? null : R.description),
};

export type SystemField = keyof typeof check;
const FIELDS = Object.keys(check) as SystemField[];

/** An antd Form rule from a check: the check's message under the field. */
export function ruleOf<T>(test: (value: T) => string | null) {
  return {
    validator: (_: unknown, value: T): Promise<void> => {
      const message = test(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The form's values of a system (its saved configuration, or the server's defaults for one not configured). */
export function valuesOf(config: SystemConfig): SystemFormValues {
  return {
    name: config.name || EXTERNAL_TEXT.defaultNames[config.system],
    url: config.url,
    passMode: config.passMode || 'token',
    tokenParam: config.tokenParam || 'token',
    description: config.description,
    enabled: config.configured ? config.enabled : true,
  };
}

/** What 保存 sends: every text trimmed. */
export function inputOf(system: ExternalSystemKey, values: SystemFormValues): SystemInput {
  return {
    system,
    name: (values.name ?? '').trim(),
    url: (values.url ?? '').trim(),
    passMode: values.passMode ?? 'token',
    tokenParam: (values.tokenParam ?? '').trim(),
    description: (values.description ?? '').trim(),
    enabled: values.enabled ?? true,
  };
}

/**
 * Where a refusal of 保存 shows in the form: under the field the server names (`data.field`), or under the field whose
 * rule message it is; null for the rest (系统不存在 and others, told as a toast).
 */
export function refusalFieldOf(error: unknown): SystemField | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const named = FIELDS.find((field) => field === error.field);
  if (named) return named;
  return FIELDS.find((field) => R[field] === error.msg) ?? null;
}
