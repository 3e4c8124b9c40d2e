/** ECharts with the map of China, loaded when the map first shows (never in the home page's or the page's bundle). */
export const loadChinaMap = (): Promise<typeof import('./china-map-echarts')> => import('./china-map-echarts');
