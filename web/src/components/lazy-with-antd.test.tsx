import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithAntd } from './lazy-with-antd';

describe('lazyWithAntd', () => {
  it('loads the code once whether preloaded first or rendered first, and renders it', async () => {
    const load = vi.fn(async () => ({ greeting }: { greeting: string }) => <p>{greeting}</p>);
    const Greeting = lazyWithAntd(load);
    Greeting.preload();
    Greeting.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Greeting greeting="你好" />
      </Suspense>,
    );
    expect(await screen.findByText('你好')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the first render loads again', async () => {
    const load = vi
      .fn<() => Promise<(props: { greeting: string }) => ReactElement>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(({ greeting }) => <p>{greeting}</p>);
    const Greeting = lazyWithAntd(load);
    Greeting.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Greeting greeting="再见" />
      </Suspense>,
    );
    expect(await screen.findByText('再见')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
