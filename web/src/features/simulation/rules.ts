import type { Rule } from 'antd/es/form';
import { toFen } from './format';
import { SIM_TEXT } from './texts';

/**
 * docs/simulation.md "Rules and messages", checked before anything is sent (the server checks again, with the same
 * words). Each check answers the message of the first rule broken, or null. Money is typed in yuan and compared in
 * integer fen, as the run's figures come and as it is sent (ARCHITECTURE §4).
 */
const C = SIM_TEXT.company;
const S = SIM_TEXT.shop;
const L = SIM_TEXT.listing;

const FORBIDDEN_WORDS = ['中国', '中华', '全国', '国家', '国际'];
const COMPANY_SUFFIXES = ['有限公司', '有限责任公司', '股份有限公司'];
const COMPANY_NAME_CHARS = /^[\p{Script=Han}（）]+$/u;
export const SCOPES_MAX = 5;
export const CAPITAL_MIN = 10;
export const CAPITAL_MAX = 1000;
export const STOCK_MAX = 10_000;
/** The daily advertising budget's limit, fen (¥50,000). */
export const BUDGET_MAX = 5_000_000;
export const PRICE_TIMES_REFERENCE = 10;

const length = (text: string): number => Array.from(text).length;
const hasTwoDecimalsAtMost = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount typed in yuan as integer fen; null when it is not a number with at most two decimals. */
function typedFen(value: number | undefined | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && hasTwoDecimalsAtMost(value) ? toFen(value) : null;
}

export function checkCompanyName(value: string | undefined | null): string | null {
  const name = (value ?? '').trim();
  if (!name) return C.nameRequired;
  if (length(name) < 6 || length(name) > 30) return C.nameLength;
  if (!COMPANY_NAME_CHARS.test(name)) return C.nameChinese;
  if (!COMPANY_SUFFIXES.some((suffix) => name.endsWith(suffix))) return C.nameSuffix;
  if (FORBIDDEN_WORDS.some((word) => name.includes(word))) return C.nameForbidden;
  return null;
}

export function checkScopes(value: string[] | undefined | null): string | null {
  const count = value?.length ?? 0;
  return count >= 1 && count <= SCOPES_MAX ? null : C.scopesRange;
}

export function checkCapital(value: number | undefined | null): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= CAPITAL_MIN && value <= CAPITAL_MAX ? null : C.capitalRange;
}

export function checkShopName(value: string | undefined | null): string | null {
  const n = length((value ?? '').trim());
  return n >= 2 && n <= 20 ? null : S.nameLength;
}

export function checkCategory(value: number | undefined | null): string | null {
  return typeof value === 'number' ? null : S.categoryRequired;
}

/** A price typed in yuan against the product's reference price in fen. */
export function checkPrice(value: number | undefined | null, referencePrice: number): string | null {
  const fen = typedFen(value);
  return fen !== null && fen > 0 && fen <= referencePrice * PRICE_TIMES_REFERENCE ? null : L.priceRange;
}

const isWhole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= STOCK_MAX;

/** A listing's purchase (0 keeps the stock as it is) of `quantity` units at `unitCost` from `funds`, both fen. */
export function checkPurchase(quantity: number | undefined | null, unitCost: number, funds: number): string | null {
  if (!isWhole(quantity, 0)) return L.stockRange;
  return quantity * unitCost > funds ? L.fundsShort : null;
}

/** A restock while the shop operates: at least one unit (the server's own words: 补货数量应为 1–10000 的整数). */
export function checkRestock(quantity: number | undefined | null, unitCost: number, funds: number): string | null {
  if (!isWhole(quantity, 1)) return SIM_TEXT.board.restockRange;
  return quantity * unitCost > funds ? L.fundsShort : null;
}

/** A daily advertising budget typed in yuan: 0–5,000,000 fen (广告预算应为 0–50000 元). */
export function checkBudget(value: number | undefined | null): string | null {
  const fen = typedFen(value);
  return fen !== null && fen >= 0 && fen <= BUDGET_MAX ? null : SIM_TEXT.board.budgetRange;
}

/** A check as an antd form rule (validated on change and on submit). */
export function asRule<T>(check: (value: T) => string | null): Rule {
  return {
    validator: async (_rule, value: T) => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}
