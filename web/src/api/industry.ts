import { industryApi } from '@/config/industry-paths';
import { api, requestEnvelope } from './client';

/** Typed calls of the industrial belt map (docs/industrial-belt.md "API"). Provinces are two-digit GB/T 2260 codes. */

/** A province with at least one belt, company or job. */
export type ProvinceFigure = { code: string; name: string; belts: number; companies: number; jobs: number };

export type Totals = { belts: number; companies: number; jobs: number };

export type IndustryMap = { provinces: ProvinceFigure[]; totals: Totals };

export type Enterprise = { name: string; description: string };

export type Belt = {
  sign: string;
  province: string;
  provinceName: string;
  name: string;
  industries: string[];
  summary: string;
  courseKeyword: string;
  enterprises: Enterprise[];
  updatedAt: string;
};

export type RegionCompany = { sign: string; name: string; logo: string; industryName: string; cityName: string; jobCount: number };
export type RegionJob = { sign: string; name: string; companyName: string; salary: string; cityName: string };
export type RegionCourse = { sign: string; name: string; picture: string; studentCount: number };

export type Region = {
  code: string;
  name: string;
  belts: Belt[];
  /** The belts' industries, each once. */
  industries: string[];
  /** Up to 12, most jobs first; `companyTotal` counts them all. */
  companies: RegionCompany[];
  companyTotal: number;
  /** Up to 10, newest first; `jobTotal` counts them all. */
  jobs: RegionJob[];
  jobTotal: number;
  /** Up to 8 of the host school's published courses whose name matches a belt's course keyword. */
  courses: RegionCourse[];
};

/** What 保存 sends: without `sign`, a new belt. */
export type BeltInput = {
  sign?: string;
  province: string;
  name: string;
  industries: string[];
  summary: string;
  courseKeyword: string;
  enterprises: Enterprise[];
};

// The map is read again on every visit: no throttle. Failures go through the one switch.
const READ = { throttleKey: false } as const;

export const getIndustryMap = (): Promise<IndustryMap> => api.get<IndustryMap>(industryApi.map, undefined, READ);
export const getRegion = (code: string): Promise<Region> => api.get<Region>(industryApi.region, { code }, READ);
export const getAdminBelts = (): Promise<Belt[]> => api.get<Belt[]>(industryApi.adminList, undefined, READ);

/** Saves a belt; resolves it with the server's message (保存成功). */
export async function saveBelt(input: BeltInput): Promise<{ belt: Belt; msg: string }> {
  const envelope = await requestEnvelope<Belt>('POST', industryApi.adminSave, { body: input });
  return { belt: envelope.data, msg: envelope.msg };
}

/** Deletes a belt; resolves the server's message (删除成功). */
export async function deleteBelt(sign: string): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', industryApi.adminDelete, { body: { sign } });
  return envelope.msg;
}
