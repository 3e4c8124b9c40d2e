import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Named imports only (the courses feature's pattern): a dynamic import of 'echarts/charts' keeps every chart.
registerCharts([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
