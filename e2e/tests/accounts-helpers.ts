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

export async function logInAs(page: Page, mobile: string, tab: 'student' | 'teacher' = 'student'): Promise<void> {
  await page.goto('/login');
  if (tab === 'teacher') await page.getByRole('tab', { name: '教师登录' }).click();
  await page.getByRole('textbox', { name: ACCOUNT_TEXT.phone }).fill(mobile);
  await page.getByLabel(ACCOUNT_TEXT.password).fill(DEMO.password);
  await page.getByRole('button', { name: ACCOUNT_TEXT.loginButton }).click();
}
