/** Only the pie chart, its legend and tooltip, loaded when a chart is first shown (not in the page bundle). */
export async function loadPieCharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([charts.PieChart, components.LegendComponent, components.TooltipComponent, renderers.CanvasRenderer]);
  return core;
}
