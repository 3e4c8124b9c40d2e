import { screen } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindToast, toastError } from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toastError', () => {
  it('shows an error message for 1.5 s through the bound antd instance', () => {
    const error = vi.fn();
    const unbind = bindToast({ error } as unknown as MessageInstance);
    toastError('请求失败，请稍后重试');
    expect(error).toHaveBeenCalledWith({ content: '请求失败，请稍后重试', duration: 1.5 });
    unbind();
  });

  it('where nothing is bound, mounts the toast root beside the app and shows the toast there', async () => {
    toastError('系统繁忙,请稍后重试!');
    expect(await screen.findByText('系统繁忙,请稍后重试!', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const root = document.querySelector('[data-toast-root]');
    expect(root).not.toBeNull();
    expect(root?.parentElement).toBe(document.body);
    toastError('请勿重复提交');
    expect(await screen.findByText('请勿重复提交', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-toast-root]')).toHaveLength(1);
  });
});
