/** The pie chart with its legend and tooltip, loaded when a chart is first shown (not in the page bundle). */
export const loadPieCharts = (): Promise<typeof import('./pie-echarts')> => import('./pie-echarts');
