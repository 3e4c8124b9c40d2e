import { externalApi, type ExternalSystemKey } from '@/config/external-paths';
import { api, requestEnvelope } from './client';

/** Typed calls of the external training systems (docs/external-systems.md "API"). */

export type PassMode = 'token' | 'none';

/** A system as the pages see it: `configured` is saved and enabled. Always `erp` then `gyl`, for the host's school. */
export type SystemCard = { system: ExternalSystemKey; name: string; description: string; configured: boolean };

/** What a launch answers: the address to open (with a fresh token when the pass mode is `token`). */
export type Launch = { system: ExternalSystemKey; name: string; url: string; expiresAt: string };

/** A system in the school admin's list: `configured` is saved; `secret` is "" before the first save. */
export type SystemConfig = {
  system: ExternalSystemKey;
  name: string;
  url: string;
  passMode: PassMode;
  tokenParam: string;
  description: string;
  enabled: boolean;
  configured: boolean;
  secret: string;
  updatedAt: string | null;
};

/** What 保存 sends. */
export type SystemInput = Omit<SystemConfig, 'configured' | 'secret' | 'updatedAt'>;

// Read again on every visit: no throttle.
const READ = { throttleKey: false } as const;

export const getSystemCards = (): Promise<SystemCard[]> => api.get<SystemCard[]>(externalApi.systems, undefined, READ);

/**
 * Asks for the address of a system. Not configured or disabled: -1000 本校尚未开通该系统 (left to the page: the
 * request layer does not toast -1000). Every launch is a fresh token: no throttle.
 */
export const launchSystem = (system: ExternalSystemKey): Promise<Launch> =>
  api.post<Launch>(externalApi.launch, { system }, { throttleKey: false });

/**
 * Whose systems the configuration calls reach: the school admin's own school (null), or the school the platform admin
 * names by its sign (the /admin/… calls with `school`).
 */
export type ConfigSchool = string | null;
const configPath = (school: ConfigSchool, own: string, action: string): string =>
  school === null ? own : `${externalApi.platformBase}${action}`;
const withSchool = <T extends object>(school: ConfigSchool, body: T): T & { school?: string } =>
  school === null ? body : { ...body, school };

export const getSystemConfigs = (school: ConfigSchool = null): Promise<SystemConfig[]> =>
  api.get<SystemConfig[]>(configPath(school, externalApi.adminList, ''), school === null ? undefined : { school }, READ);

/** Saves a system's configuration; resolves it with the server's message (保存成功). */
export async function saveSystem(input: SystemInput, school: ConfigSchool = null): Promise<{ config: SystemConfig; msg: string }> {
  const path = configPath(school, externalApi.adminSave, '/save');
  const envelope = await requestEnvelope<SystemConfig>('POST', path, { body: withSchool(school, input), throttleKey: false });
  return { config: envelope.data, msg: envelope.msg };
}

/** Makes a new secret (the old one stops working); resolves the system with the server's message (密钥已重置). */
export async function resetSecret(system: ExternalSystemKey, school: ConfigSchool = null): Promise<{ config: SystemConfig; msg: string }> {
  const path = configPath(school, externalApi.adminResetSecret, '/resetSecret');
  const envelope = await requestEnvelope<SystemConfig>('POST', path, { body: withSchool(school, { system }), throttleKey: false });
  return { config: envelope.data, msg: envelope.msg };
}

/** Deletes a system's configuration; resolves the server's message (删除成功). */
export async function deleteSystem(system: ExternalSystemKey, school: ConfigSchool = null): Promise<string> {
  const path = configPath(school, externalApi.adminDelete, '/delete');
  const envelope = await requestEnvelope<null>('POST', path, { body: withSchool(school, { system }), throttleKey: false });
  return envelope.msg;
}
