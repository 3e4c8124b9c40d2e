// The resume (docs/resume.md) on the real binary: a new user's resume made on first use, every section's calls with
// the spec's and our Chinese messages, the completeness the small plate shows, another user's ids refused, the tags
// (China's cities from the administrative-division package), the photo, the video, verified entries read from the
// platform's records and the share link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { makePng, multipart } from './lib/images.mjs';
import { Study } from './lib/study.mjs';
import { startServer } from './lib/server.mjs';

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
const ratioOf = async (token) => (await ok(token, 'GET', '/personal/getUserSmallPlate')).resumeRatio;

const BASICS = {
  name: '林小鲸', sex: 2, birth: '2003-05', mobile: '13800138000', email: 'xiaojing@example.com', city: '4403',
  workStatus: 1, workStart: '', political: '共青团员', skills: ['React', 'TypeScript'],
};
const EDUCATION = {
  schoolName: '深圳职业技术大学', major: '软件技术', degree: '大专', startTime: '2021-09', endTime: '2024-06',
  description: '主修 Web 前端开发，获校级奖学金。',
};

test('a new user\'s resume is made on first use; each section filled raises the completeness the small plate shows', async () => {
  const { token } = await st.newUser();
  assert.equal(await ratioOf(token), 0, 'no resume yet');
  const info = await ok(token, 'GET', '/resume/getResumeInfo');
  assert.ok(info.resumeId > 0);
  assert.equal(info.resumeRatio, 0);
  assert.equal(info.templateId, 1);
  assert.equal(info.shareOn, false);

  const saved = await ok(token, 'PUT', '/resume/updateResumeDetail', BASICS);
  assert.equal(saved.resumeRatio, 25, 'the user info is 20 of 100, a skill 5');
  assert.equal(saved.cityName, '深圳市');
  assert.equal(saved.workStatusName, '在校-月内到岗');
  assert.deepEqual(saved.skills, ['React', 'TypeScript']);
  assert.equal(await ratioOf(token), 25);

  const intention = await ok(token, 'POST', '/resume/intention/add', {
    positionCode: '0101', industryCode: 'I', cityCode: '4403', salaryMin: 8, salaryMax: 12, jobType: 1,
  });
  assert.ok(intention.positionId > 0);
  const edu = await ok(token, 'POST', '/resume/education/add', { resumeId: info.resumeId, ...EDUCATION });
  assert.ok(edu.educateId > 0);
  await ok(token, 'POST', '/resume/work/add', {
    resumeId: info.resumeId, companyName: '学鲸科技', positionName: '前端开发实习生', workType: 2,
    startTime: '2023-07', endTime: '2023-12', description: '参与学习平台的课程页开发。',
  });
  await ok(token, 'POST', '/resume/project/add', {
    resumeId: info.resumeId, projectName: '校园二手书平台', role: '前端负责人', startTime: '2022-03', endTime: '2022-06',
  });
  await ok(token, 'PUT', `/resume/updatePersonalAdvantage?personalAdvantage=${encodeURIComponent('热爱前端，学习能力强')}`);
  await ok(token, 'POST', '/resume/volunteer/add', {
    resumeId: info.resumeId, organization: '深圳图书馆', role: '阅读推广', hours: '40', startTime: '2022-07',
  });

  const detail = await ok(token, 'GET', '/resume/getResumeDetail');
  // 20 user info + 15 intention + 15 education + 15 work + 10 project + 10 advantage + 5 skills + 5 other = 95
  assert.equal(detail.resumeRatio, 95, 'all but the photo');
  assert.equal(await ratioOf(token), 95);
  assert.equal(detail.intentions[0].positionName, '前端开发工程师');
  assert.equal(detail.intentions[0].industryName, '信息传输、软件和信息技术服务业');
  assert.equal(detail.intentions[0].salaryText, '8-12K');
  assert.equal(detail.educations[0].schoolName, '深圳职业技术大学');
  assert.equal(detail.works[0].workType, 2);
  assert.equal(detail.works[0].workTypeName, '实习');
  assert.equal(detail.volunteers[0].endTime, '', 'no end month: 至今');
  assert.equal(detail.personalAdvantage, '热爱前端，学习能力强');

  const png = makePng(800, 1000);
  const upload = multipart('file', 'me.png', png, 'image/png');
  const pic = await st.call('PUT', '/resume/updateHeadPicture', upload.body, {
    cookies: { token }, headers: { 'content-type': upload.contentType },
  });
  assert.equal(pic.json?.code, 200, pic.text);
  assert.equal(pic.json.data.resumeRatio, 100);
  const image = await st.call('GET', pic.json.data.headPicture.replace('/api/v1', ''), undefined, { cookies: { token } });
  assert.equal(image.status, 200);
  assert.equal(image.headers['content-type'], 'image/png');
});

test('the user info, the sections and the intentions refuse bad input with a message naming the field', async () => {
  const { token } = await st.newUser();
  const basics = (change) => call(token, 'PUT', '/resume/updateResumeDetail', { ...BASICS, ...change });
  assertRefused(await basics({ name: '' }), -2, '姓名不能为空', 'name');
  assertRefused(await basics({ name: '林'.repeat(20) }), -2, '姓名过长', 'name');
  assertRefused(await basics({ mobile: '' }), -2, '请输入手机号', 'mobile');
  assertRefused(await basics({ mobile: '1380013800' }), -2, '请输入正确的手机号', 'mobile');
  assertRefused(await basics({ email: '' }), -2, '请输入邮箱', 'email');
  assertRefused(await basics({ email: 'a@b' }), -2, '邮箱格式错误', 'email');
  assertRefused(await basics({ city: '9999' }), -2, '请选择所在城市', 'city');
  assertRefused(await basics({ sex: 3 }), -2, '性别不正确', 'sex');
  assertRefused(await basics({ birth: '2003-13' }), -2, '出生年月格式应为YYYY-MM', 'birth');
  assertRefused(await basics({ birth: '2099-01' }), -2, '出生年月不能晚于当前月份', 'birth');
  assertRefused(await basics({ political: '党员' }), -2, '政治面貌不正确', 'political');
  assertRefused(await basics({ skills: Array.from({ length: 13 }, (_, i) => `技能${i}`) }), -2, '技能标签最多12个', 'skills');
  assertRefused(await basics({ skills: ['React', 'React'] }), -2, '技能标签「React」重复了', 'skills');
  assertRefused(await basics({ skills: 'React' }), -2, '技能标签不正确', 'skills');
  assertRefused(await basics({ workStatus: 9 }), -2, '求职状态不正确', 'workStatus');
  const untouched = await ok(token, 'GET', '/resume/getResumeDetail');
  assert.equal(untouched.name, '', 'nothing was written');

  const edu = (change) => call(token, 'POST', '/resume/education/add', { ...EDUCATION, ...change });
  assertRefused(await edu({ schoolName: '' }), -2, '请输入学校名称', 'schoolName');
  assertRefused(await edu({ schoolName: '学'.repeat(51) }), -2, '学校名称不能超过50个字', 'schoolName');
  assertRefused(await edu({ degree: '学士' }), -2, '请选择学历', 'degree');
  assertRefused(await edu({ startTime: '' }), -2, '请选择开始时间', 'startTime');
  assertRefused(await edu({ startTime: '2021/09' }), -2, '开始时间格式应为YYYY-MM', 'startTime');
  assertRefused(await edu({ endTime: '2020-06' }), -2, '结束时间不能早于开始时间', 'endTime');
  assertRefused(await edu({ startTime: '2099-09' }), -2, '开始时间不能晚于当前月份', 'startTime');
  assertRefused(await edu({ description: '字'.repeat(1001) }), -2, '描述不能超过1000个字', 'description');
  await ok(token, 'POST', '/resume/education/add', { ...EDUCATION, endTime: '2099-06' }); // an expected graduation
  const work = (change) => call(token, 'POST', '/resume/work/add', {
    companyName: '学鲸科技', positionName: '运营', startTime: '2023-01', ...change,
  });
  assertRefused(await work({ endTime: '2099-01' }), -2, '结束时间不能晚于当前月份', 'endTime');
  assertRefused(await work({ workType: 3 }), -2, '工作类型不正确', 'workType');
  assertRefused(await work({ positionName: '' }), -2, '请输入职位名称', 'positionName');
  assertRefused(await call(token, 'POST', '/resume/volunteer/add', {
    organization: '图书馆', hours: '四十', startTime: '2022-01',
  }), -2, '服务时长应为整数小时', 'hours');

  const intention = (change) => call(token, 'POST', '/resume/intention/add', {
    positionCode: '0101', cityCode: '11', salaryMin: 8, salaryMax: 12, ...change,
  });
  assertRefused(await intention({ positionCode: '01' }), -2, '请选择期望职位', 'positionCode');
  assertRefused(await intention({ cityCode: '' }), -2, '请选择工作城市', 'cityCode');
  assertRefused(await intention({ industryCode: 'Z' }), -2, '请选择期望行业', 'industryCode');
  assertRefused(await intention({ salaryMin: 12, salaryMax: 8 }), -2, '最高薪资不能低于最低薪资', 'salaryMax');
  assertRefused(await intention({ salaryMin: 'a' }), -2, '期望薪资应为整数（K）', 'salaryMin');
  for (let i = 0; i < 3; i++) await ok(token, 'POST', '/resume/intention/add', { positionCode: '0201', cityCode: '31' });
  assertRefused(await intention({}), -1000, '求职意向最多3条');
  assert.equal((await ok(token, 'GET', '/resume/intention/list')).length, 3);

  assertRefused(await call(token, 'PUT', '/resume/updateTemplate?templateId=8'), -2, '模板不存在', 'templateId');
  assertRefused(await call(token, 'PUT', `/resume/updatePersonalAdvantage?personalAdvantage=${encodeURIComponent('优'.repeat(501))}`), -2,
    '个人优势不能超过500个字', 'personalAdvantage');
  assertRefused(await call(token, 'DELETE', '/resume/education/delete?educateId=abc'), -2, '请指定要操作的记录', 'educateId');
  assertRefused(await call(undefined, 'GET', '/resume/getResumeDetail'), -1001);
});

test('another user\'s resume and entries are refused; a section\'s calls touch only its own entries', async () => {
  const alice = (await st.newUser()).token;
  const bob = (await st.newUser()).token;
  const aliceId = (await ok(alice, 'GET', '/resume/getResumeInfo')).resumeId;
  const { educateId } = await ok(alice, 'POST', '/resume/education/add', EDUCATION);
  const { positionId } = await ok(alice, 'POST', '/resume/intention/add', { positionCode: '0101', cityCode: '11' });

  assertRefused(await call(bob, 'GET', `/resume/education/list?resumeId=${aliceId}`), -6);
  assertRefused(await call(bob, 'POST', '/resume/project/add', { resumeId: aliceId, projectName: 'x', startTime: '2022-01' }), -6);
  assertRefused(await call(bob, 'GET', `/resume/getVideoDetail?resumeId=${aliceId}`), -6);
  assertRefused(await call(bob, 'PUT', '/resume/education/update', { educateId, ...EDUCATION, schoolName: '别人的' }), -1000, '记录不存在');
  assertRefused(await call(bob, 'DELETE', `/resume/education/delete?educateId=${educateId}`), -1000, '记录不存在');
  assertRefused(await call(bob, 'DELETE', `/resume/intention/delete?positionId=${positionId}`), -1000, '记录不存在');
  // Alice's education id given to the project calls is not a project.
  assertRefused(await call(alice, 'DELETE', `/resume/project/delete?projectId=${educateId}`), -1000, '记录不存在');
  assert.equal((await ok(alice, 'GET', `/resume/education/list?resumeId=${aliceId}`))[0].schoolName, EDUCATION.schoolName);

  await ok(alice, 'PUT', '/resume/education/update', { educateId, ...EDUCATION, major: '数字媒体技术' });
  assert.equal((await ok(alice, 'GET', '/resume/education/list'))[0].major, '数字媒体技术');
  await ok(alice, 'DELETE', `/resume/education/delete?educateId=${educateId}`);
  assert.deepEqual(await ok(alice, 'GET', '/resume/education/list'), []);
});

test('tags: every province and city of China from the package, hot cities, positions, industries and skills', async () => {
  const cities = await ok(undefined, 'GET', '/resume/tags/cities');
  assert.equal(cities.length, 34, '31 provinces of the mainland, Hong Kong, Macao and Taiwan');
  const guangdong = cities.find((c) => c.name === '广东省');
  assert.equal(guangdong.pathCode, '44');
  assert.ok(guangdong.childTagInfo.some((c) => c.pathCode === '4403' && c.name === '深圳市'));
  assert.ok(cities.find((c) => c.pathCode === '81').childTagInfo.length > 0, '香港 has its areas');
  const total = cities.reduce((n, c) => n + c.childTagInfo.length, 0);
  assert.ok(total > 450, `${total} cities`);
  const hot = await ok(undefined, 'GET', '/resume/tags/hotCities');
  assert.deepEqual(hot.slice(0, 4).map((c) => c.name), ['北京', '上海', '广州', '深圳']);
  const positions = await ok(undefined, 'GET', '/resume/tags/positions');
  assert.equal(positions[0].name, '技术');
  assert.equal(positions[0].childTagInfo[0].pathCode, '0101');
  const industries = await ok(undefined, 'GET', '/resume/tags/industries');
  assert.equal(industries.length, 20);
  assert.ok((await ok(undefined, 'GET', '/resume/tags/skills?code=0101')).includes('React'));
  assert.deepEqual(await ok(undefined, 'GET', '/resume/tags/skills?code=9999'), []);
  const categories = await ok(undefined, 'GET', '/resume/qualification/category');
  assert.equal(categories[0].label, '职业资格证书');
  const options = await ok(undefined, 'GET', '/resume/getResumeOptions');
  assert.equal(options.templates.length, 7);
});

test('a video resume is taken by its content; the photo refuses what is not a picture', async () => {
  const { token } = await st.newUser();
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'), Buffer.alloc(2048)]);
  const video = multipart('videoFile', '自我介绍.mp4', mp4, 'video/mp4');
  const up = await st.call('POST', '/resume/uploadVideo', video.body, {
    cookies: { token }, headers: { 'content-type': video.contentType },
  });
  assert.equal(up.json?.code, 200, up.text);
  assert.equal(up.json.data.videoName, '自我介绍.mp4');
  const resumeId = (await ok(token, 'GET', '/resume/getResumeInfo')).resumeId;
  const detail = await ok(token, 'GET', `/resume/getVideoDetail?resumeId=${resumeId}`);
  assert.equal(detail.videoSize, mp4.length);
  const file = await st.call('GET', '/resume/video', undefined, { cookies: { token } });
  assert.equal(file.status, 200);
  assert.equal(file.headers['content-type'], 'video/mp4');

  const text = multipart('videoFile', 'a.mp4', Buffer.from('not a video at all'), 'video/mp4');
  assertRefused(await st.call('POST', '/resume/uploadVideo', text.body, {
    cookies: { token }, headers: { 'content-type': text.contentType },
  }), -1000, '请上传 MP4 或 WebM 视频');
  const noFile = multipart('other', 'a.mp4', mp4, 'video/mp4');
  assertRefused(await st.call('POST', '/resume/uploadVideo', noFile.body, {
    cookies: { token }, headers: { 'content-type': noFile.contentType },
  }), -2, '请选择视频文件', 'videoFile');
  const notPicture = multipart('file', 'me.png', Buffer.from('hello'), 'image/png');
  assertRefused(await st.call('PUT', '/resume/updateHeadPicture', notPicture.body, {
    cookies: { token }, headers: { 'content-type': notPicture.contentType },
  }), -1000, '请上传 JPG、PNG、WEBP 或 GIF 图片');
});

test('verified entries: the demo student cites platform records, which show what the records say and cannot be edited', async () => {
  const student = await st.tokenOf(DEMO.student);
  const candidates = await ok(student, 'GET', '/resume/verified/candidates');
  assert.ok(candidates.length > 0, 'the demo student has finished courses or graded exams');
  for (const c of candidates) assert.equal(c.label, '平台认证');
  // The demo resume cites some already: take one it does not, or free one.
  let pick = candidates.find((c) => !c.added);
  if (!pick) {
    const cited = (await ok(student, 'GET', '/resume/getResumeDetail')).verified[0];
    await ok(student, 'DELETE', `/resume/verified/delete?verifiedId=${cited.verifiedId}`);
    pick = candidates.find((c) => c.kind === cited.kind && c.sign === cited.sign);
  }
  const { verifiedId } = await ok(student, 'POST', '/resume/verified/add', { kind: pick.kind, sign: pick.sign });
  assertRefused(await call(student, 'POST', '/resume/verified/add', { kind: pick.kind, sign: pick.sign }), -4, '已添加到简历');
  const detail = await ok(student, 'GET', '/resume/getResumeDetail');
  const entry = detail.verified.find((v) => v.verifiedId === verifiedId);
  assert.equal(entry.title, pick.title);
  assert.equal(entry.detail, pick.detail);
  assert.equal(entry.found, true);
  assert.ok((await ok(student, 'GET', '/resume/verified/candidates')).find((c) => c.sign === pick.sign).added);

  // A record that is not the user's cannot be cited.
  const other = (await st.newUser()).token;
  assertRefused(await call(other, 'POST', '/resume/verified/add', { kind: pick.kind, sign: pick.sign }), -1000, '平台记录不存在', 'sign');
  assertRefused(await call(other, 'POST', '/resume/verified/add', { kind: 6, sign: pick.sign }), -2, '认证类型不正确', 'kind');
  assertRefused(await call(other, 'DELETE', `/resume/verified/delete?verifiedId=${verifiedId}`), -1000, '记录不存在');
  await ok(student, 'DELETE', `/resume/verified/delete?verifiedId=${verifiedId}`);
  assert.ok(!(await ok(student, 'GET', '/resume/getResumeDetail')).verified.some((v) => v.verifiedId === verifiedId));
  await ok(student, 'POST', '/resume/verified/add', { kind: pick.kind, sign: pick.sign }); // left cited for the PDF test
});

test('practice: the demo student\'s scored practical tasks are listed and cited as 平台认证; another user has none', async () => {
  const student = await st.tokenOf(DEMO.student);
  const practice = await ok(student, 'GET', '/resume/practice/list');
  assert.ok(practice.length > 0, 'the demo student has scored practical work');
  for (const p of practice) {
    assert.ok(p.trainName && p.taskTitle && p.recordSign);
    assert.equal(p.passed, p.score >= p.passLine);
    assert.match(p.scoredAt, /^\d{4}-\d{2}-\d{2}/);
  }
  const times = practice.map((p) => p.scoredAt);
  assert.deepEqual([...times].sort().reverse(), times, 'last scored first');
  // Passed tasks are citable records; one below its pass line is listed here only.
  const candidates = await ok(student, 'GET', '/resume/verified/candidates');
  for (const p of practice) assert.equal(candidates.some((c) => c.kind === 4 && c.sign === p.recordSign), p.passed, p.taskTitle);
  const passed = practice.find((p) => p.passed);
  const candidate = candidates.find((c) => c.sign === passed.recordSign);
  assert.equal(candidate.kind, 4);
  assert.equal(candidate.kindName, '实训');
  assert.equal(candidate.title, passed.taskTitle);
  assert.equal(candidate.detail, `${passed.trainName} · 实训任务 ${passed.taskId} · ${passed.score} / ${passed.fullScore} 分 · 已通过`);
  if (!candidate.added) {
    const { verifiedId } = await ok(student, 'POST', '/resume/verified/add', { kind: 4, sign: candidate.sign });
    const cited = (await ok(student, 'GET', '/resume/getResumeDetail')).verified.find((v) => v.verifiedId === verifiedId);
    assert.equal(cited.kindName, '实训');
    assert.equal(cited.label, '平台认证');
    await ok(student, 'DELETE', `/resume/verified/delete?verifiedId=${verifiedId}`);
  }
  const other = (await st.newUser()).token;
  assert.deepEqual(await ok(other, 'GET', '/resume/practice/list'), []);
  assertRefused(await call(other, 'POST', '/resume/verified/add', { kind: 4, sign: candidate.sign }), -1000, '平台记录不存在', 'sign');
  assertRefused(await call(undefined, 'GET', '/resume/practice/list'), -1001);
});

test('the course line of a position: the school\'s courses that teach its skills, with H5 links and the user\'s study status', async () => {
  const student = await st.tokenOf(DEMO.student);
  const line = await ok(student, 'GET', '/resume/courseLine?pathCode=0103');
  assert.equal(line.name, 'Python开发工程师');
  assert.ok(line.skills.includes('Python'));
  const python = line.list.find((c) => c.name === 'Python 程序设计');
  assert.ok(python, 'the demo course teaching Python is on the line');
  assert.ok(python.skills.includes('Python'));
  assert.equal(python.extension.h5Url, `/courseDetail/${python.courseIdSign}`);
  assert.equal(python.studyStatus, 1, 'the demo student studies it');
  for (let i = 1; i < line.list.length; i += 1)
    assert.ok(line.list[i - 1].skills.length >= line.list[i].skills.length, 'the courses naming most skills first');
  for (const c of line.list.filter((x) => x.offering === 2)) assert.equal(c.extension.h5Url, `/trainDetail/${c.courseIdSign}`);

  assert.ok(!python.skills.includes('Python开发工程师'), 'the position\'s name finds courses but is not a skill');
  const total = await ok(student, 'GET', '/resume/processNorm/total?pathCode=0103');
  assert.ok(line.total <= 12 ? line.list.length === line.total : line.list.length === 12);
  assert.deepEqual(total, {
    pathCode: '0103', name: 'Python开发工程师', skillTotal: line.skills.length, courseTotal: line.total,
    studyingTotal: line.list.filter((c) => c.studyStatus === 1).length,
    finishedTotal: line.list.filter((c) => c.studyStatus === 2).length,
  });
  // A new user: the same line, nothing studied.
  const fresh = (await st.newUser()).token;
  const theirs = await ok(fresh, 'GET', '/resume/courseLine?pathCode=0103');
  assert.deepEqual(theirs.list.map((c) => c.courseIdSign), line.list.map((c) => c.courseIdSign));
  assert.ok(theirs.list.every((c) => c.studyStatus === 0));

  assertRefused(await call(fresh, 'GET', '/resume/courseLine'), -2, '请选择职位', 'pathCode');
  assertRefused(await call(fresh, 'GET', '/resume/courseLine?pathCode=9999'), -1000, '职位不存在');
  assertRefused(await call(fresh, 'GET', "/resume/processNorm/total?pathCode=01'--"), -1000, '职位不存在');
  assertRefused(await call(undefined, 'GET', '/resume/courseLine?pathCode=0103'), -1001);
});

test('the share link: off by default, on shows the resume and counts views, renewed the old link stops answering', async () => {
  const { token } = await st.newUser();
  const saved = await ok(token, 'PUT', '/resume/updateResumeDetail', BASICS);
  const first = saved.share.token;
  assert.equal(saved.share.on, false);
  assertRefused(await call(undefined, 'GET', `/resume/share/${first}`), -1000, '简历不存在或未公开');
  const on = await ok(token, 'PUT', '/resume/updateShare', { on: true });
  assert.equal(on.on, true);
  const seen = await ok(undefined, 'GET', `/resume/share/${first}`);
  assert.equal(seen.name, BASICS.name);
  assert.equal(seen.views, 1);
  assert.equal(seen.resumeId, undefined, 'no internal id on the public page');
  assert.equal((await ok(undefined, 'GET', `/resume/share/${first}`)).views, 2);
  assert.equal((await ok(token, 'GET', '/resume/getResumeInfo')).shareViews, 2);

  const renewed = await ok(token, 'PUT', '/resume/updateShare', { on: true, renew: true });
  assert.notEqual(renewed.token, first);
  assert.equal(renewed.views, 0);
  assertRefused(await call(undefined, 'GET', `/resume/share/${first}`), -1000, '简历不存在或未公开');
  await ok(undefined, 'GET', `/resume/share/${renewed.token}`);
  await ok(token, 'PUT', '/resume/updateShare', { on: false });
  assertRefused(await call(undefined, 'GET', `/resume/share/${renewed.token}`), -1000, '简历不存在或未公开');
  const traversal = await call(undefined, 'GET', '/resume/share/..%2F..%2Fetc');
  assert.ok([404, -1000].includes(traversal.json?.code), `a path for a token answers nothing: ${traversal.text}`);
});

test('the PDF: every template exports A4 pages whose text reads in order, with the CJK font embedded', async () => {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const fs = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const run = promisify(execFile);
  const student = await st.tokenOf(DEMO.student);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xj-resume-pdf-'));
  try {
    for (let id = 1; id <= 7; id++) {
      const res = await st.call('GET', `/resume/exportPdf?templateId=${id}`, undefined, { cookies: { token: student } });
      assert.equal(res.status, 200, res.text?.slice(0, 200));
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.match(res.headers['content-disposition'], /attachment; filename=.*filename\*=UTF-8''%E5%BC%A0%E6%99%93%E6%98%8E/);
      const file = path.join(dir, `template-${id}.pdf`);
      await fs.writeFile(file, res.body);
      const info = (await run('pdfinfo', [file])).stdout;
      assert.match(info, /Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/, `template ${id} is A4`);
      // Without -layout: pdftotext reads each text block in order, so the sidebar does not interleave the main column.
      const text = (await run('pdftotext', [file, '-'])).stdout;
      for (const words of ['张晓明', '武汉职业技术学院', '海鲸跨境电商有限公司', '平台认证'])
        assert.ok(text.includes(words), `template ${id} has ${words}`);
      const flat = text.replace(/\s+/g, '');
      assert.ok(flat.includes('每周节省约6小时人工'), `template ${id}: a sentence wrapped over lines still reads in order`);
      assert.ok(flat.indexOf('武汉职业技术学院') < flat.indexOf('校园二手书交易数据分析'), 'education before projects');
      const fonts = (await run('pdffonts', [file])).stdout;
      assert.match(fonts, /NotoSansCJK.*(Type 0|CID).*yes/i, `template ${id} embeds Noto Sans CJK: ${fonts}`);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  assertRefused(await call(student, 'GET', '/resume/exportPdf?templateId=9'), -2, '模板不存在', 'templateId');
  assertRefused(await call(undefined, 'GET', '/resume/exportPdf'), -1001);
});
