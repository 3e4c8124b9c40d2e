import { afterEach, describe, expect, it } from 'vitest';
import { hasSession, markLoggedOut, notifySessionChanged, rememberSchoolCode, safeReturnPath, storedSchoolCode } from './session';

afterEach(() => {
  document.cookie = 'isLogin=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
});

describe('session', () => {
  it('counts isLogin=1 as a session and logout writes 0', async () => {
    expect(hasSession()).toBe(false);
    // Set by someone else (a response, another tab): read from the next task on (lib/browser reads once per task).
    document.cookie = 'isLogin=1; path=/';
    await Promise.resolve();
    expect(hasSession()).toBe(true);
    markLoggedOut();
    expect(hasSession()).toBe(false);
    expect(document.cookie).toContain('isLogin=0');
  });

  it('a change of session drops the early answers not yet taken (they were asked for as someone else)', () => {
    window.__XJ_EARLY__ = { 'POST /course/getCourseById {"sign":"c1"}': Promise.resolve({ code: 200, data: {} }) };
    notifySessionChanged();
    expect(window.__XJ_EARLY__).toBeUndefined();
  });

  it('keeps scId for the session and ignores queries without it', () => {
    expect(storedSchoolCode()).toBe('');
    rememberSchoolCode('?scId=S001&x=1');
    rememberSchoolCode('?x=2');
    expect(storedSchoolCode()).toBe('S001');
  });

  it.each([
    ['/home/learning/center', '/home/learning/center'],
    ['/courseDetail/a?x=1', '/courseDetail/a?x=1'],
    ['//evil.example/x', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('return path %j → %j', (value, expected) => expect(safeReturnPath(value)).toBe(expected));
});
