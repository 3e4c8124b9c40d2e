import { test as base, expect } from '@playwright/test';

/** baseURL comes from the server started in global-setup.ts. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.XJ_BASE_URL;
    if (!url) throw new Error('XJ_BASE_URL is not set: global-setup.ts did not start the server');
    await use(url);
  },
});

export { expect };

export const TEXT = {
  nav: '主导航',
  banner: '首页轮播',
  notFoundTitle: '页面不存在',
  backHome: '返回首页',
  more: '更多',
} as const;
