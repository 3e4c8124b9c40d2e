// Heartbeats and verified progress (docs/study.md "Verified progress"): the first beat credits nothing, credit
// never outruns twice the wall clock however the client reports, the resume point, saveProgress, refusals with the
// contract's codes, and the personal-centre calls for the demo student.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, assertRefused } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, assertEnvelope, serverNow, startServer } from './lib/server.mjs';

let server;
let st;
let free;
let videos;

before(async () => {
  server = await startServer();
  st = new Study(server);
  free = await st.freeCourse();
  videos = await st.videos(undefined, free.idSign);
  assert.ok(videos.length >= 2);
});
after(async () => {
  await server?.stop();
});

async function enrolledUser() {
  const { token } = await st.newUser();
  await st.ok(token, 'POST', '/course/joinStudy', { sign: free.idSign });
  return token;
}

/** The server's clock in milliseconds: the wall clock plus what the tests moved it (advanceClock). */
const serverMs = () => Date.now() + (server.clockOffset ?? 0) * 1000;

const beat = async (token, video, position, extra = {}) =>
  assertEnvelope(
    await st.heartbeat(token, { courseIdSign: free.idSign, videoIdSign: video.idSign, position, playing: true, ...extra }),
    { status: 200, code: 200 },
  ).data;

test('the first beat opens a segment and credits nothing; later beats credit what the wall clock allows', async () => {
  const token = await enrolledUser();
  const [v] = videos;
  const first = await beat(token, v, 10);
  assert.deepEqual(Object.keys(first).sort(),
    ['completed', 'courseProgress', 'creditedSeconds', 'furthestSeconds', 'resumeSeconds', 'studyStatus']);
  assert.equal(first.creditedSeconds, 0);
  assert.equal(first.furthestSeconds, 0);
  assert.equal(first.resumeSeconds, 0, 'clamped to the furthest verified point');
  assert.equal(first.completed, false);
  assert.equal(first.courseProgress, 0);
  assert.equal(first.studyStatus, 1);
  const started = serverMs();
  await advanceClock(server, 2);
  const second = await beat(token, v, 1.5);
  const elapsed = (serverMs() - started) / 1000;
  assert.ok(second.creditedSeconds > 0 && second.creditedSeconds <= 1.5, `credited ${second.creditedSeconds}`);
  assert.ok(second.creditedSeconds <= 2 * elapsed);
  assert.equal(second.resumeSeconds, second.furthestSeconds);

  const resume = assertEnvelope(await st.call('GET', `/courseStudy/resume?videoIdSign=${v.idSign}`, undefined, {
    cookies: { token },
  }), { status: 200, code: 200 }).data;
  assert.deepEqual(Object.keys(resume).sort(), ['completed', 'durationSeconds', 'furthestSeconds', 'resumeSeconds']);
  assert.equal(resume.resumeSeconds, second.resumeSeconds);
  assert.equal(resume.furthestSeconds, second.furthestSeconds);
  assert.equal(resume.durationSeconds, v.durationSeconds);
  assert.equal(resume.completed, false);
});

test('progress never exceeds twice the wall clock, however absurd the positions', async () => {
  const token = await enrolledUser();
  const v = videos[1];
  const max = v.durationSeconds + 5;
  const started = Date.now();
  await beat(token, v, 0);
  let last;
  for (let i = 0; i < 40; i += 1) {
    const position = [max, 0, max / 2, max, 0.001][i % 5];
    last = await beat(token, v, position);
    const elapsed = (Date.now() - started) / 1000;
    assert.ok(last.creditedSeconds <= 2 * elapsed + 1e-6, `beat ${i}: credited ${last.creditedSeconds} after ${elapsed} s`);
    assert.ok(last.furthestSeconds <= last.creditedSeconds + 1e-6);
    assert.ok(last.resumeSeconds <= last.furthestSeconds + 1e-6);
  }
  assert.equal(last.completed, false, 'a 20–40 s video cannot be complete after a few seconds of beats');
  // saveProgress is a heartbeat with studyTime as the position.
  const saved = assertEnvelope(await st.call('POST', '/courseStudy/saveProgress',
    { courseIdSign: free.idSign, videoIdSign: v.idSign, studyTime: max }, { cookies: { token } }),
  { status: 200, code: 200 }).data;
  assert.ok(saved.creditedSeconds <= 2 * ((Date.now() - started) / 1000) + 1e-6);
  const info = await st.ok(token, 'POST', '/course/getStudyInfo', { sign: free.idSign });
  assert.ok(info.studiedSeconds <= 2 * ((Date.now() - started) / 1000));
  assert.equal(info.lastVideoIdSign, v.idSign);
  assert.ok(info.lastStudiedAt);
});

test('two tabs beating at once: concurrent beats credit the wall clock once', async () => {
  const token = await enrolledUser();
  const v = videos[1];
  const started = serverMs();
  await beat(token, v, 0);
  await advanceClock(server, 2);
  const answers = await Promise.all(Array.from({ length: 12 }, () => beat(token, v, v.durationSeconds)));
  const elapsed = (serverMs() - started) / 1000;
  const credited = Math.max(...answers.map((a) => a.creditedSeconds));
  assert.ok(credited >= 4 && credited <= 2 * elapsed + 1e-6, `credited ${credited} after ${elapsed} s`);
  const resume = assertEnvelope(await st.call('GET', `/courseStudy/resume?videoIdSign=${v.idSign}`, undefined, {
    cookies: { token } }), { status: 200, code: 200 }).data;
  assert.equal(resume.furthestSeconds, credited);
  const { days } = await st.ok(token, 'GET', '/personal/getTrainStudyProcess');
  assert.equal(days.at(-1).seconds, Math.floor(credited), 'the day ledger counts each credited second once');
});

test('a video watched in real time completes at 90 % and moves the course progress', async () => {
  const token = await enrolledUser();
  const v = videos[0];
  // The exact duration (the catalogue shows whole seconds, rounded down; completion counts from 90 % of the exact one).
  const { durationSeconds } = await st.ok(token, 'GET', `/courseStudy/resume?videoIdSign=${v.idSign}`);
  assert.ok(Math.abs(durationSeconds - v.durationSeconds) < 1);
  const need = Math.ceil(durationSeconds * 0.9 * 1000) / 1000; // 90 %, to the millisecond
  const below = Math.floor(need) - 1; // whole seconds: the day sums below add up the same on either side of midnight
  await beat(token, v, 0);
  // Credit may run at twice the server's clock between two beats: half the distance and a second to spare.
  await advanceClock(server, Math.ceil(below / 2) + 1);
  const almost = await beat(token, v, below);
  assert.equal(almost.furthestSeconds, below, JSON.stringify(almost));
  assert.equal(almost.completed, false, `${below} s of ${durationSeconds} s is under 90 %`);
  // need - below is under 2 s: one second at twice the clock covers it.
  await advanceClock(server, 1);
  const done = await beat(token, v, need);
  assert.equal(done.furthestSeconds, need, JSON.stringify(done));
  assert.equal(done.completed, true, JSON.stringify(done));
  assert.equal(done.courseProgress, Math.floor(100 / videos.length));
  // The course side reads the same verified progress: the catalogue marks the video, the enrolment follows.
  const [item] = await st.videos(token, free.idSign);
  assert.equal(item.completed, true);
  assert.equal(item.furthestSeconds, done.furthestSeconds);
  const info = await st.ok(token, 'POST', '/course/getStudyInfo', { sign: free.idSign });
  assert.equal(info.progress, done.courseProgress);
  assert.equal(info.studiedSeconds, Math.floor(done.creditedSeconds));
  const days = (await st.ok(token, 'GET', '/personal/getTrainStudyProcess')).days;
  assert.equal(days.length, 7);
  // Summed over the week: the beats may fall either side of midnight in China.
  assert.equal(days.reduce((sum, d) => sum + d.seconds, 0), Math.floor(done.creditedSeconds));
});

test('refusals: visitors, strangers, unknown videos, positions out of range or not numbers', async () => {
  const token = await enrolledUser();
  const v = videos[0];
  const body = { courseIdSign: free.idSign, videoIdSign: v.idSign, position: 1, playing: true };
  assertRefused(await st.heartbeat(undefined, body), -1001, '请登录');
  const stranger = (await st.newUser()).token;
  assertRefused(await st.heartbeat(stranger, body), -1000, '请先加入学习');
  assertRefused(await st.call('GET', `/courseStudy/resume?videoIdSign=${v.idSign}`, undefined, {
    cookies: { token: stranger } }), -1000, '请先加入学习');
  assertRefused(await st.heartbeat(token, { ...body, videoIdSign: 'nosuchvideo0000' }), -1000, '视频不存在');
  assertRefused(await st.heartbeat(token, { ...body, videoIdSign: undefined }), -1000, '视频不存在');
  assertRefused(await st.heartbeat(token, { ...body, courseIdSign: 'othercourse0000' }), -1000, '视频不存在');
  for (const position of [-1, v.durationSeconds + 5.5, 1e308, '12', null, undefined, true, [1]]) {
    assertRefused(await st.heartbeat(token, { ...body, position }), -2, '播放进度无效', 'position');
  }
  assertRefused(await st.call('POST', '/courseStudy/saveProgress', { courseIdSign: free.idSign, videoIdSign: v.idSign,
    studyTime: -3 }, { cookies: { token } }), -2, '播放进度无效', 'studyTime');
  const ok = await beat(token, v, v.durationSeconds + 5);
  assert.equal(ok.creditedSeconds, 0, 'duration + 5 is accepted; nothing refused was recorded before');
});

test('personal centre of the demo student: overview, 7 days, watch history, tasks, small plate', async () => {
  const token = await st.tokenOf(DEMO.student);
  const mine = await st.myCourses(token);
  const overview = await st.ok(token, 'GET', '/personal/getUserTrainProgress');
  // Courses and trainings alike (decision 0008): the overview counts both, each card says which it is.
  const trainings = await st.ok(token, 'POST', '/train/getMyTrainList', { page: 1, size: 50 });
  assert.ok(trainings.total >= 1, 'the demo student is a trainee');
  assert.equal(overview.courseCount, mine.length + trainings.total);
  assert.ok(overview.courseCount >= 3);
  assert.equal(overview.finishedCount + overview.inProgressCount, overview.courseCount);
  assert.ok(overview.studiedSeconds > 0);
  assert.ok(overview.list.length > 0 && overview.list.length <= 5);
  for (const c of overview.list) {
    for (const key of ['idSign', 'name', 'coursePicture', 'coursePrice', 'teacherName', 'progress', 'studyStatus', 'offering'])
      assert.ok(key in c, `${key} in ${JSON.stringify(c)}`);
  }

  const { days } = await st.ok(token, 'GET', '/personal/getTrainStudyProcess');
  assert.equal(days.length, 7);
  const today = new Date((serverNow(server) + 8 * 3600) * 1000).toISOString().slice(0, 10);
  assert.equal(days.at(-1).date, today);
  assert.ok(days.every((d, i) => i === 0 || d.date > days[i - 1].date), 'oldest first');
  assert.ok(days.reduce((sum, d) => sum + d.seconds, 0) > 0, 'the demo ledger has study time');

  const locus = await st.ok(token, 'GET', '/personal/getUserWatchLocus');
  assert.ok(locus.length > 0 && locus.length <= 10);
  assert.deepEqual(Object.keys(locus[0]).sort(), ['completed', 'courseIdSign', 'courseName', 'coursePicture',
    'durationSeconds', 'offering', 'resumeSeconds', 'videoIdSign', 'videoTitle', 'watchedAt']);
  assert.ok(locus.some((w) => w.completed), 'a completed video');
  assert.ok(locus.some((w) => !w.completed && w.resumeSeconds > 0), 'a half-watched video to continue');
  assert.ok(locus.every((w, i) => i === 0 || w.watchedAt <= locus[i - 1].watchedAt), 'most recent first');

  const tasks = await st.ok(token, 'GET', '/personal/getUserTask');
  assert.ok(tasks.length > 0 && tasks.length <= 10);
  assert.ok(tasks.every((t) => t.kind === 'video' && t.videoIdSign && t.courseIdSign));
  assert.equal(new Set(tasks.map((t) => t.courseIdSign)).size, tasks.length, 'one task per course');

  // workNum / examNum: the demo's open homework and exams of the student's courses, none submitted (counted by the
  // exams domain; tests/api/exams-paper.test.mjs checks the counting).
  // workTrainId / examTrainId: the training with open homework / exams (the demo's 跨境电商运营实训).
  const plate = await st.ok(token, 'GET', '/personal/getUserSmallPlate');
  const cross = trainings.list.find((t) => t.trainName === '跨境电商运营实训').idSign;
  // resumeRatio: the resume domain's completeness of his demo resume (docs/resume.md), 95 without a photo.
  const { resumeRatio } = await st.ok(token, 'GET', '/resume/getResumeInfo');
  assert.equal(resumeRatio, 95);
  assert.deepEqual({ ...plate, workNum: 0, examNum: 0 }, { resumeRatio, workNum: 0, workTrainId: cross, examNum: 0, examTrainId: cross });
  assert.ok(plate.workNum >= 1 && plate.examNum >= 1, JSON.stringify(plate));

  for (const p of ['getUserTrainProgress', 'getTrainStudyProcess', 'getUserWatchLocus', 'getUserTask', 'getUserSmallPlate'])
    assertRefused(await st.call('GET', `/personal/${p}`), -1001, '请登录');
  const stranger = (await st.newUser()).token;
  const empty = await st.ok(stranger, 'GET', '/personal/getUserTrainProgress');
  assert.deepEqual(empty, { courseCount: 0, finishedCount: 0, inProgressCount: 0, studiedSeconds: 0, list: [] });
  assert.deepEqual(await st.ok(stranger, 'GET', '/personal/getUserWatchLocus'), []);
  assert.deepEqual(await st.ok(stranger, 'GET', '/personal/getUserTask'), []);
});
