/**
 * Server times (ISO 8601 with the +08:00 offset, or the older 'YYYY-MM-DD HH:MM:SS') as 'YYYY-MM-DD HH:MM'
 * in China time, whatever the browser's zone; anything else comes back as it is.
 */
export function formatServerTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  if (!match) return value;
  if (!/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value) || /\+08:?00$/.test(value)) return `${match[1]} ${match[2]}`;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  const china = new Date(time.getTime() + 8 * 3_600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 16)}`;
}
