import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { LoginInfo } from '@/api/accounts';
import { siteApi } from './site-fixtures';

type Answer = { code: number; msg?: string; data?: unknown };
export type Call = { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | null };
type Handler = Answer | ((call: Call) => Answer);

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does with an encrypted password field. */
export function decryptPassword(base64: unknown): string {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(String(base64), 'base64'),
  ).toString('utf8');
}

export const STUDENT_INFO: LoginInfo = {
  userId: 'u-student',
  mobile: '13800000001',
  name: '李同学',
  roleStr: 'normal,student',
  auditStatus: 2,
  photo: null,
  sex: 1,
  schoolName: '学鲸职业技术学院',
  schoolSign: '1',
};

export const TEACHER_INFO: LoginInfo = { ...STUDENT_INFO, userId: 'u-teacher', mobile: '13800000002', name: '王老师', roleStr: 'teacher' };

export function setLoginCookie(value: '0' | '1'): void {
  document.cookie = `isLogin=${value}; path=/`;
}

export function clearCookies(): void {
  document.cookie = 'isLogin=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/**
 * Stubs fetch with the site calls plus the accounts calls; `handlers` override by path (a function gets
 * the call). Every call is recorded in `calls`.
 */
export function stubAccountsApi(handlers: Record<string, Handler> = {}): { calls: Call[]; fetchMock: ReturnType<typeof vi.fn> } {
  const calls: Call[] = [];
  const table: Record<string, Handler> = {
    ...siteApi(),
    '/auth/publicKey': { code: 200, data: { publicKey: keys.publicKey } },
    '/user/getLoginInfo': { code: 200, data: STUDENT_INFO },
    '/user/refreshLastLoginTime': { code: 200, data: null },
    '/logout': () => {
      setLoginCookie('0');
      return { code: 200, data: null };
    },
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const call: Call = {
      method: init?.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const handler = table[path];
    const answer = typeof handler === 'function' ? handler(call) : (handler ?? { code: 404, msg: '请求的资源不存在' });
    return new Response(JSON.stringify({ msg: '操作成功', data: null, extend: null, ...answer }), {
      status: answer.code === 404 ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A login handler that signs in like the server (sets isLogin=1). */
export function signsIn(): (call: Call) => Answer {
  return () => {
    setLoginCookie('1');
    return { code: 200, data: { code: 200, msg: '登录成功', roleAlias: 'student', auditStatus: 2 } };
  };
}

/** The send-code answers once the address has had its free sends (docs/security.md "SMS codes at the operator's cost"). */
export const CAPTCHA_MISSING: Answer = { code: -1000, msg: '请输入图形验证码', data: { field: 'captcha', captchaRequired: true } };
export const CAPTCHA_WRONG: Answer = { code: -5, msg: '验证码错误!', data: { field: 'captcha', captchaRequired: true } };
/** The text of the stub's captcha picture. */
export const SOLVED_CAPTCHA = 'x7k2';

/** A send-code handler that wants the image captcha: `sent` for the solved one, else the missing or wrong answer. */
export function sendNeedsCaptcha(sent: Answer): (call: Call) => Answer {
  return (call) => {
    if (call.body?.captcha === undefined) return CAPTCHA_MISSING;
    return call.body.captcha === SOLVED_CAPTCHA ? sent : CAPTCHA_WRONG;
  };
}

/** The antd dialog closed: jsdom never ends antd's leave motion, so a closed dialog stays in the page, leaving. */
export async function dialogClosed(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveClass('ant-zoom-leave'));
}
