import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Named imports only (the teaching feature's pattern, lib/pie-echarts.ts): the line and bar charts of the analysis tabs.
registerCharts([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
