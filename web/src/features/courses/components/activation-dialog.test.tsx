import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderInRouter, stubApi } from '@/testing/render';
import { closeActivationDialog, openActivationDialog } from '../lib/activation-dialog-store';
import { ActivationDialog } from './activation-dialog';

afterEach(() => {
  act(() => closeActivationDialog());
  vi.unstubAllGlobals();
  resetThrottle();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function setup(answer: { code: number; msg?: string; data?: unknown }) {
  const fetchMock = stubApi({ '/course/activate': answer });
  renderInRouter(
    <>
      <ActivationDialog />
      <Where />
    </>,
  );
  act(() => openActivationDialog());
  return fetchMock;
}

const captchaSrc = (): string => screen.getByRole('img', { name: '图形验证码' }).getAttribute('src') ?? '';
const bodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

async function fill(code: string, captcha: string): Promise<void> {
  if (code) {
    await userEvent.click(screen.getByLabelText('激活码'));
    await userEvent.paste(code);
  }
  if (captcha) {
    await userEvent.click(screen.getByRole('textbox', { name: '验证码' }));
    await userEvent.paste(captcha);
  }
  await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
}

describe('ActivationDialog (spec 01 §5, §7)', () => {
  it('checks the code and the captcha before sending anything', async () => {
    const fetchMock = setup({ code: 200, data: null });
    await screen.findByRole('dialog', { name: '使用激活码' });
    await fill('', '');
    expect(await screen.findByText('激活码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await fill('ABC123', 'x7k2');
    expect(await screen.findByText('兑换码必须是16位字母或数字')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the returned text on success and goes to the course', async () => {
    const fetchMock = setup({ code: 200, data: { text: '激活成功，已加入《Python 数据分析》的学习', courseSign: 'c-py-2', training: false } });
    await screen.findByRole('dialog');
    const before = captchaSrc();
    await new Promise((settled) => setTimeout(settled, 5));
    await fill('XJDEMO2026CODE01', 'x7k2');
    expect(await screen.findByText('激活成功，已加入《Python 数据分析》的学习')).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{ code: 'XJDEMO2026CODE01', captcha: 'x7k2' }]);
    await userEvent.click(screen.getByRole('button', { name: '去学习' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/courseDetail/c-py-2');
    expect(before).toContain('/captcha/image');
  }, 30_000);

  it('a training’s code goes to the training page', async () => {
    setup({ code: 200, data: { text: '激活成功，已加入《财务共享实训》的学习', courseSign: 't-finance', training: true } });
    await screen.findByRole('dialog');
    await fill('XJTRAIN000000001', 'x7k2');
    expect(await screen.findByText('激活成功，已加入《财务共享实训》的学习')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去学习' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/trainDetail/t-finance');
  }, 30_000);

  it('puts a refusal on the code field and reloads the captcha', async () => {
    setup({ code: -1000, msg: '激活码已被使用' });
    await screen.findByRole('dialog');
    const before = captchaSrc();
    await new Promise((settled) => setTimeout(settled, 5));
    await fill('XJDEMO2026CODE01', 'x7k2');
    expect(await screen.findByText('激活码已被使用')).toBeInTheDocument();
    expect(captchaSrc()).not.toBe(before);
  }, 30_000);

  it('puts a wrong captcha on the captcha field', async () => {
    setup({ code: -5, msg: '验证码错误!' });
    await screen.findByRole('dialog');
    await fill('XJDEMO2026CODE01', 'zzzz');
    expect(await screen.findByText('验证码错误!')).toBeInTheDocument();
  }, 30_000);
});
