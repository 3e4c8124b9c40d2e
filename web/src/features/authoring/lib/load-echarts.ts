/** The pie chart, loaded when the standard step first shows it (not in the page bundle). */
export const loadPieCharts = (): Promise<typeof import('./pie-echarts')> => import('./pie-echarts');
