import { describe, expect, it } from 'vitest';
import { landingFor } from './use-login-submit';

describe('landingFor', () => {
  it.each([
    ['student', '/home/learning/center'],
    ['normal,student', '/home/learning/center'],
    ['normal', '/home/learning/center'],
    ['schoolAdmin', '/school-admin/identity'],
    ['enterprise', '/home'],
    ['admin', '/home'],
    ['', '/home'],
  ])('sends %j to %s', (roleStr, path) => {
    expect(landingFor(roleStr)).toBe(path);
  });
});
