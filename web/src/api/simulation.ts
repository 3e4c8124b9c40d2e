import { simulationApi } from '@/config/simulation-paths';
import { api } from './client';
import type { ListAnswer } from './paging';

/**
 * Typed calls of simulation training (docs/simulation.md "API"). Money is integer fen in every answer and body
 * (ARCHITECTURE §4, decision 0009); the pages show and take yuan.
 */

export type Stage = 'company' | 'shop' | 'listing' | 'operate' | 'finished';
export type Marketplace = 'amazon' | 'tmall' | 'jd';

export type PracticeCard = {
  sign: string;
  title: string;
  /** 1 跨境电商, 2 国内电商, 3 创业实训. */
  categoryId: number;
  categoryName: string;
  marketplace: Marketplace;
  marketplaceName: string;
  summary: string;
  days: number;
  players: number;
  myStage: Stage | null;
  myBestScore: number | null;
};

export type Targets = { revenue: number; profit: number; rating: number };

export type PracticeDetail = PracticeCard & {
  description: string;
  steps: { title: string; text: string }[];
  /** The starting funds, fen. */
  capital: number;
  targets: Targets;
  /** Names of my courses that assign it. */
  courses: string[];
};

export type PracticeCategory = { id: number; name: string; count: number };

export type NewsBrief = { sign: string; title: string; summary: string; source: string; publishedAt: string | null };

export type RunCard = {
  sign: string;
  title: string;
  marketplace: Marketplace;
  marketplaceName: string;
  stage: Stage;
  day: number;
  days: number;
  score: number | null;
  bestScore: number | null;
  updatedAt: string;
};

export type Product = { id: number; categoryId: number; name: string; unitCost: number; referencePrice: number; baseDemand: number };

export type Market = {
  marketplace: Marketplace;
  marketplaceName: string;
  deposit: number;
  /** The marketplace's commission: a fraction (0.15) by the contract's example table; a percentage (15) is read too. */
  commissionRate: number;
  scopes: string[];
  categories: { id: number; name: string }[];
  products: Product[];
};

export type Listing = {
  productId: number;
  name: string;
  price: number;
  unitCost: number;
  referencePrice: number;
  stock: number;
  soldTotal: number;
};

export type ServiceEvent = {
  title: string;
  text: string;
  replies: { id: number; text: string }[];
  /** The reply chosen today, null until answered. */
  answered: number | null;
};

export type DayRecord = {
  day: number;
  visitors: number;
  orders: number;
  revenue: number;
  commission: number;
  goodsCost: number;
  advertising: number;
  storage: number;
  refund: number;
  profit: number;
  rating: number;
  funds: number;
  stockouts: number;
};

export type ScoreParts = { total: number; revenue: number; profit: number; rating: number; service: number };

export type RunState = {
  sign: string;
  title: string;
  marketplace: Marketplace;
  marketplaceName: string;
  stage: Stage;
  /** 0 before operations; then the day being decided (1…days). Every decision sends it back. */
  day: number;
  days: number;
  /** The run's saved version: every decision sends back the one on screen, so a double click or a retry is refused. */
  version: number;
  funds: number;
  deposit: number;
  capital: number;
  /** `capital`: the registered capital in 万元 (not money of the run). */
  company: { name: string; scopes: string[]; capital: number } | null;
  shop: { name: string; categoryId: number; categoryName: string } | null;
  listings: Listing[];
  /** Today's advertising budget, fen. */
  advertising: number;
  rating: number;
  event: ServiceEvent | null;
  history: DayRecord[];
  log: { day: number; text: string }[];
  totals: { revenue: number; profit: number; orders: number };
  targets: Targets;
  score: ScoreParts | null;
  bestScore: number | null;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

export type Assignment = {
  sign: string;
  title: string;
  marketplace: Marketplace;
  marketplaceName: string;
  days: number;
  inAssessment: boolean;
  assignedAt: string;
  trainees: number;
  started: number;
  finished: number;
  averageScore: number | null;
};

export type CoursePractice = { sign: string; title: string; marketplace: Marketplace; marketplaceName: string; assigned: boolean };

export type Trainee = {
  userId: string;
  name: string;
  studentCard: string;
  stage: Stage | null;
  day: number;
  /** The practice's days (the assignment's, when the answer leaves it out). */
  days?: number;
  score: number | null;
  updatedAt: string | null;
};

/** What each decision sends beside `{sign, day, version}` (money in fen: `price`, `budget`). */
export type Decisions = {
  company: { name: string; scopes: string[]; capital: number };
  shop: { shopName: string; categoryId: number };
  listing: { productId: number; price: number; stock: number };
  unlist: { productId: number };
  open: Record<string, never>;
  price: { productId: number; price: number };
  restock: { productId: number; quantity: number };
  advertising: { budget: number };
  reply: { replyId: number };
  advance: Record<string, never>;
};
export type DecisionKind = keyof Decisions;
/** One decision: its kind and what it sends. */
export type Decision = { [K in DecisionKind]: { kind: K; input: Decisions[K] } }[DecisionKind];

// Lists are read again on every visit: no throttle. Failures go through the one switch (-1000 is the page's to show).
const READ = { throttleKey: false } as const;

export const getPracticeCategories = (): Promise<PracticeCategory[]> =>
  api.get<PracticeCategory[]>(simulationApi.categories, undefined, READ);
/** One page of practices; `categoryId` null for every category. */
export const getPracticeList = (categoryId: number | null, page: number, size: number): Promise<ListAnswer<PracticeCard>> =>
  api.get<ListAnswer<PracticeCard>>(simulationApi.list, { categoryId, page, size }, READ);
export const getPracticeBanner = (): Promise<PracticeCard[]> => api.get<PracticeCard[]>(simulationApi.banner, undefined, READ);
export const getPracticeDetail = (sign: string): Promise<PracticeDetail> =>
  api.get<PracticeDetail>(simulationApi.detail, { sign }, READ);
export const getIndustryNews = (page: number, size: number): Promise<ListAnswer<NewsBrief>> =>
  api.post<ListAnswer<NewsBrief>>(simulationApi.news, { page, size }, READ);
export const getWhaleCreation = (): Promise<{ runs: RunCard[]; practices: PracticeCard[] }> =>
  api.get<{ runs: RunCard[]; practices: PracticeCard[] }>(simulationApi.creation, undefined, READ);
export const getMarket = (sign: string): Promise<Market> => api.get<Market>(simulationApi.market, { sign }, READ);
/** My run of the practice, or null before the first start. */
export const getRunState = (sign: string): Promise<RunState | null> => api.get<RunState | null>(simulationApi.runState, { sign }, READ);

export const startRun = (sign: string): Promise<RunState> => api.post<RunState>(simulationApi.runStart, { sign });
export const restartRun = (sign: string): Promise<RunState> => api.post<RunState>(simulationApi.runRestart, { sign });

/** The run a decision is made on: the day and version the page shows (a stale page gets 页面已过期，请刷新后重试). */
export type RunShown = Pick<RunState, 'sign' | 'day' | 'version'>;

/** One decision of a run, sent with the day and version the page shows. */
export function decide({ sign, day, version }: RunShown, { kind, input }: Decision): Promise<RunState> {
  return api.post<RunState>(simulationApi.decisions[kind], { sign, day, version, ...input });
}

export const getCourseAssignments = (courseId: string): Promise<Assignment[]> =>
  api.get<Assignment[]>(simulationApi.courseAssignments, { courseId }, READ);
export const getCoursePractices = (courseId: string): Promise<CoursePractice[]> =>
  api.get<CoursePractice[]>(simulationApi.coursePractices, { courseId }, READ);
export const assignPractice = (input: { courseId: string; sign: string; inAssessment: boolean }): Promise<Assignment> =>
  api.post<Assignment>(simulationApi.courseAssign, input);
export const setAssessment = (input: { courseId: string; sign: string; inAssessment: boolean }): Promise<Assignment> =>
  api.post<Assignment>(simulationApi.courseSetAssessment, input);
export const unassignPractice = (input: { courseId: string; sign: string }): Promise<null> =>
  api.post<null>(simulationApi.courseUnassign, input);
export const getCourseTrainees = (input: {
  courseId: string;
  sign: string;
  keyword: string;
  page: number;
  size: number;
}): Promise<ListAnswer<Trainee>> => api.post<ListAnswer<Trainee>>(simulationApi.courseTrainees, input, READ);
