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

export const getSystemConfigs = (): Promise<SystemConfig[]> => api.get<SystemConfig[]>(externalApi.adminList, undefined, READ);

/** Saves a system's configuration; resolves it with the server's message (保存成功). */
export async function saveSystem(input: SystemInput): Promise<{ config: SystemConfig; msg: string }> {
  const envelope = await requestEnvelope<SystemConfig>('POST', externalApi.adminSave, { body: input, throttleKey: false });
  return { config: envelope.data, msg: envelope.msg };
}

/** Makes a new secret (the old one stops working); resolves the system with the server's message (密钥已重置). */
export async function resetSecret(system: ExternalSystemKey): Promise<{ config: SystemConfig; msg: string }> {
  const envelope = await requestEnvelope<SystemConfig>('POST', externalApi.adminResetSecret, { body: { system }, throttleKey: false });
  return { config: envelope.data, msg: envelope.msg };
}

/** Deletes a system's configuration; resolves the server's message (删除成功). */
export async function deleteSystem(system: ExternalSystemKey): Promise<string> {
  const envelope = await requestEnvelope<null>('POST', externalApi.adminDelete, { body: { system }, throttleKey: false });
  return envelope.msg;
}
