// The home page's 学鲸实训指数 (docs/study.md "Whale train index") on the real binary: the site's published courses
// and trainings, its learners, its study of all time and of each of the last 7 China days; served from memory and
// built again after a minute (on the server's clock), never from another school's rows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Study } from './lib/study.mjs';
import { advanceClock, serverNow, startServer } from './lib/server.mjs';

let server;
let st;

before(async () => {
  server = await startServer();
  st = new Study(server);
});
after(async () => {
  await server?.stop();
});

const index = () => st.ok(undefined, 'GET', '/home/getWhaleTrainIndex');
const chinaDay = (epochSeconds) => new Date((epochSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

test('the index counts what the site offers and who studies there, day by day', async () => {
  const asked = serverNow(server);
  const data = await index();
  const courses = await st.ok(undefined, 'POST', '/school/getSchoolCourseList', { page: 1, page_size: 1 });
  const trainings = await st.ok(undefined, 'POST', '/train/getTrainList', { page: 1, size: 1 });
  assert.equal(data.courseCount, courses.total);
  assert.equal(data.trainCount, trainings.total);
  assert.ok(data.learnerCount > 0 && data.finishedCount <= data.learnerCount * (data.courseCount + data.trainCount));
  assert.equal(data.days.length, 7);
  // The last day is today in China (the day the answer was built: the call may cross midnight).
  const week = (at) => [6, 5, 4, 3, 2, 1, 0].map((n) => chinaDay(at - n * 86400));
  const dates = data.days.map((d) => d.date);
  assert.ok([week(asked), week(serverNow(server))].some((w) => w.join() === dates.join()), dates.join());
  const weekMinutes = data.days.reduce((n, d) => n + d.minutes, 0);
  assert.ok(data.studyHours * 60 + 3 >= weekMinutes, 'all time holds the last week');
  assert.ok(data.days.every((d) => d.learners >= 0 && d.minutes >= 0 && (d.minutes === 0 || d.learners > 0)));
});

test('a new learner shows once the minute-old answer is built again', async () => {
  const before = await index();
  const learner = (await st.newUser()).token;
  const course = await st.freeCourse();
  await st.ok(learner, 'POST', '/course/joinStudy', { sign: course.idSign });
  assert.deepEqual(await index(), before, 'served from memory within the minute');
  await advanceClock(server, 61);
  const later = await index();
  assert.equal(later.learnerCount, before.learnerCount + 1);
});
