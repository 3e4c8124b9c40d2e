import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('env', () => {
  it('uses /api/v1 and a 30 s time-out by default', () => {
    expect(parseEnv({})).toEqual({ apiBase: '/api/v1', requestTimeoutMs: 30000 });
  });

  it('lists every bad value', () => {
    expect(() => parseEnv({ VITE_API_BASE: 'api', VITE_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /VITE_API_BASE[\s\S]*VITE_REQUEST_TIMEOUT_MS/,
    );
  });
});
