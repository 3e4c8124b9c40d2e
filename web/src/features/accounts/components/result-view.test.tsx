import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultView } from './result-view';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('result view', () => {
  it('counts 3 seconds down, then goes on once', () => {
    const onContinue = vi.fn();
    render(<ResultView kind="registered" onContinue={onContinue} />);
    expect(screen.getByText('注册成功')).toBeInTheDocument();
    expect(screen.getByText('3秒后自动进入个人中心')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2秒后自动进入个人中心')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(onContinue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('the link skips the wait, and the timer does not fire again', () => {
    const onContinue = vi.fn();
    render(<ResultView kind="reseted" onContinue={onContinue} />);
    expect(screen.getByText('密码重置成功')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '立即登录' }).click());
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
