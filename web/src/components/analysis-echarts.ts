import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Named imports only (lib/pie-echarts.ts's pattern): the line and bar charts of the analysis tabs and statistics pages.
registerCharts([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
