import { z } from 'zod';

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const envSchema = z.object({
  VITE_API_BASE: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be an absolute path or http(s) URL')
    .default('/api/v1'),
  VITE_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_REQUEST_TIMEOUT_MS),
});

export type Env = {
  apiBase: string;
  requestTimeoutMs: number;
};

/**
 * Parses the VITE_* variables; throws listing every bad value. vite.config.ts runs it when the app is built (or the
 * tests start): the values are constants of the build, so a bad one fails the build and zod stays out of the
 * browser's JavaScript (config/env.ts reads the result).
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  return {
    apiBase: result.data.VITE_API_BASE.replace(/\/+$/, ''),
    requestTimeoutMs: result.data.VITE_REQUEST_TIMEOUT_MS,
  };
}
