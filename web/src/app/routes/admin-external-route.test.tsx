import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { stubAdmin, SCHOOL_SIGN } from '@/features/admin/testing/admin-fixtures';
import { clearCookies } from '@/testing/accounts-fixtures';
import { blankConfig, savedConfig, SECRET } from '@/testing/external-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf } from '@/testing/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SLOW = { timeout: 10_000 };

describe('/admin/external-systems', { timeout: 40_000 }, () => {
  it('configures the school picked at the top through the admin’s calls, naming the school', async () => {
    const { calls } = stubAdmin({
      '/admin/externalSystems': { code: 200, data: [blankConfig('erp'), savedConfig()] },
      '/admin/externalSystems/resetSecret': { code: 200, msg: '密钥已重置', data: savedConfig({ secret: 'ffff0000'.repeat(8) }) },
    });
    const { router } = renderAt('/admin/external-systems');
    expect(await screen.findByRole('heading', { level: 1, name: '外部实训系统' }, SLOW)).toBeInTheDocument();
    // The first school until one is picked.
    await waitFor(() => expect(calls.find((c) => c.path === '/admin/externalSystems')?.query).toEqual({ school: SCHOOL_SIGN }));
    expect(screen.getByRole('combobox', { name: '学校' })).toBeInTheDocument();
    const gyl = await screen.findByRole('region', { name: '鲸链供应链实训平台' });
    expect(within(gyl).getByLabelText('鲸链供应链实训平台 密钥')).toHaveTextContent(SECRET);
    await userEvent.click(within(gyl).getByRole('button', { name: /重置密钥/ }));
    const confirm = await waitFor(() => {
      const open = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes('重置') && !d.className.includes('leave'));
      expect(open.length).toBeGreaterThan(0);
      return open[open.length - 1];
    });
    await userEvent.click(within(confirm).getByRole('button', { name: /重置密钥/ }));
    await waitFor(() => expect(bodiesOf(calls, '/admin/externalSystems/resetSecret')).toEqual([{ system: 'gyl', school: SCHOOL_SIGN }]));
    expect(calls.filter((c) => c.path.startsWith('/schoolAdmin/'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/admin/external-systems');
  });
});
