import type { Tag } from '@/api/resume';

export type CascaderOption = { value: string; label: string; children?: CascaderOption[] };

/** Tags as a cascader wants them (spec 02 §3: pathCode → value, name → label, childTagInfo → children). */
export const cascaderOptions = (tags: Tag[]): CascaderOption[] =>
  tags.map((t) => ({ value: t.pathCode, label: t.name, children: t.childTagInfo ? cascaderOptions(t.childTagInfo) : undefined }));

/** A city code's path in the cascader: a province or municipality itself, or its city under it. */
export function cityPath(tags: Tag[], code: string): string[] | undefined {
  if (!code) return undefined;
  for (const p of tags) {
    if (p.pathCode === code) return [code];
    if (p.childTagInfo?.some((c) => c.pathCode === code)) return [p.pathCode, code];
  }
  return undefined;
}
