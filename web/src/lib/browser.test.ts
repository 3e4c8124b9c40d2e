// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './browser';

afterEach(() => {
  document.cookie = 'xj-test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('reads document.cookie once per task, however many cookies are asked for', async () => {
    document.cookie = 'xj-test=1; path=/';
    await Promise.resolve();
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(readCookie('xj-test')).toBe('1');
    expect(readCookie('xj-test')).toBe('1');
    expect(readCookie('other')).toBeUndefined();
    expect(getter).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(readCookie('xj-test')).toBe('1');
    expect(getter).toHaveBeenCalledTimes(2);
  });

  it('sees its own writes at once, and a cookie set elsewhere from the next task on', async () => {
    expect(readCookie('xj-test')).toBeUndefined();
    writeCookie('xj-test', 'a b', 60);
    expect(readCookie('xj-test')).toBe('a b');
    removeCookie('xj-test');
    expect(readCookie('xj-test')).toBeUndefined();
    document.cookie = 'xj-test=2; path=/';
    expect(readCookie('xj-test')).toBeUndefined();
    await Promise.resolve();
    expect(readCookie('xj-test')).toBe('2');
  });
});
