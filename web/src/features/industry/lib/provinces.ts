/**
 * China's 34 provincial-level divisions by their two-digit GB/T 2260 codes, named as the server names them (the
 * resume's region list: 浙江省, 广西壮族自治区, 香港特别行政区 …), in code order.
 */
export const PROVINCES: readonly { code: string; name: string }[] = [
  { code: '11', name: '北京市' },
  { code: '12', name: '天津市' },
  { code: '13', name: '河北省' },
  { code: '14', name: '山西省' },
  { code: '15', name: '内蒙古自治区' },
  { code: '21', name: '辽宁省' },
  { code: '22', name: '吉林省' },
  { code: '23', name: '黑龙江省' },
  { code: '31', name: '上海市' },
  { code: '32', name: '江苏省' },
  { code: '33', name: '浙江省' },
  { code: '34', name: '安徽省' },
  { code: '35', name: '福建省' },
  { code: '36', name: '江西省' },
  { code: '37', name: '山东省' },
  { code: '41', name: '河南省' },
  { code: '42', name: '湖北省' },
  { code: '43', name: '湖南省' },
  { code: '44', name: '广东省' },
  { code: '45', name: '广西壮族自治区' },
  { code: '46', name: '海南省' },
  { code: '50', name: '重庆市' },
  { code: '51', name: '四川省' },
  { code: '52', name: '贵州省' },
  { code: '53', name: '云南省' },
  { code: '54', name: '西藏自治区' },
  { code: '61', name: '陕西省' },
  { code: '62', name: '甘肃省' },
  { code: '63', name: '青海省' },
  { code: '64', name: '宁夏回族自治区' },
  { code: '65', name: '新疆维吾尔自治区' },
  { code: '71', name: '台湾省' },
  { code: '81', name: '香港特别行政区' },
  { code: '82', name: '澳门特别行政区' },
];

const BY_CODE = new Map(PROVINCES.map((p) => [p.code, p.name]));

/** The province's name for a code (浙江省 for 33), or undefined for a code that is none of the 34. */
export function provinceName(code: string): string | undefined {
  return BY_CODE.get(code);
}

export function isProvinceCode(code: string | null | undefined): code is string {
  return !!code && BY_CODE.has(code);
}

/** The name without its kind: 浙江省 → 浙江, 广西壮族自治区 → 广西, 香港特别行政区 → 香港, 北京市 → 北京. */
export function shortProvinceName(name: string): string {
  return name.trim().replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|省|市)$/, '');
}

const BY_SHORT_NAME = new Map(PROVINCES.map((p) => [shortProvinceName(p.name), p.code]));

/** What a GeoJSON feature of a province carries: an adcode (330000), a code (33 or 330000) as `id`, a name. */
export type FeatureProperties = { adcode?: unknown; id?: unknown; name?: unknown };

/** The two-digit code of a 6-digit division code of a province (330000 → 33), or of a two-digit one. */
function codeOfNumber(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  const code = /^\d{6}$/.test(text) && text.endsWith('0000') ? text.slice(0, 2) : /^\d{2}$/.test(text) ? text : null;
  return isProvinceCode(code) ? code : null;
}

/**
 * The province's two-digit code of a GeoJSON feature: by its adcode, else its numeric id, else its name in full
 * (浙江省) or short (浙江). Null for a feature that is no province (the South China Sea islands' frame, a city).
 */
export function provinceCodeOf(properties: FeatureProperties | null | undefined): string | null {
  if (!properties) return null;
  const byNumber = codeOfNumber(properties.adcode) ?? codeOfNumber(properties.id);
  if (byNumber) return byNumber;
  if (typeof properties.name !== 'string' || properties.name.trim() === '') return null;
  return BY_SHORT_NAME.get(shortProvinceName(properties.name)) ?? null;
}
