import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import { AntdScope } from '@/components/antd-scope';

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

/**
 * The app's providers as a test renders them, with antd's scope around everything (in the app it is around every
 * page but home and around the frame's popups; components tested alone need it too): antd computes its CSS-in-JS as in the browser but does not insert the
 * `<style>` tags (`mock="server"`). jsdom parses every inserted sheet and walks all of them on each
 * `getComputedStyle`, which Testing Library calls for every element a role query looks at: with antd's sheets in the
 * document a screen took seconds to query. The tests never read antd's styles (only inline ones).
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AppProviders>
        <AntdScope app toasts>
          {children}
        </AntdScope>
      </AppProviders>
    </StyleProvider>
  );
}

// antd's static Modal.confirm, message and notification render outside the providers: keep their styles out too.
ConfigProvider.config({ holderRender: (children) => <StyleProvider mock="server">{children}</StyleProvider> });

/** Renders the app's routes (or the given ones) at `path`, with fresh providers. */
export function renderAt(path: string, routes: RouteObject[] = appRoutes): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Renders one element inside a router at `path`, with fresh providers (for component tests). */
export function renderInRouter(element: ReactElement, path = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
