import message from 'antd/es/message';
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

  it('falls back to the static message API, loaded on first use, where no antd <App> is mounted', async () => {
    const spy = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
    toastError('系统繁忙,请稍后重试!');
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith({ content: '系统繁忙,请稍后重试!', duration: 1.5 }));
  });
});
