/** The line and bar charts, loaded when an analysis tab first shows one (not in the page bundle). */
export const loadAnalysisCharts = (): Promise<typeof import('./analysis-echarts')> => import('./analysis-echarts');
