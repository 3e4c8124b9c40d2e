import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Named imports only (the courses feature's pattern, lib/pie-echarts.ts): the bar chart of the learning centre.
registerCharts([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init };
