import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { closeLoginDialog, useLoginDialog } from '../lib/login-dialog-store';
import { IdentityStatusCard } from './identity-status-card';

afterEach(() => {
  closeLoginDialog();
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const CLAIM = {
  type: 1,
  schoolName: '学鲸职业技术学院',
  schoolSign: '1',
  realName: '李娜',
  studentId: '2024010109',
  createdAt: '2026-11-21 10:00:00',
};

function DialogProbe() {
  const { open, initialForm } = useLoginDialog();
  return <span data-testid="dialog">{open ? initialForm : 'closed'}</span>;
}

function show(data: unknown) {
  setLoginCookie('1');
  const stub = stubAccountsApi({ '/student/getAuditInfo': { code: 200, data } });
  renderInRouter(
    <>
      <IdentityStatusCard />
      <DialogProbe />
    </>,
  );
  return stub;
}

describe('identity status card', () => {
  it('offers 去认证 without a claim and opens the 学生认证 form', async () => {
    show({ auditStatus: 0, claim: null });
    expect(await screen.findByText('尚未提交身份认证')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('authentication_student');
  });

  it('shows a pending claim without a button', async () => {
    show({ auditStatus: 1, claim: { ...CLAIM, status: 1, reason: null } });
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('2024010109')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows 已认证 for auditStatus 2', async () => {
    show({ auditStatus: 2, claim: { ...CLAIM, status: 2, reason: null } });
    expect(await screen.findByText('已认证')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason and 重新认证', async () => {
    show({ auditStatus: 3, claim: { ...CLAIM, status: 3, reason: '学号与名单不符' } });
    expect(await screen.findByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('驳回原因：学号与名单不符')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument();
  });
});
