// A tiny .xlsx reader for the API tests (no npm dependency): the zip's central directory, each part inflated
// with node:zlib, then the first worksheet's rows from shared strings, inline strings and numbers.
import zlib from 'node:zlib';

/** The zip's files: name → Buffer. */
export function unzip(buf) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const unescape = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
const texts = (xml) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescape(m[1])).join('');
const colIndex = (ref) => {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/**
 * The first worksheet: { rows: [[cell…]…], types: [[t…]…], files } with cells as strings (numbers as
 * numbers) and types 'n' (number), 's' (shared string), 'inlineStr' or 'str'. Missing rows are empty arrays.
 */
export function readXlsx(buf) {
  const files = unzip(buf);
  const shared = [];
  const sst = files.get('xl/sharedStrings.xml');
  if (sst) for (const m of sst.toString('utf8').matchAll(/<si>([\s\S]*?)<\/si>/g)) shared.push(texts(m[1]));
  const sheet = files.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('no xl/worksheets/sheet1.xml');
  const rows = [];
  const types = [];
  for (const r of sheet.toString('utf8').matchAll(/<row\s[^>]*?r="(\d+)"[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const index = Number(r[1]) - 1;
    const row = [];
    const type = [];
    for (const c of (r[2] ?? '').matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /r="([A-Z]+\d+)"/.exec(c[1])?.[1];
      const t = /t="(\w+)"/.exec(c[1])?.[1] ?? 'n';
      const inner = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = '';
      if (t === 's') value = shared[Number(v)];
      else if (t === 'inlineStr') value = texts(inner);
      else if (t === 'str') value = unescape(v ?? '');
      else if (v !== undefined) value = Number(v);
      const col = ref ? colIndex(ref) : row.length;
      row[col] = value;
      type[col] = t;
    }
    while (rows.length < index) {
      rows.push([]);
      types.push([]);
    }
    rows[index] = Array.from(row, (x) => x ?? '');
    types[index] = Array.from(type, (x) => x ?? '');
  }
  return { rows, types, files };
}
