import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { DEMO, signInByApi } from './accounts-helpers';
import { encryptFor } from './settings-helpers';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Demo administrator (server/src/accounts/seed.cpp); only this test signs in as it. */
const ADMIN_MOBILE = '13800000006';

test('an administrator acting as the student sees the banner and leaves with 退出模拟', async ({ page, request }) => {
  // The student's sign, from a session of its own in a separate cookie jar.
  const password = await encryptFor(page, DEMO.password);
  const login = await request.post('/api/v1/login', { data: { phone: DEMO.student.mobile, password, isRemeber: false } });
  expect(((await login.json()) as { code: number }).code).toBe(200);
  const info = await request.get('/api/v1/user/getLoginInfo');
  const { userId } = ((await info.json()) as { data: { userId: string } }).data;

  await signInByApi(page, ADMIN_MOBILE);
  await page.goto('/home');
  await expect(page.getByText(/当前正在操作/)).toHaveCount(0);
  const started = await page.request.post('/api/v1/admin/simulateLogin', { data: { userId } });
  expect(((await started.json()) as { code: number }).code).toBe(200);

  await page.goto('/home/account');
  const banner = page.getByText(`当前正在操作 ${DEMO.student.name} 的账号`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('main').getByText('138****0001')).toBeVisible();
  const bannerBox = await banner.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(bannerBox?.y ?? 1e9).toBeLessThan(headerBox?.y ?? 0);
  await page.setViewportSize({ width: 375, height: 812 });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'simulated-banner-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'simulated-banner-1440.png') });

  await page.getByRole('button', { name: '退出模拟' }).click();
  await expect(page.getByText('已退出模拟登录')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/当前正在操作/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '用户菜单' })).not.toContainText(DEMO.student.name);
});
