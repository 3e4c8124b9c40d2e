// Employment (docs/employment.md) on the real binary: the job board a visitor searches (the header's searchContent,
// filters, bad input with its Chinese message), a job's and a company's pages, favourites, recommendations with
// their reasons, applications by e-mail through the outbox (once per job, concurrent sends included), the
// enterprise centre that sees only its own applicants and moves them on, the applicant seeing each change, the
// platform admin's review, and the school's statistics with their .xlsx export.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { request, startServer } from './lib/server.mjs';

let server;
let st;

before(async () => {
  server = await startServer();
  st = new Study(server);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);
const q = (params) => new URLSearchParams(params).toString();

/** A fresh user with the enterprise role (logged in again so the session carries it). */
async function newEnterprise() {
  const user = await st.newUser();
  await runSql(server, `INSERT INTO user_role (user_id, role) SELECT id, 'enterprise' FROM users WHERE mobile = '${user.mobile}'`);
  return { ...user, token: await st.tokenOf(user.mobile, user.password) };
}

const COMPANY = {
  name: '测试数据科技有限公司', industry: 'I', scale: 2, city: '4201', address: '武汉市洪山区',
  introduction: '一家做数据服务的公司。', welfare: ['五险一金', '双休'], website: 'https://example.com',
};
const JOB = {
  title: '数据标注专员', position: '0107', industry: 'I', city: '4201', salaryMin: 5, salaryMax: 7, education: 4,
  experience: 1, jobType: 1, headcount: 3, tags: ['Excel', '数据分析'], description: '岗位职责：完成数据标注。',
  contactEmail: 'hr@ceshi.example.com',
};

test('a visitor searches the board: the header\'s searchContent, filters, 8 a page, and bad input refused', async () => {
  const all = await ok(undefined, 'GET', '/employment/serachPost');
  assert.ok(all.total >= 40, `the demo has 40+ open jobs (${all.total})`);
  assert.equal(all.list.length, 8, 'job search size 8');
  assert.ok(all.list.every((j) => j.listed && j.status === 1));

  const header = await ok(undefined, 'GET', `/employment/serachPost?${q({ searchContent: '数据分析', page: 1, size: 8 })}`);
  assert.ok(header.total >= 3);
  assert.ok(header.list.every((j) => `${j.positionName}${j.company.companyName}${j.tags.join()}`.includes('数据分析')));

  const filtered = await ok(undefined, 'GET', `/employment/serachPost?${q({ keyword: '运营', city: '4403', industry: 'F' })}`);
  assert.ok(filtered.total >= 2);
  assert.ok(filtered.list.every((j) => j.city === '4403' && j.industry === 'F'));
  const province = await ok(undefined, 'GET', `/employment/serachPost?${q({ city: '42' })}`);
  assert.ok(province.list.every((j) => j.city.startsWith('42')), 'a province code covers its cities');
  const band = await ok(undefined, 'GET', `/employment/serachPost?${q({ salaryMin: 20, salaryMax: 50 })}`);
  assert.ok(band.total >= 1 && band.list.every((j) => j.salaryMax >= 20 && j.salaryMin < 50));
  const none = await ok(undefined, 'GET', `/employment/serachPost?${q({ keyword: '青禾新能源' })}`);
  assert.equal(none.total, 0, 'a company waiting for review has no public job');

  assertRefused(await call(undefined, 'GET', `/employment/serachPost?${q({ keyword: '长'.repeat(31) })}`),
    -2, '搜索关键词不能超过30个字', 'keyword');
  assertRefused(await call(undefined, 'GET', '/employment/serachPost?city=9999'), -2, '城市不正确', 'city');
  assertRefused(await call(undefined, 'GET', '/employment/serachPost?industry=Z'), -2, '行业不正确', 'industry');
  assertRefused(await call(undefined, 'GET', '/employment/serachPost?salaryMin=30&salaryMax=10'), -2, '薪资范围不正确', 'salaryMin');
  assertRefused(await call(undefined, 'GET', '/employment/serachPost?education=abc'), -2, '学历要求不正确', 'education');
  assertRefused(await call(undefined, 'GET', '/employment/serachPost?size=51'), -2, '校验未通过', 'size');

  const banner = await ok(undefined, 'GET', '/employment/getEmploymentBanner');
  assert.ok(banner.length >= 3 && banner[0].picture.startsWith('/files/job-banners/'));
  const picture = await request(server, { path: banner[0].picture });
  assert.equal(picture.status, 200);
  assert.equal(picture.headers['content-type'], 'image/png');
  assert.ok((await ok(undefined, 'GET', '/employment/getRightSideBanner')).length >= 1);
  const companies = await ok(undefined, 'GET', '/employment/getEnterpriseRecommend?size=6');
  assert.equal(companies.length, 6);
  assert.ok(companies.every((c) => c.verified && c.openJobs > 0));
  const options = await ok(undefined, 'GET', '/employment/getOptions');
  assert.equal(options.salaryBands[0].label, '3K以下');
  assert.equal(options.applicationStatuses.map((s) => s.label).join(), '已投递,已查看,邀请面试,不合适,已录用');
});

test('a job\'s page, its company, more jobs and promoted courses; unknown ids are -1000', async () => {
  const [first] = (await ok(undefined, 'GET', `/employment/serachPost?${q({ keyword: '数据分析师' })}`)).list;
  const page = await ok(undefined, 'GET', `/employment/getJobDetails?positionId=${first.positionId}`);
  assert.equal(page.positionName, first.positionName);
  assert.ok(page.description.includes('岗位职责'));
  assert.equal(page.contactEmail, undefined, 'applications go through the platform');
  assert.equal(page.collected, false);
  assert.equal(page.company.companyId, first.company.companyId);
  assertRefused(await call(undefined, 'GET', '/employment/getJobDetails?positionId=nope'), -1000, '职位不存在');
  assertRefused(await call(undefined, 'GET', '/employment/getJobDetails'), -2, '请指定职位', 'positionId');

  const company = await ok(undefined, 'POST', '/employment/getCompanyDetails', { companyId: first.company.companyId });
  assert.ok(company.introduction.length > 0);
  assert.equal(company.status, undefined, 'review fields are the owner\'s');
  const posts = await ok(undefined, 'GET', `/employment/getCompanyPosts?${q({ sign: first.company.companyId, page: 1, size: 8 })}`);
  assert.equal(posts.total, 4);
  assertRefused(await call(undefined, 'POST', '/employment/getCompanyDetails', { companyId: 'nope' }), -1000, '公司不存在');

  const more = await ok(undefined, 'GET',
    `/employment/getByEnterpriseRecruitmentList?${q({ positionId: first.positionId, page: 1, size: 6 })}`);
  assert.ok(more.list.length > 0 && more.list.every((j) => j.positionId !== first.positionId && j.position.startsWith('01')));
  const courses = await ok(undefined, 'GET', `/employment/getPromoteCourse?positionId=${first.positionId}`);
  assert.ok(Array.isArray(courses));
  assert.ok(courses.every((c) => c.skills.length > 0 || c.named));

  const promoted = await ok(undefined, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=2&page=1&size=8');
  assert.ok(promoted.total >= 3 && promoted.list.every((j) => j.promoted));
  assertRefused(await call(undefined, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=1'), -1001, '请登录');
});

test('the seeker\'s calls need a login; favourites are the user\'s own', async () => {
  for (const [method, p] of [['GET', '/employment/getIntendedPositions'], ['GET', '/employment/getUserJobVo'],
    ['GET', '/employment/getSendEmail'], ['GET', '/employment/getUserCollectionPositions'],
    ['POST', '/employment/sendEmail'], ['POST', '/employment/sendEmailAll'], ['POST', '/employment/addCollectionPost'],
    ['POST', '/employment/removeCollectionPost'], ['GET', '/employment/jobsFromChat']]) {
    assertRefused(await call(undefined, method, p, method === 'POST' ? {} : undefined), -1001, '请登录');
  }
  const a = await st.newUser();
  const b = await st.newUser();
  const [job] = (await ok(undefined, 'GET', '/employment/serachPost')).list;
  await ok(a.token, 'POST', '/employment/addCollectionPost', { positionId: job.positionId });
  await ok(a.token, 'POST', '/employment/addCollectionPost', { positionId: job.positionId });
  const mine = await ok(a.token, 'GET', '/employment/getUserCollectionPositions');
  assert.equal(mine.total, 1);
  assert.equal(mine.list[0].collected, true);
  assert.equal((await ok(b.token, 'GET', '/employment/getUserCollectionPositions')).total, 0);
  assert.equal((await ok(a.token, 'GET', `/employment/getJobDetails?positionId=${job.positionId}`)).collected, true);
  assertRefused(await call(a.token, 'POST', '/employment/addCollectionPost', { positionId: 'nope' }), -1000, '职位不存在');
  await ok(a.token, 'POST', '/employment/removeCollectionPost', { positionId: job.positionId });
  assert.equal((await ok(a.token, 'GET', '/employment/getUserCollectionPositions')).total, 0);
  assert.equal((await ok(a.token, 'GET', '/employment/getUserJobVo')).collectNum, 0);

  const chat = await ok(a.token, 'GET', `/employment/jobsFromChat?positionIds=${job.positionId},nope`);
  assert.deepEqual(chat.list.map((j) => j.positionId), [job.positionId]);
});

test('the demo student\'s recommendations say why; intentions carry the flag', async () => {
  const token = await st.tokenOf(DEMO.student);
  const intended = await ok(token, 'GET', '/employment/getIntendedPositions');
  assert.equal(intended.flag, true);
  assert.deepEqual(intended.list.map((p) => p.positionName), ['数据分析师', '跨境电商运营']);
  const fresh = await st.newUser();
  assert.equal((await ok(fresh.token, 'GET', '/employment/getIntendedPositions')).flag, false);

  const rec = await ok(token, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=1&page=1&size=8');
  assert.ok(rec.total >= 4);
  assert.ok(['符合求职意向：数据分析师', '符合求职意向：跨境电商运营'].some((r) => rec.list[0].reasons.includes(r)));
  assert.ok(rec.list.every((j) => j.reasons.length > 0 && j.score > 0));
  assert.equal(rec.extend.sent + rec.extend.unsent, rec.total);
  const state = await ok(token, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=1&page=1&size=1');
  assert.equal(state.list.length, 1);
  assert.deepEqual(state.extend, rec.extend, 'the delivery state reads extend');

  const info = await ok(token, 'GET', '/employment/getUserJobVo');
  assert.ok(info.sendNum >= 1, 'the demo sent one application');
  assert.ok(info.resumeRatio >= 80);
});

test('applying sends one e-mail per job through the outbox; the resume goes as its PDF; double sends are refused', async () => {
  const token = await st.tokenOf(DEMO.student);
  const jobs = (await ok(undefined, 'GET', `/employment/serachPost?${q({ keyword: '鲸航供应链' })}`)).list;
  const target = jobs.find((j) => j.positionName === 'UI设计师');
  assert.ok(target, 'the demo enterprise has a UI设计师 job');
  const sent = await call(token, 'POST', '/employment/sendEmail', { positionId: target.positionId });
  assert.equal(sent.json.msg, '投递成功');
  const { applicationId } = sent.json.data;
  assertRefused(await call(token, 'POST', '/employment/sendEmail', { positionId: target.positionId }), -1000, '您已投递过该职位');

  const mails = await ok(undefined, 'GET', '/dev/mail?to=hr%40jinghang-scm.example.com');
  const mail = mails.find((m) => m.subject === '【学鲸招聘】张晓明应聘UI设计师');
  assert.ok(mail, 'the e-mail is in the outbox');
  assert.equal(mail.attachmentName, '张晓明的简历.pdf');
  assert.ok(mail.body.includes('简历见附件'));
  const pdf = await st.call('GET', `/employment/applicationResume?applicationId=${applicationId}`, undefined, { cookies: { token } });
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.ok(pdf.text.startsWith('%PDF'));
  const other = await st.newUser();
  assertRefused(await call(other.token, 'GET', `/employment/applicationResume?applicationId=${applicationId}`),
    -1000, '简历附件不存在');

  // A user without a resume sends a summary; three sends at once make one application.
  const fresh = await st.newUser();
  const results = await Promise.all([1, 2, 3].map(() =>
    call(fresh.token, 'POST', '/employment/sendEmail', { positionId: target.positionId })));
  assert.equal(results.filter((r) => r.json.code === 200).length, 1);
  assert.ok(results.filter((r) => r.json.code !== 200).every((r) => r.json.msg === '您已投递过该职位'));
  const summary = (await ok(undefined, 'GET', '/dev/mail?to=hr%40jinghang-scm.example.com'))[0];
  assert.equal(summary.attachmentName, '');
  assert.ok(summary.body.includes('应聘者尚未填写在线简历'));
  const mine = await ok(fresh.token, 'GET', '/employment/getSendEmail');
  assert.equal(mine.total, 1);
  assert.equal(mine.list[0].statusName, '已投递');
  assert.equal(mine.list[0].hasResume, false);
  assert.equal(mine.list[0].job.positionId, target.positionId);
  assertRefused(await call(fresh.token, 'POST', '/employment/sendEmail', { positionId: 'nope' }), -1000, '职位不存在');
  assertRefused(await call(fresh.token, 'POST', '/employment/sendEmail', {}), -2, '请指定职位', 'positionId');
});

test('the enterprise sees its own applicants, moves them on, and the applicant sees each change', async () => {
  const seeker = await st.newUser();
  const boss = await st.tokenOf(DEMO.enterprise);
  const company = await ok(boss, 'GET', '/enterprise/company');
  assert.equal(company.companyName, '鲸航供应链管理有限公司');
  assert.equal(company.statusName, '已认证');
  const posted = await ok(boss, 'GET', '/enterprise/jobs');
  assert.equal(posted.total, 4);
  const job = posted.list.find((j) => j.positionName === '人力资源专员');
  await ok(seeker.token, 'POST', '/employment/sendEmail', { positionId: job.positionId });

  const received = await ok(boss, 'GET', `/enterprise/applications?positionId=${job.positionId}`);
  const mine = received.list.find((a) => a.applicantMobile === seeker.mobile);
  assert.ok(mine, 'the enterprise sees the application with the applicant\'s contacts');
  const opened = await ok(boss, 'GET', `/enterprise/application?applicationId=${mine.applicationId}`);
  assert.equal(opened.statusName, '已查看');
  const moved = await call(boss, 'PUT', '/enterprise/application/status', {
    applicationId: mine.applicationId, status: 3, message: '请于周二上午十点来面试。',
  });
  assert.equal(moved.json.msg, '已通知应聘者');
  assertRefused(await call(boss, 'PUT', '/enterprise/application/status', { applicationId: mine.applicationId, status: 1 }),
    -2, '状态不正确', 'status');
  assertRefused(await call(boss, 'PUT', '/enterprise/application/status', {
    applicationId: mine.applicationId, status: 4, message: '长'.repeat(201),
  }), -2, '留言不能超过200个字', 'message');

  assert.equal((await ok(seeker.token, 'GET', '/employment/getUserJobVo')).unseenNum, 1);
  const list = await ok(seeker.token, 'GET', '/employment/getSendEmail');
  assert.equal(list.list[0].statusName, '邀请面试');
  assert.equal(list.list[0].message, '请于周二上午十点来面试。');
  assert.equal(list.list[0].unseen, true);
  assert.deepEqual(list.list[0].events.map((e) => e.statusName), ['已投递', '已查看', '邀请面试']);
  assert.equal((await ok(seeker.token, 'GET', '/employment/getSendEmail')).list[0].unseen, false, 'seen once listed');
  assert.equal((await ok(seeker.token, 'GET', '/employment/getSendEmail?status=3')).total, 1);
  assert.equal((await ok(seeker.token, 'GET', '/employment/getSendEmail?status=5')).total, 0);

  // Another enterprise: no company yet, then its own pending company; never the demo's applicants.
  const rival = await newEnterprise();
  assert.equal(await ok(rival.token, 'GET', '/enterprise/company'), null);
  assertRefused(await call(rival.token, 'GET', '/enterprise/applications'), -1000, '请先完善企业信息');
  assertRefused(await call(rival.token, 'POST', '/enterprise/job', JOB), -1000, '请先完善企业信息');
  const saved = await call(rival.token, 'PUT', '/enterprise/company', COMPANY);
  assert.equal(saved.json.msg, '已提交审核');
  assert.equal(saved.json.data.statusName, '待审核');
  assertRefused(await call(rival.token, 'GET', `/enterprise/application?applicationId=${mine.applicationId}`), -1000, '投递不存在');
  assertRefused(await call(rival.token, 'PUT', '/enterprise/application/status', { applicationId: mine.applicationId, status: 5 }),
    -1000, '投递不存在');
  assertRefused(await call(rival.token, 'GET', `/enterprise/job?positionId=${job.positionId}`), -1000, '职位不存在');
  assertRefused(await call(rival.token, 'GET', `/employment/applicationResume?applicationId=${mine.applicationId}`),
    -1000, '简历附件不存在');
  for (const p of ['/enterprise/company', '/enterprise/jobs', '/enterprise/applications'])
    assertRefused(await call(seeker.token, 'GET', p), -6, '您没有权限访问!');
});

test('an enterprise\'s job is public once the platform admin verifies its company; forms say what is wrong', async () => {
  const ent = await newEnterprise();
  await ok(ent.token, 'PUT', '/enterprise/company', { ...COMPANY, name: '审核测试科技有限公司' });
  for (const [body, msg, field] of [
    [{ ...JOB, title: '' }, '请输入职位名称', 'title'],
    [{ ...JOB, title: '长'.repeat(31) }, '职位名称不能超过30个字', 'title'],
    [{ ...JOB, position: '01' }, '请选择职位类别', 'position'],
    [{ ...JOB, city: '9999' }, '请选择工作城市', 'city'],
    [{ ...JOB, salaryMin: 9, salaryMax: 5 }, '最低薪资不能高于最高薪资', 'salaryMin'],
    [{ ...JOB, headcount: 0 }, '招聘人数应在1-999之间', 'headcount'],
    [{ ...JOB, contactEmail: '' }, '请输入邮箱', 'contactEmail'],
    [{ ...JOB, contactEmail: 'hr@x' }, '邮箱格式错误', 'contactEmail'],
    [{ ...JOB, tags: Array.from({ length: 11 }, (_, i) => `技能${i}`) }, '技能标签最多10个', 'tags'],
    [{ ...JOB, description: '' }, '请输入职位描述', 'description'],
    [{ ...JOB, courseIds: ['nope'] }, '课程不存在', 'courseIds'],
  ]) assertRefused(await call(ent.token, 'POST', '/enterprise/job', body), -2, msg, field);
  assertRefused(await call(ent.token, 'PUT', '/enterprise/company', { ...COMPANY, name: '' }), -2, '请输入公司名称', 'name');
  assertRefused(await call(ent.token, 'PUT', '/enterprise/company', { ...COMPANY, scale: 9 }), -2, '请选择公司规模', 'scale');
  assertRefused(await call(ent.token, 'PUT', '/enterprise/company', { ...COMPANY, logo: 'https://evil.example.com/x.png' }),
    -2, '请上传公司Logo', 'logo');

  const { positionId } = await ok(ent.token, 'POST', '/enterprise/job', JOB);
  const search = () => ok(undefined, 'GET', `/employment/serachPost?${q({ keyword: '审核测试科技' })}`);
  assert.equal((await search()).total, 0, 'pending: not public');
  assertRefused(await call(undefined, 'GET', `/employment/getJobDetails?positionId=${positionId}`), -1000, '职位不存在');
  assert.equal((await ok(ent.token, 'GET', `/employment/getJobDetails?positionId=${positionId}`)).own, true);

  const admin = await st.tokenOf(DEMO.admin);
  const queue = await ok(admin, 'GET', '/admin/companies?status=0');
  const pending = queue.list.find((c) => c.companyName === '审核测试科技有限公司');
  assert.ok(pending);
  assert.ok(queue.list.some((c) => c.companyName === '青禾新能源科技有限公司'), 'the demo\'s pending company');
  assertRefused(await call(admin, 'PUT', '/admin/company/review', { companyId: pending.companyId, approve: false }),
    -2, '请填写未通过的原因', 'reviewNote');
  await ok(admin, 'PUT', '/admin/company/review', { companyId: pending.companyId, approve: true });
  assert.equal((await search()).total, 1, 'verified: public');
  assertRefused(await call(ent.token, 'GET', '/admin/companies'), -6, '您没有权限访问!');

  await ok(ent.token, 'PUT', '/enterprise/job/status', { positionId, status: 2 });
  assert.equal((await search()).total, 0, 'closed: off the board');
  const seeker = await st.newUser();
  assertRefused(await call(seeker.token, 'POST', '/employment/sendEmail', { positionId }), -1000, '该职位已停止招聘');
  assertRefused(await call(ent.token, 'PUT', '/enterprise/job/status', { positionId, status: 7 }), -2, '职位状态不正确', 'status');
  await ok(ent.token, 'PUT', '/enterprise/job/status', { positionId, status: 1 });
  const edited = await ok(ent.token, 'PUT', '/enterprise/job', { ...JOB, positionId, title: '数据标注组长' });
  assert.equal(edited.positionName, '数据标注组长');
  assert.equal((await search()).list[0].positionName, '数据标注组长');
});

test('one click applies to every recommended job not applied to yet', async () => {
  const user = await st.newUser();
  assertRefused(await call(user.token, 'POST', '/employment/sendEmailAll'), -1000, '没有可投递的推荐职位');
  await ok(user.token, 'POST', '/resume/intention/add', {
    positionCode: '0406', industryCode: 'F', cityCode: '4403', salaryMin: 8, salaryMax: 12, jobType: 1,
  });
  const before = await ok(user.token, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=1&page=1&size=1');
  assert.ok(before.extend.unsent >= 2);
  const res = await call(user.token, 'POST', '/employment/sendEmailAll');
  assert.equal(res.json.code, 200);
  assert.equal(res.json.data.sent, Math.min(before.extend.unsent, 20));
  const after = await ok(user.token, 'GET', '/employment/getByEnterpriseRecruitmentList?signType=1&page=1&size=1');
  assert.equal(after.extend.unsent, Math.max(0, before.extend.unsent - 20));
  assert.equal((await ok(user.token, 'GET', '/employment/getUserJobVo')).sendNum, res.json.data.sent);
});

test('a school admin sees the school\'s employment statistics and exports them', async () => {
  const admin = await st.tokenOf(DEMO.schoolAdmin);
  const stats = await ok(admin, 'GET', '/school/employmentStats');
  assert.equal(stats.months.length, 12);
  assert.ok(stats.applications >= 20, `the demo students applied (${stats.applications})`);
  assert.equal(stats.months.reduce((n, m) => n + m.applications, 0), stats.applications);
  assert.ok(stats.industries.length >= 2 && stats.cities.length >= 2);
  assert.ok(stats.hires >= 1 && stats.interviews >= 1);
  const xlsx = await st.call('GET', '/school/employmentStats/export', undefined, { cookies: { token: admin } });
  assert.equal(xlsx.status, 200);
  assert.ok(xlsx.headers['content-type'].includes('spreadsheetml'));
  assert.ok(/filename\*=UTF-8''/.test(xlsx.headers['content-disposition']));
  const student = await st.tokenOf(DEMO.student);
  assertRefused(await call(student, 'GET', '/school/employmentStats'), -6, '您没有权限访问!');
});
