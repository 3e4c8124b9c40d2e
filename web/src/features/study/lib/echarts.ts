/** A bar chart drawn by ECharts, loaded on demand (its own chunk); resolves with the clean-up. */
export type BarChartData = { labels: string[]; values: number[]; unit: string; color: string };

export async function drawBarChart(element: HTMLElement, data: BarChartData): Promise<() => void> {
  // The bar chart's modules only: a dynamic import of the 'echarts/charts' barrel made a chunk of every chart and
  // component (350 kB gzip), which the course page's pie then shared.
  const { init } = await import('./bar-echarts');
  const chart = init(element);
  chart.setOption({
    grid: { left: 8, right: 8, top: 28, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} ${data.unit}` },
    xAxis: { type: 'category', data: data.labels, axisTick: { show: false } },
    yAxis: { type: 'value', name: data.unit, minInterval: 1, splitLine: { lineStyle: { color: '#eef1f6' } } },
    series: [{ type: 'bar', data: data.values, barMaxWidth: 28, itemStyle: { color: data.color, borderRadius: [4, 4, 0, 0] } }],
  });
  const observer = new ResizeObserver(() => chart.resize());
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.dispose();
  };
}
