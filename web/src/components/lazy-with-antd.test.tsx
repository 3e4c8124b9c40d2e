import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithAntd, type LazyWithAntd } from './lazy-with-antd';

/** Renders the lazy greeting inside its Suspense boundary and waits for its text. */
async function shows(Greeting: LazyWithAntd<{ greeting: string }>, greeting: string): Promise<void> {
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Greeting greeting={greeting} />
    </Suspense>,
  );
  expect(await screen.findByText(greeting)).toBeInTheDocument();
}

describe('lazyWithAntd', () => {
  it('loads the code once whether preloaded first or rendered first, and renders it', async () => {
    const load = vi.fn(async () => ({ greeting }: { greeting: string }) => <p>{greeting}</p>);
    const Greeting = lazyWithAntd(load);
    Greeting.preload();
    Greeting.preload();
    await shows(Greeting, '你好');
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
    await shows(Greeting, '再见');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
