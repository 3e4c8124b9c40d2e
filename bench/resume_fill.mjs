// Makes the demo student's resume a full two pages for bench/resume_pdf.sh: work and project entries with full
// descriptions are added through the resume calls while the classic template's export stays within two pages (the
// entry that makes a third page is taken out again). Usage: node bench/resume_fill.mjs BASE_URL COOKIE OUT.pdf (the
// final export is written to OUT.pdf).
import fs from 'node:fs';

const [base, cookie, out] = process.argv.slice(2);
async function call(method, path, body) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (path.startsWith('/resume/exportPdf')) return Buffer.from(await res.arrayBuffer());
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
  return json.data;
}

// cairo writes each page object's dictionary uncompressed: /Type /Page (not /Pages).
const pagesOf = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
const exportPdf = () => call('GET', '/resume/exportPdf?templateId=1');

const detail = '负责需求梳理、数据口径确认与周报自动化；与运营、财务两个团队对接，把手工汇总改为 SQL 与 Python 脚本，'
  + '报表出错率从每月 5 次降到 0 次，并整理了 20 余页的数据字典供新同事查阅。';
const entries = [];
for (const [i, company] of ['鲸选电商', '海鲸供应链', '学鲸教育', '云帆物流'].entries()) {
  entries.push(['work', 'workId', {
    companyName: `${company}有限公司`, positionName: '数据运营', workType: 1,
    startTime: `202${i}-0${i + 1}`, endTime: `202${i}-1${i}`, description: detail,
  }]);
}
for (const name of ['门店销量预测', '课程学习行为分析', '直播间转化漏斗', '库存周转看板']) {
  entries.push(['project', 'projectId', {
    projectName: name, role: '数据分析', startTime: '2023-03', endTime: '2023-08', description: detail,
  }]);
}

let pdf = await exportPdf();
if (pagesOf(pdf) > 2) throw new Error(`the demo resume is ${pagesOf(pdf)} pages already`);
for (const [section, idField, body] of entries) {
  const added = await call('POST', `/resume/${section}/add`, body);
  const next = await exportPdf();
  if (pagesOf(next) > 2) {
    await call('DELETE', `/resume/${section}/delete?${idField}=${added[idField]}`);
    break;
  }
  pdf = next;
}
if (pagesOf(pdf) !== 2) throw new Error(`the resume is ${pagesOf(pdf)} pages, not two`);
fs.writeFileSync(out, pdf);
