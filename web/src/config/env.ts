import type { Env } from './env-schema';

/** The VITE_* variables as vite.config.ts validated them with parseEnv (config/env-schema.ts) at build time. */
declare const __XJ_ENV__: Env;

export const env: Env = __XJ_ENV__;
