import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Demo accounts seeded by `xuejing-server --demo` (server/src/accounts/seed.cpp). */
export const DEMO = {
  student: { mobile: '13800000001', name: '张晓明' },
  teacher: { mobile: '13800000002', name: '王丽华' },
  /** A second teacher of the demo school, to put on course teams. */
  colleague: { mobile: '13800000007', name: '郑建国' },
  /** Role normal: the password-recovery test changes its password (on its own file's server), the training test joins. */
  normal: { mobile: '13800000003', name: '李娜' },
  /** The platform's administrator (role admin): the industrial belts' editor. */
  admin: { mobile: '13800000006', name: '周杰' },
  /** The demo school's admin (role schoolAdmin, 学鲸职业技术学院): identity review, the external systems. */
  schoolAdmin: { mobile: '13800000004', name: '陈国强' },
  password: 'xuejing2026',
} as const;

export const ACCOUNT_TEXT = {
  phone: '请输入手机号码',
  password: '请输入密码',
  smsCode: '请输入短信验证码',
  repeatPassword: '请再次输入密码',
  loginButton: /^登\s*录$/,
  registerButton: /^注\s*册$/,
} as const;

/** A number no demo account uses: 139 and eight random digits. */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The last SMS code sent to a number, from the demo outbox. */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/sms?mobile=${mobile}`);
      const body = (await answer.json()) as { code: number; data: { code?: string } | null };
      code = body.data?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4,6}$/);
  return code;
}

/**
 * Signs the page's browser context in through the API, as the login page's call does (the password RSA-encrypted with
 * the server's key): the context gets the token and isLogin cookies, and nothing is loaded. For tests whose subject
 * comes after the sign-in; the sign-in screens themselves are tested through logInAs.
 */
export async function signInByApi(page: Page, mobile: string, tab: 'student' | 'teacher' = 'student'): Promise<void> {
  const keyAnswer = (await (await page.request.get('/api/v1/auth/publicKey')).json()) as { data: { publicKey: string } };
  const password = publicEncrypt(
    { key: keyAnswer.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO.password, 'utf8'),
  ).toString('base64');
  const answer = await page.request.post(tab === 'teacher' ? '/api/v1/teacher/login' : '/api/v1/login', {
    data: { phone: mobile, password, isRemeber: false },
  });
  const body = (await answer.json()) as { code: number; msg: string };
  expect(body.code, `signing in ${mobile}: ${body.msg}`).toBe(200);
}

export async function logInAs(page: Page, mobile: string, tab: 'student' | 'teacher' = 'student'): Promise<void> {
  await page.goto('/login');
  if (tab === 'teacher') await page.getByRole('tab', { name: '教师登录' }).click();
  await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
  await page.getByLabel(ACCOUNT_TEXT.password).fill(DEMO.password);
  await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
}
