// The learning centre's 课程推荐 and 教学学情 (docs/study.md "Learning centre") on the real binary: the courses
// suggested to a learner leave out the ones they joined and put those of their kind first; a teacher's overview of
// every course they teach agrees with each course's own figures; other roles and bad input are refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { runSql } from './lib/identity.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, startServer } from './lib/server.mjs';

let server;
let st;

before(async () => {
  server = await startServer();
  st = new Study(server);
});
after(async () => {
  await server?.stop();
});

const as = (token, p, body) => st.call('POST', p, body, { cookies: token ? { token } : {} });
const forMe = (token, body = {}) => st.ok(token, 'POST', '/course/getCoursesForMe', { page: 1, size: 50, ...body });

test('课程推荐: every published course but the joined ones; after joining one, its kind comes first', async () => {
  const learner = (await st.newUser()).token;
  const catalogue = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 50 });
  const first = await forMe(learner);
  assert.equal(first.total, catalogue.total, 'a new learner is offered every course of the site');
  assert.ok(first.list.every((c) => c.matchType === ''), 'nothing to match yet');
  const counts = first.list.map((c) => c.studentCount);
  assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'the most studied first');

  // A free course with another course of its second-level type (the demo has several such pairs).
  const sign = await runSql(server, "SELECT c.sign FROM course c WHERE c.status = 1 AND c.offering = 1 AND c.price = 0 " +
    'AND EXISTS (SELECT 1 FROM course o WHERE o.type2_id = c.type2_id AND o.id <> c.id AND o.status = 1 AND o.offering = 1) ' +
    'ORDER BY c.id LIMIT 1');
  const joined = first.list.find((c) => c.idSign === sign);
  assert.ok(joined, 'the course is on offer');
  await st.ok(learner, 'POST', '/course/joinStudy', { sign });
  const after = await forMe(learner);
  assert.equal(after.total, first.total - 1);
  assert.ok(!after.list.some((c) => c.idSign === joined.idSign), 'a joined course is not suggested');
  const matched = after.list.filter((c) => c.matchType !== '');
  assert.ok(matched.length > 0, 'the demo has other courses of the joined course\'s kind');
  assert.equal(new Set(matched.map((c) => c.matchType)).size, 1, 'one kind studied, one kind matched');
  assert.deepEqual(after.list.slice(0, matched.length), matched, 'the matching courses come first');

  const intro = await forMe(learner, { kindId: 4 });
  assert.ok(intro.total > 0 && intro.total < after.total);
  assert.ok(intro.list.every((c) => c.kind === 4));
  const paged = await forMe(learner, { size: 2, page: 2 });
  assert.deepEqual(paged.list.map((c) => c.idSign), after.list.slice(2, 4).map((c) => c.idSign));
});

test('课程推荐 refuses a visitor and bad input', async () => {
  const student = await st.tokenOf(DEMO.student);
  assertRefused(await as(undefined, '/course/getCoursesForMe', {}), -1001);
  assertRefused(await as(student, '/course/getCoursesForMe', { kindId: 7 }), -2, undefined, 'kindId');
  assertRefused(await as(student, '/course/getCoursesForMe', { kindId: 'x' }), -2, undefined, 'kindId');
  assertRefused(await as(student, '/course/getCoursesForMe', { size: 51 }), -2, undefined, 'size');
});

test('教学学情: each course the teacher teaches with the figures of its own analysis; active means the last 7 days', async () => {
  const teacher = await st.tokenOf(DEMO.teacher);
  const list = await st.ok(teacher, 'POST', '/statistics/teachingOverview', {});
  assert.ok(list.length > 0);
  const students = list.map((c) => c.studentCount);
  assert.deepEqual(students, [...students].sort((a, b) => b - a), 'the most students first');
  const busiest = list[0];
  assert.ok(busiest.studentCount > 0, 'the demo teacher\'s courses have students');
  const own = (await st.ok(teacher, 'POST', '/statistics/chartData', { courseId: busiest.courseIdSign })).countVoMap;
  assert.equal(busiest.studentCount, own.studentCount);
  assert.equal(busiest.studyingCount, own.studyingCount);
  assert.equal(busiest.finishedCount, own.finishedCount);
  assert.equal(busiest.averageProgress, own.averageProgress);
  assert.ok(busiest.activeCount <= busiest.studentCount);

  // Nobody studies while the clock moves on: a week and a day later no one is active.
  await advanceClock(server, 8 * 86400);
  const later = await st.ok(await st.tokenOf(DEMO.teacher), 'POST', '/statistics/teachingOverview', {});
  assert.ok(later.every((c) => c.activeCount === 0));
  assert.equal(later[0].studentCount, busiest.studentCount);
});

test('教学学情 is a teacher\'s own: a teacher of no course sees none; other roles are refused', async () => {
  const colleague = await st.colleagueTeacher('周老师');
  assert.deepEqual(await st.ok(colleague.token, 'POST', '/statistics/teachingOverview', {}), []);
  for (const who of [DEMO.student, DEMO.schoolAdmin, DEMO.normal]) {
    assertRefused(await as(await st.tokenOf(who), '/statistics/teachingOverview', {}), -6);
  }
  assertRefused(await as(undefined, '/statistics/teachingOverview', {}), -1001);
});
