import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageOpen, useAfterPageOpen } from './page-open';

beforeEach(() => {
  vi.useFakeTimers();
  resetPageOpen();
});
afterEach(() => {
  resetPageOpen();
  vi.useRealTimers();
});

describe('useAfterPageOpen', () => {
  it('turns true once the delay has passed since the page opened', async () => {
    const { result } = renderHook(() => useAfterPageOpen(100));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('makes a later hook wait only for the rest, and one mounted after the delay not at all', async () => {
    renderHook(() => useAfterPageOpen(150)); // the page opens
    await act(() => vi.advanceTimersByTimeAsync(100));
    const late = renderHook(() => useAfterPageOpen(150));
    expect(late.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(late.result.current).toBe(true);
    expect(renderHook(() => useAfterPageOpen(150)).result.current).toBe(true);
  });

  it('is ready at once without a delay', () => {
    expect(renderHook(() => useAfterPageOpen(0)).result.current).toBe(true);
  });
});
