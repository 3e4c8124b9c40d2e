import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { useSmsCode } from './use-sms-code';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const SENT = { resendSeconds: 60, expireSeconds: 300 };
const captchaError = (code: number, msg: string) =>
  new ApiError({ code, msg, kind: 'server', field: 'captcha', response: { code, msg, data: { field: 'captcha', captchaRequired: true }, extend: null } });

describe('useSmsCode', () => {
  it('goes 获取验证码 → 60s countdown (disabled, with caption) → 重新发送', async () => {
    const request = vi.fn().mockResolvedValue(SENT);
    const { result } = renderHook(() => useSmsCode({ request }));
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false, caption: null });

    await act(() => result.current.send('13800000001'));
    expect(request).toHaveBeenCalledWith('13800000001');
    expect(result.current).toMatchObject({ label: '60s后可重新发送', disabled: true, caption: '请在60秒内输入验证码' });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.label).toBe('59s后可重新发送');
    expect(result.current.caption).toBe('请在59秒内输入验证码');

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.label).toBe('1s后可重新发送');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ label: '重新发送', disabled: false, caption: null });
  });

  it('does not count when the send fails', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError({ code: -1000, msg: '该手机号已注册', kind: 'server' }));
    const { result } = renderHook(() => useSmsCode({ request }));
    await act(() => expect(result.current.send('13800000001')).rejects.toThrow('该手机号已注册'));
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false });
  });

  it('reset (the phone changed) stops a running countdown', async () => {
    const { result } = renderHook(() => useSmsCode({ request: vi.fn().mockResolvedValue(SENT) }));
    await act(() => result.current.send('13800000001'));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false, caption: null });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.label).toBe('获取验证码');
  });

  it('counts before the answer when asked (forgot password), and stops on a refusal', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise<typeof SENT>((_resolve, reject) => (refuse = reject)));
    const { result } = renderHook(() => useSmsCode({ request, countBeforeAnswer: true }));
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send('13800000001').catch(() => undefined);
    });
    expect(result.current.label).toBe('60s后可重新发送');
    await act(async () => {
      refuse(new ApiError({ code: -1000, msg: '该手机号未注册', kind: 'server' }));
      await sending;
    });
    expect(result.current).toMatchObject({ label: '重新发送', disabled: false });
  });

  it('keeps counting through the 60-second rate message', async () => {
    const rate = new ApiError({ code: -1000, msg: '每60秒只能发送一次验证码', kind: 'server' });
    const { result } = renderHook(() =>
      useSmsCode({
        request: vi.fn().mockRejectedValue(rate),
        countBeforeAnswer: true,
        keepsCountdown: (error) => error === rate,
      }),
    );
    await act(() => result.current.send('13800000001').catch(() => undefined));
    expect(result.current.disabled).toBe(true);
  });

  it('opens the captcha dialog on captchaRequired; a wrong text keeps it, the right one sends and counts', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(captchaError(-1000, '请输入图形验证码'))
      .mockRejectedValueOnce(captchaError(-5, '验证码错误!'))
      .mockResolvedValueOnce(SENT);
    const { result } = renderHook(() => useSmsCode({ request, countBeforeAnswer: true }));
    let settled = false;
    let sending: Promise<void> = Promise.resolve();
    await act(async () => {
      sending = result.current.send('13800000001').then(() => void (settled = true));
      await Promise.resolve();
    });
    expect(result.current.captcha).toMatchObject({ open: true, error: null });
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false });
    const firstStamp = result.current.captcha.stamp;

    await act(() => result.current.captcha.confirm(' zzzz '));
    expect(request).toHaveBeenLastCalledWith('13800000001', 'zzzz');
    expect(result.current.captcha).toMatchObject({ open: true, error: '验证码错误!' });
    expect(result.current.captcha.stamp).toBeGreaterThan(firstStamp);
    expect(settled).toBe(false);

    await act(() => result.current.captcha.confirm('x7k2'));
    await act(() => sending);
    expect(request).toHaveBeenLastCalledWith('13800000001', 'x7k2');
    expect(result.current.captcha.open).toBe(false);
    expect(result.current).toMatchObject({ label: '60s后可重新发送', disabled: true });
    expect(settled).toBe(true);
  });

  it('an empty captcha is not sent, and cancel closes the dialog with nothing sent', async () => {
    const request = vi.fn().mockRejectedValue(captchaError(-1000, '请输入图形验证码'));
    const { result } = renderHook(() => useSmsCode({ request }));
    let sending: Promise<void> = Promise.resolve();
    await act(async () => {
      sending = result.current.send('13800000001');
      await Promise.resolve();
    });
    await act(() => result.current.captcha.confirm('  '));
    expect(result.current.captcha.error).toBe('请输入验证码');
    act(() => result.current.captcha.cancel());
    await act(() => sending);
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.captcha.open).toBe(false);
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false });
  });
});
