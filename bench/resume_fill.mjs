// Makes the demo student's resume two pages long for bench/resume_pdf.sh: more work, project and campus entries with
// full descriptions, through the resume calls. Usage: node bench/resume_fill.mjs BASE_URL COOKIE OUT.pdf (the
// classic template's export is written to OUT.pdf, to count its pages).
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

const detail = '负责需求梳理、数据口径确认与周报自动化；与运营、财务两个团队对接，把手工汇总改为 SQL 与 Python 脚本，'
  + '报表出错率从每月 5 次降到 0 次，并整理了 20 余页的数据字典供新同事查阅。';
for (const [i, company] of ['鲸选电商', '海鲸供应链', '学鲸教育'].entries()) {
  await call('POST', '/resume/work/add', {
    companyName: `${company}有限公司`, positionName: '数据运营', workType: 1,
    startTime: `202${i}-0${i + 1}`, endTime: `202${i}-1${i}`, description: detail,
  });
}
for (const name of ['门店销量预测', '课程学习行为分析', '直播间转化漏斗']) {
  await call('POST', '/resume/project/add', {
    projectName: name, role: '数据分析', startTime: '2023-03', endTime: '2023-08', description: detail,
  });
}
fs.writeFileSync(out, await call('GET', '/resume/exportPdf?templateId=1'));
