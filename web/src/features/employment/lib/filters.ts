import type { Tag } from '@/api/resume';
import type { JobQuery, SalaryBand } from '@/api/employment';

/** The board's filters as the URL keeps them (docs/employment.md "Search"): codes, and the salary band's index. */
export type Filters = {
  city: string;
  industry: string;
  position: string;
  salary: string;
  education: string;
  experience: string;
  jobType: string;
};

export const FILTER_KEYS = ['city', 'industry', 'position', 'salary', 'education', 'experience', 'jobType'] as const;
export const NO_FILTERS: Filters = { city: '', industry: '', position: '', salary: '', education: '', experience: '', jobType: '' };

export type CascaderOption = { value: string; label: string; children?: CascaderOption[] };

/** The tag tree as antd's cascader wants it (value/label). */
export function cascaderOptions(tags: Tag[] | undefined): CascaderOption[] {
  return (tags ?? []).map((t) => ({
    value: t.pathCode,
    label: t.name,
    ...(t.childTagInfo && t.childTagInfo.length > 0 ? { children: cascaderOptions(t.childTagInfo) } : {}),
  }));
}

/** The path of codes to a code in a tag tree ([province, city]), [] when it is not there. */
export function pathTo(tags: Tag[] | undefined, code: string): string[] {
  for (const t of tags ?? []) {
    if (t.pathCode === code) return [code];
    const below = pathTo(t.childTagInfo, code);
    if (below.length > 0) return [t.pathCode, ...below];
  }
  return [];
}

const asNumber = (s: string): number | undefined => (s === '' || Number.isNaN(Number(s)) ? undefined : Number(s));

/** The search call's query for the filters, a keyword and a page. */
export function toQuery(f: Filters, bands: SalaryBand[], keyword: string, page: number, size: number): JobQuery {
  const band = f.salary === '' ? undefined : bands[Number(f.salary)];
  return {
    keyword: keyword || undefined,
    city: f.city || undefined,
    industry: f.industry || undefined,
    position: f.position || undefined,
    salaryMin: band ? band.min : undefined,
    salaryMax: band?.max ?? undefined,
    education: asNumber(f.education),
    experience: asNumber(f.experience),
    jobType: asNumber(f.jobType),
    page,
    size,
  };
}

export function filtersOf(params: URLSearchParams): Filters {
  const out = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) out[key] = params.get(key) ?? '';
  return out;
}

export const hasFilters = (f: Filters): boolean => FILTER_KEYS.some((k) => f[k] !== '');
