import { describe, expect, it } from 'vitest';
import { homeIndexTarget } from './session-guard';

describe('homeIndex target of a visitor at / (spec 01 §2.2)', () => {
  it.each([
    ['/home', { route: '/home' }],
    [' /college/master-courses ', { route: '/college/master-courses' }],
    ['https://school.example.cn/', { href: 'https://school.example.cn/' }],
    ['/', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['//evil.example.com', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (homeIndex, target) => {
    expect(homeIndexTarget(homeIndex)).toEqual(target);
  });
});
