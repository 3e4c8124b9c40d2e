import { vi } from 'vitest';
import type { Assignment, Market, PracticeCard, PracticeDetail, RunCard, RunState, Trainee } from '@/api/simulation';
import { XLSX_TYPE } from '@/api/downloads';
import { setLoginCookie, stubAccountsApi, type Call } from './accounts-fixtures';

/** Simulation training as the server answers it (docs/simulation.md "Shapes"; money in integer fen). */
export const SIGN = 'p-amazon';

export function practiceCard(change: Partial<PracticeCard> = {}): PracticeCard {
  return {
    sign: SIGN,
    title: '亚马逊跨境店铺运营',
    categoryId: 1,
    categoryName: '跨境电商',
    marketplace: 'amazon',
    marketplaceName: '亚马逊',
    summary: '在亚马逊开设跨境店铺，经营 10 天。',
    days: 10,
    players: 12,
    myStage: null,
    myBestScore: null,
    ...change,
  };
}

export function practiceDetail(change: Partial<PracticeDetail> = {}): PracticeDetail {
  return {
    ...practiceCard(),
    description: '注册公司，开设亚马逊店铺，采购商品并经营 10 天。',
    steps: [
      { title: '注册公司', text: '完成企业名称、经营范围和注册资本的登记。' },
      { title: '开设店铺', text: '缴纳保证金，选择经营类目并上架商品。' },
    ],
    capital: 10_000_000,
    targets: { revenue: 5_000_000, profit: 800_000, rating: 4.6 },
    courses: [],
    ...change,
  };
}

export const MARKET: Market = {
  marketplace: 'amazon',
  marketplaceName: '亚马逊',
  deposit: 1_000_000,
  commissionRate: 0.15,
  scopes: ['电子产品销售', '日用百货销售', '服装服饰零售', '化妆品零售', '互联网销售', '货物进出口'],
  categories: [
    { id: 1, name: '3C 数码配件' },
    { id: 2, name: '家居日用' },
  ],
  products: [
    { id: 11, categoryId: 1, name: '蓝牙耳机', unitCost: 6000, referencePrice: 12900, baseDemand: 20 },
    { id: 12, categoryId: 1, name: '手机支架', unitCost: 800, referencePrice: 2500, baseDemand: 40 },
    { id: 21, categoryId: 2, name: '收纳盒', unitCost: 1200, referencePrice: 3500, baseDemand: 30 },
  ],
};

export function runState(change: Partial<RunState> = {}): RunState {
  return {
    sign: SIGN,
    title: '亚马逊跨境店铺运营',
    marketplace: 'amazon',
    marketplaceName: '亚马逊',
    stage: 'company',
    day: 0,
    days: 10,
    version: 1,
    funds: 10_000_000,
    deposit: 0,
    capital: 10_000_000,
    company: null,
    shop: null,
    listings: [],
    advertising: 0,
    rating: 4.5,
    event: null,
    history: [],
    log: [],
    totals: { revenue: 0, profit: 0, orders: 0 },
    targets: { revenue: 5_000_000, profit: 800_000, rating: 4.6 },
    score: null,
    bestScore: null,
    startedAt: '2026-11-28T09:00:00+08:00',
    updatedAt: '2026-11-28T09:00:00+08:00',
    finishedAt: null,
    ...change,
  };
}

/** The registered capital is in 万元, not money of the run. */
const COMPANY = { name: '杭州鲸创电子商务有限公司', scopes: ['电子产品销售'], capital: 100 };
const SHOP = { name: '鲸创数码', categoryId: 1, categoryName: '3C 数码配件' };
const LISTING = { productId: 11, name: '蓝牙耳机', price: 12900, unitCost: 6000, referencePrice: 12900, stock: 180, soldTotal: 20 };
const DAY = {
  day: 1, visitors: 400, orders: 20, revenue: 258_000, commission: 38_700, goodsCost: 120_000, advertising: 10_000,
  storage: 3600, refund: 0, profit: 85_700, rating: 4.52, funds: 7_800_000, stockouts: 0,
};

/** A run on its third day, today's event not answered yet. */
export function operatingRun(change: Partial<RunState> = {}): RunState {
  return runState({
    stage: 'operate',
    day: 3,
    funds: 7_800_000,
    deposit: 1_000_000,
    company: COMPANY,
    shop: SHOP,
    listings: [LISTING],
    advertising: 10_000,
    rating: 4.54,
    event: {
      title: '买家询问发货时间',
      text: '买家留言：我下单的耳机什么时候能发货？',
      replies: [
        { id: 0, text: '立即查询并告知准确的发货时间' },
        { id: 1, text: '回复“尽快发货”' },
        { id: 2, text: '暂不回复' },
      ],
      answered: null,
    },
    history: [DAY, { ...DAY, day: 2, revenue: 283_800, profit: 95_000, rating: 4.54 }],
    log: [{ day: 0, text: '注册公司：杭州鲸创电子商务有限公司' }, { day: 1, text: '回复客服事件：立即查询并告知准确的发货时间' }],
    totals: { revenue: 541_800, profit: 180_700, orders: 42 },
    ...change,
  });
}

/** A finished run with its score. */
export function finishedRun(change: Partial<RunState> = {}): RunState {
  return operatingRun({
    stage: 'finished',
    day: 10,
    event: null,
    score: { total: 78.5, revenue: 24.5, profit: 30, rating: 18, service: 6 },
    bestScore: 78.5,
    finishedAt: '2026-11-28T10:00:00+08:00',
    ...change,
  });
}

export function runCard(change: Partial<RunCard> = {}): RunCard {
  return {
    sign: SIGN, title: '亚马逊跨境店铺运营', marketplace: 'amazon', marketplaceName: '亚马逊', stage: 'operate', day: 3, days: 10,
    score: null, bestScore: null, updatedAt: '2026-11-28T09:30:00+08:00', ...change,
  };
}

export function assignment(change: Partial<Assignment> = {}): Assignment {
  return {
    sign: SIGN, title: '亚马逊跨境店铺运营', marketplace: 'amazon', marketplaceName: '亚马逊', days: 10, inAssessment: false,
    assignedAt: '2026-11-20T09:00:00+08:00', trainees: 24, started: 10, finished: 6, averageScore: 71.25, ...change,
  };
}

export function trainee(change: Partial<Trainee> = {}): Trainee {
  return {
    userId: 'u-zhang', name: '张晓明', studentCard: '2023010101', stage: 'finished', day: 10, score: 78.5,
    updatedAt: '2026-11-28T10:00:00+08:00', ...change,
  };
}

type Handler = Parameters<typeof stubAccountsApi>[0] extends Record<string, infer H> | undefined ? H : never;

/** Signed in as the demo student, with the simulation's calls answered; `handlers` override by path. */
export function stubSimulation(handlers: Record<string, Handler> = {}) {
  setLoginCookie('1');
  return stubAccountsApi({
    '/simulation/getPracticeBanner': { code: 200, data: [practiceCard()] },
    '/simulation/getPracticeCategory': { code: 200, data: [{ id: 1, name: '跨境电商', count: 2 }, { id: 2, name: '国内电商', count: 1 }] },
    '/simulation/getPracticeList': { code: 200, data: { list: [practiceCard()], total: 1 } },
    '/simulation/getInformationList': { code: 200, data: { list: [], total: 0 } },
    '/simulation/getWhaleCreation': { code: 200, data: { runs: [], practices: [practiceCard()] } },
    '/simulation/getProcessData': { code: 200, data: practiceDetail() },
    '/simulation/market': { code: 200, data: MARKET },
    '/simulation/run/state': { code: 200, data: null },
    ...handlers,
  });
}

/**
 * Answers `path` with an .xlsx file instead of an envelope (the stubs answer JSON only); every other call goes to the
 * stub installed before. Returns the file calls seen.
 */
export function answerFile(path: string, name: string): Call[] {
  const inner = globalThis.fetch;
  const seen: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.replace(/^\/api\/v1/, '') !== path) return inner(input, init);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    seen.push({ method: init?.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body });
    return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
    });
  });
  return seen;
}
