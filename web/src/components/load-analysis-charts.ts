/** The line and bar charts, loaded when a page first shows one (not in the page bundle). */
export const loadAnalysisCharts = (): Promise<typeof import('./analysis-echarts')> => import('./analysis-echarts');
