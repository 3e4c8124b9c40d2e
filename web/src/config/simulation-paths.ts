/** Simulation training's screens and calls (docs/simulation.md "Pages" and "API"). Every page needs a login. */

import { withQuery } from './query-string';

/** The guided flow's steps, as `/whaleFlow?step=` names them. */
export const FLOW_STEPS = ['company', 'shop', 'operation', 'report'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The back office's menu, as `?menu=` names it. */
export const BACK_OFFICE_MENUS = ['overview', 'products', 'advertising', 'service', 'report'] as const;
export type BackOfficeMenu = (typeof BACK_OFFICE_MENUS)[number];

export const simulationPaths = {
  /** The area's home: banner, categories, practice cards, industry news, my runs. */
  home: { path: '/simulation', getHref: (): string => '/simulation' },
  /** 鲸创实训: my runs and every practice. */
  creation: { path: '/whaleCreation', getHref: (): string => '/whaleCreation' },
  /** A practice: description, steps, targets, my run and its buttons. */
  details: {
    path: '/whaleCreation/creationDetails',
    getHref: (sign: string): string => withQuery('/whaleCreation/creationDetails', { sign }),
  },
  /** The guided flow; without `step`, the step of the run's stage. */
  flow: {
    path: '/whaleFlow',
    getHref: (sign: string, step?: FlowStep): string => withQuery('/whaleFlow', { sign, step }),
  },
  /** The run in a full-screen marketplace back office: Amazon's look for an amazon practice, the playground's for others. */
  amazonBackOffice: {
    path: '/simulation/amazon-virtual-system',
    getHref: (sign: string, menu?: BackOfficeMenu): string => withQuery('/simulation/amazon-virtual-system', { sign, menu }),
  },
  playground: {
    path: '/simulation/virtual-system-playground',
    getHref: (sign: string, menu?: BackOfficeMenu): string => withQuery('/simulation/virtual-system-playground', { sign, menu }),
  },
} as const;

/** The back office that suits a practice's marketplace. */
export function backOfficeHref(sign: string, marketplace: string): string {
  return marketplace === 'amazon' ? simulationPaths.amazonBackOffice.getHref(sign) : simulationPaths.playground.getHref(sign);
}

/** API paths, relative to env.apiBase (/api/v1). */
export const simulationApi = {
  categories: '/simulation/getPracticeCategory',
  list: '/simulation/getPracticeList',
  banner: '/simulation/getPracticeBanner',
  detail: '/simulation/getProcessData',
  news: '/simulation/getInformationList',
  creation: '/simulation/getWhaleCreation',
  market: '/simulation/market',
  runState: '/simulation/run/state',
  runStart: '/simulation/run/start',
  runRestart: '/simulation/run/restart',
  /** The decisions of a run: POST `{sign, day, …}`. */
  decisions: {
    company: '/simulation/run/company',
    shop: '/simulation/run/shop',
    listing: '/simulation/run/listing',
    unlist: '/simulation/run/unlist',
    open: '/simulation/run/open',
    price: '/simulation/run/price',
    restock: '/simulation/run/restock',
    advertising: '/simulation/run/advertising',
    reply: '/simulation/run/reply',
    advance: '/simulation/run/advance',
  },
  courseAssignments: '/simulation/course/assignments',
  coursePractices: '/simulation/course/practices',
  courseAssign: '/simulation/course/assign',
  courseSetAssessment: '/simulation/course/setAssessment',
  courseUnassign: '/simulation/course/unassign',
  /** A list with an export: POST `<path>/export` with the same body answers the .xlsx (components/export-button). */
  courseTrainees: '/simulation/course/trainees',
} as const;
