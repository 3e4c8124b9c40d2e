import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';

type Answer = { code: number; msg?: string; data?: unknown; extend?: unknown };

/** Stubs fetch with a table of API paths (without the /api/v1 base) → envelopes. Unknown paths answer 404. */
export function stubApi(table: Record<string, Answer>): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const answer = table[path] ?? { code: 404, msg: '请求的资源不存在' };
    return new Response(JSON.stringify({ msg: '操作成功', data: null, extend: null, ...answer }), {
      status: answer.code === 404 ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the app's routes (or the given ones) at `path`, with fresh providers. */
export function renderAt(path: string, routes: RouteObject[] = appRoutes): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one element inside a router at `path`, with fresh providers (for component tests). */
export function renderInRouter(element: ReactElement, path = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
