// Fixture of the authorization matrix (security-matrix.test.mjs): two schools on one --demo server, each with a
// school admin, a teacher, a student, a spare user, a course (chapter, video, exams, bank question, data file, course
// message, school bulletin, Q&A, activation code, submitted records online and offline, a video upload, a pending
// identity claim, a roster entry). Side A is the demo school and its demo accounts; side B is 东海财经职业学院
// (sign dhcj), whose users are made here. Private data of a side carries its marker (MXA秘 / MXB秘) so an answer
// that shows it to the other side is found by a text search.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { DEMO, freshIp, setCookies } from './accounts.mjs';
import { makeExam, q, SAMPLE_QUESTIONS } from './exam-papers.mjs';
import { Identity } from './identity.mjs';
import { multipartForm } from './images.mjs';
import { api, assertEnvelope, serverNow } from './server.mjs';

const run = promisify(execFile);

export const MARKERS = Object.freeze({ A: 'MXA秘', B: 'MXB秘' });
export const PDF = (marker) => Buffer.from(`%PDF-1.4\n% ${marker} 讲义\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

/** One SQL statement (or several) on the server's database; waits for a lock instead of failing at once. */
export async function sql(server, text) {
  const { stdout } = server.db.kind === 'postgres'
    ? await run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', server.db.url, '-c', text])
    : await run('sqlite3', ['-cmd', '.timeout 10000', `${server.dataDir}/xuejing.db`, text]);
  return stdout.trim();
}

/**
 * A database shell kept open on the server's database (psql or sqlite3 reading stdin) for many small queries: about
 * 1 ms a query instead of a process each (10 ms for sqlite3, 50–80 ms for psql). query(text) resolves with the
 * output (one line per row, fields by '|'); close() ends the shell.
 */
export function sqlSession(server) {
  const pg = server.db.kind === 'postgres';
  const proc = pg
    ? spawn('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', server.db.url])
    : spawn('sqlite3', ['-cmd', '.timeout 10000', `${server.dataDir}/xuejing.db`]);
  const end = '@@xj-end@@';
  const waiting = [];
  let out = '';
  let err = '';
  proc.stdout.setEncoding('utf8');
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (d) => {
    err += d;
  });
  proc.stdout.on('data', (d) => {
    out += d;
    for (let i = out.indexOf(`${end}\n`); i >= 0; i = out.indexOf(`${end}\n`)) {
      const text = out.slice(0, i).trim();
      out = out.slice(i + end.length + 1);
      const w = waiting.shift();
      if (err) w.reject(new Error(err.trim()));
      else w.resolve(text);
      err = '';
    }
  });
  const exited = new Promise((resolve) => {
    proc.on('exit', (code) => {
      for (const w of waiting.splice(0)) w.reject(new Error(`${proc.spawnfile} exited (${code}): ${err.trim()}`));
      resolve();
    });
  });
  return {
    query: (text) => new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      proc.stdin.write(`${text};\n${pg ? '\\echo' : '.print'} ${end}\n`);
    }),
    close: () => {
      proc.stdin.end();
      return exited;
    },
  };
}

export const newSign = () => crypto.randomBytes(8).toString('hex');

export class TwoSchools extends Identity {
  ok(res, what) {
    return assertEnvelope(res, { status: 200, code: 200 }, what).data;
  }

  as(token, method, p, body) {
    return this.call(method, p, body, { cookies: token ? { token } : {}, ip: freshIp() });
  }

  /** A fresh registered user moved into `schoolId` with `role`, named `name`; logged in again for the role. */
  async member(schoolId, role, name) {
    const u = await this.newUser();
    const s = this.server;
    await sql(s, `UPDATE users SET school_id = ${schoolId}, name = ${q(name)} WHERE mobile = ${q(u.mobile)};
      DELETE FROM user_role WHERE user_id = (SELECT id FROM users WHERE mobile = ${q(u.mobile)});
      INSERT INTO user_role (user_id, role) SELECT id, ${q(role)} FROM users WHERE mobile = ${q(u.mobile)};`);
    const token = await this.tokenOf(u.mobile, u.password);
    const row = await sql(s, `SELECT id || '|' || sign FROM users WHERE mobile = ${q(u.mobile)}`);
    const [id, sign] = row.split('|');
    return { ...u, token, id: Number(id), sign, name };
  }

  async demoUser(mobile) {
    const token = await this.tokenOf(mobile);
    const [id, sign, name] = (await sql(this.server, `SELECT id || '|' || sign || '|' || name FROM users WHERE mobile = ${q(mobile)}`)).split('|');
    return { mobile, token, id: Number(id), sign, name };
  }

  /** A published free course of `schoolId` with `teacher` as its master teacher: {sign, id, masterSign}. */
  async course(schoolId, teacherId, name, { status = 1, price = 0 } = {}) {
    const now = serverNow(this.server);
    const sign = newSign();
    const masterSign = newSign();
    const id = Number(await sql(this.server, `INSERT INTO course (sign, school_id, name, introduction, status, price,
      created_by, created_at, updated_at) VALUES (${q(sign)}, ${schoolId}, ${q(name)}, '矩阵测试课程', ${status}, ${price},
      ${teacherId}, ${now}, ${now}) RETURNING id`));
    await sql(this.server, `INSERT INTO course_teacher (sign, course_id, user_id, master, created_at)
      VALUES (${q(masterSign)}, ${id}, ${teacherId}, 1, ${now})`);
    return { sign, id, masterSign };
  }

  /** A published training of `schoolId` led by `teacher` (a course row of offering 2 and its training row), with a
   *  partner enterprise: {sign, id, enterprise}. Public pages: no marker in them. */
  async training(schoolId, teacherId, name) {
    const course = await this.course(schoolId, teacherId, name);
    const now = serverNow(this.server);
    const enterprise = newSign();
    await sql(this.server, `UPDATE course SET offering = 2, introduction = '矩阵测试培训' WHERE id = ${course.id};
      INSERT INTO training (course_id, school_id, hours, plan, join_rule, recommend, sort, updated_at)
        VALUES (${course.id}, ${schoolId}, 16, '矩阵培训计划', 'free', 1, 0, ${now});
      INSERT INTO enterprise (sign, school_id, name, joined, sort, created_at)
        VALUES (${q(enterprise)}, ${schoolId}, ${q(`${name}合作企业`)}, 1, 0, ${now});
      INSERT INTO training_enterprise (training_id, enterprise_id, sort)
        SELECT ${course.id}, id, 1 FROM enterprise WHERE sign = ${q(enterprise)};`);
    return { ...course, enterprise };
  }

  async chapter(courseId, name) {
    const sign = newSign();
    const id = Number(await sql(this.server, `INSERT INTO chapter (sign, course_id, level, name, synopsis, created_at)
      VALUES (${q(sign)}, ${courseId}, 1, ${q(name)}, '', ${serverNow(this.server)}) RETURNING id`));
    return { sign, id, name };
  }

  async video(courseId, chapterId, title, mediaId) {
    const sign = newSign();
    await sql(this.server, `INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at)
      VALUES (${q(sign)}, ${chapterId}, ${courseId}, 1, ${q(title)}, ${mediaId ?? 'NULL'}, ${serverNow(this.server)})`);
    return { sign, title };
  }

  /** A media row (a copy of the first demo video) uploaded by `userId`: {sign, id}. */
  async media(userId) {
    const sign = newSign();
    const id = Number(await sql(this.server, `INSERT INTO media (sign, path, mime, size, duration_ms, width, height,
      created_by, created_at) SELECT ${q(sign)}, path, mime, size, duration_ms, width, height, ${userId},
      ${serverNow(this.server)} FROM media ORDER BY id LIMIT 1 RETURNING id`));
    return { sign, id };
  }

  /** A bank question of three options, not in any exam: {sign, options: [sign…]}. */
  async question(courseId, text) {
    const now = serverNow(this.server);
    const sign = newSign();
    const id = Number(await sql(this.server, `INSERT INTO question (sign, course_id, type, subject_name, serial_number,
      level, score, answer, analysis, status, created_at, updated_at) VALUES (${q(sign)}, ${courseId}, 1, ${q(text)},
      (SELECT COALESCE(MAX(serial_number), 0) + 1 FROM question WHERE course_id = ${courseId} AND status = 0), 1, 5,
      'A', ${q(text)}, 0, ${now}, ${now}) RETURNING id`));
    const options = [newSign(), newSign(), newSign()];
    await sql(this.server, options.map((o, i) => `INSERT INTO question_option (sign, question_id, option_name,
      option_content, created_at) VALUES (${q(o)}, ${id}, '${'ABC'[i]}', '选项${i}', ${now});`).join('\n'));
    return { sign, id, options };
  }

  async courseFile(courseId, userId, name) {
    const sign = newSign();
    await sql(this.server, `INSERT INTO course_file (sign, course_id, name, file_name, path, size, data_type, created_by,
      created_at) VALUES (${q(sign)}, ${courseId}, ${q(name)}, ${q(`${name}.pdf`)}, 'course-files/none.pdf', 10, 'pdf',
      ${userId}, ${serverNow(this.server)})`);
    return sign;
  }

  async claim(userId, schoolId, realName) {
    return Number(await sql(this.server, `INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status,
      created_at) VALUES (${userId}, 1, ${schoolId}, ${q(realName)}, ${q(`MX${Date.now() % 1e9}${Math.floor(Math.random() * 1e4)}`)},
      1, ${serverNow(this.server)}) RETURNING id`));
  }

  async uploadInit(token) {
    return this.ok(await this.as(token, 'POST', '/upload/video/init', { fileName: 'matrix.mp4', size: 1000 }), 'upload init').uploadId;
  }

  async enrol(userId, courseId) {
    await sql(this.server, `INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at)
      VALUES (${courseId}, ${userId}, 'join', 1, 0, 0, ${serverNow(this.server)}) ON CONFLICT DO NOTHING`);
  }

  /** A submitted online record of `token` on `exam`: its recordId. */
  async submitted(token, exam) {
    const paper = this.ok(await this.as(token, 'POST', '/qb/getExaminationPaper', { examinationId: exam.sign }), 'paper');
    const recordId = paper.testPaperData.unitestingUserRecordId;
    const list = exam.questions.map((x) => ({ unitestingBankId: x.sign, answer: { 1: 'B', 2: 'A,C', 3: '1', 4: '北京', 5: '锁' }[x.type] }));
    this.ok(await this.as(token, 'POST', '/qb/saveExaminationPaper', {
      unitestingUserRecordId: recordId, saveSeq: 1, countDown: 0, leaveCount: 0, subjectAnswerReqList: list, submit: true,
    }), 'submit');
    return recordId;
  }

  async offline(token, exam, marker) {
    const { body, contentType } = multipartForm({ examinationId: exam.sign }, { name: 'answer.pdf', content: PDF(marker) });
    const res = await api(this.server, 'POST', '/api/v1/courseStudy/saveOfflineAnswer', body, {
      'content-type': contentType, cookie: `token=${token}`,
    });
    return this.ok(res, 'offline answer').recordId;
  }

  /** An unpaid order of `userId` for `course` (priced 99 yuan) with a waiting payment at the platform cashier:
   *  {orderNo, token, id}. Written directly (side B's site is not the one the tests call); a month to pay it. */
  async order(schoolId, userId, course) {
    const now = serverNow(this.server);
    const orderNo = `XJ${String(now).padStart(14, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const id = Number(await sql(this.server, `INSERT INTO purchase_order (order_no, user_id, school_id, order_type,
      course_id, title, price_fen, amount_fen, status, pay_type, created_at, expires_at) VALUES (${q(orderNo)}, ${userId},
      ${schoolId}, 1, ${course.id}, '矩阵付费课', 9900, 9900, 0, 2, ${now}, ${now + 30 * 86400}) RETURNING id`));
    const token = newSign() + newSign();
    await sql(this.server, `INSERT INTO payment (order_id, provider, out_trade_no, token, code_url, amount_fen, status,
      created_at) VALUES (${id}, 'platform', ${q(`${orderNo}-mx`)}, ${q(token)}, ${q(`http://localhost/pay/${token}`)}, 9900, 0, ${now})`);
    return { orderNo, token, id };
  }

  /** A paid order (99 yuan, from the balance) of `userId` for `course`: {orderNo, id}. Written directly. */
  async paidOrder(schoolId, userId, course) {
    const now = serverNow(this.server);
    const orderNo = `XJ${String(now).padStart(14, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const id = Number(await sql(this.server, `INSERT INTO purchase_order (order_no, user_id, school_id, order_type,
      course_id, title, price_fen, amount_fen, status, pay_type, created_at, expires_at, paid_at) VALUES (${q(orderNo)},
      ${userId}, ${schoolId}, 1, ${course.id}, '矩阵已付订单', 9900, 9900, 1, 1, ${now}, ${now + 1800}, ${now}) RETURNING id`));
    return { orderNo, id };
  }

  /** A marketer of `schoolId` (status 0 pending, 1 approved at 10%) on a user of its own: its sign. */
  async marketer(schoolId, status) {
    const now = serverNow(this.server);
    const mobile = `199${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const userId = Number(await sql(this.server, `INSERT INTO users (sign, mobile, name, password_hash, created_at)
      VALUES (${q(newSign())}, ${q(mobile)}, '矩阵推广员', 'x', ${now}) RETURNING id`));
    const sign = newSign();
    await sql(this.server, `INSERT INTO marketer (sign, user_id, school_id, real_name, mobile, status, rate, applied_at)
      VALUES (${q(sign)}, ${userId}, ${schoolId}, '矩阵推广员', ${q(mobile)}, ${status}, ${status === 1 ? 10 : 0}, ${now})`);
    return sign;
  }

  /** An article of `schoolId` by `authorId` (status 1 published, 0 draft): its sign. Written directly. */
  async article(schoolId, authorId, title, status = 1) {
    const now = serverNow(this.server);
    const sign = newSign();
    await sql(this.server, `INSERT INTO article (sign, school_id, author_id, type_id, title, summary, content, text, status,
      created_at, updated_at, published_at) VALUES (${q(sign)}, ${schoolId}, ${authorId},
      (SELECT MIN(id) FROM article_type), ${q(title)}, ${q(title)}, ${q(`<p>${title}</p>`)}, ${q(title)}, ${status},
      ${now}, ${now}, ${status === 1 ? now : 'NULL'})`);
    return sign;
  }

  /** A news item of `schoolId` (status 1 published, 0 draft): its sign. Written directly. */
  async news(schoolId, title, status = 1) {
    const now = serverNow(this.server);
    const sign = newSign();
    await sql(this.server, `INSERT INTO news (sign, school_id, category, title, summary, content, status, created_at,
      updated_at, published_at) VALUES (${q(sign)}, ${schoolId}, 1, ${q(title)}, ${q(title)}, ${q(`<p>${title}</p>`)},
      ${status}, ${now}, ${now}, ${status === 1 ? now : 'NULL'})`);
    return sign;
  }

  /** A practical task of a training (pass line 60 of 100), optionally requiring another task. */
  async practiceTask(trainingId, chapterId, number, title, requiredId = null) {
    const sign = newSign();
    const now = serverNow(this.server);
    const id = Number(await sql(this.server, `INSERT INTO practice_task (sign, course_id, chapter_id, task_no, title,
      pass_line, full_score, sort, created_at, updated_at) VALUES (${q(sign)}, ${trainingId}, ${chapterId}, ${number},
      ${q(title)}, 60, 100, ${number}, ${now}, ${now}) RETURNING id`));
    if (requiredId) await sql(this.server, `INSERT INTO practice_prerequisite (task_id, required_id) VALUES (${id}, ${requiredId})`);
    return { sign, id };
  }

  /** The trainee hands a PDF in for a practical task; the record's sign. */
  async practice(token, task, marker) {
    const { body, contentType } = multipartForm({ taskIdSign: task.sign }, { name: 'practice.pdf', content: PDF(marker) });
    const res = await api(this.server, 'POST', '/api/v1/train/submitPracticeTask', body, {
      'content-type': contentType, cookie: `token=${token}`,
    });
    return this.ok(res, 'practice').recordId;
  }

  /** A handed-in practical result written directly (a training of a school whose site the tests do not call). */
  async practiceRow(userId, task, marker) {
    const sign = newSign();
    const now = serverNow(this.server);
    await sql(this.server, `INSERT INTO practice_result (sign, task_id, user_id, status, file_path, file_name, file_size,
      file_mime, started_at, submitted_at) VALUES (${q(sign)}, ${task.id}, ${userId}, 2, 'practice/${sign}.pdf',
      ${q(`${marker}.pdf`)}, 10, 'application/pdf', ${now}, ${now})`);
    return sign;
  }

  async post(token, p, body) {
    return this.ok(await this.as(token, 'POST', p, body), p);
  }

  async dataFile(token, courseSign, marker) {
    const { body, contentType } = multipartForm({ courseId: courseSign }, { name: `${marker}讲义.pdf`, content: PDF(marker) });
    const res = await api(this.server, 'POST', '/api/v1/courseStudy/addCourseData', body, {
      'content-type': contentType, cookie: `token=${token}`,
    });
    return this.ok(res, 'data file').idSign;
  }

  /** One side: its people (callers and owners) and its resources (a side of the same school again: a new key and the
   *  school's marker, e.g. the bad-input sweep's fresh targets for double submits). */
  async side(key, people, marker = MARKERS[key]) {
    const s = this.server;
    const { schoolId, teacher, student, schoolAdmin, spare, spareTeacher } = people;
    const course = await this.course(schoolId, teacher.id, `矩阵课程${key}`);
    const joinable = await this.course(schoolId, teacher.id, `矩阵公开课${key}`);
    const training = await this.training(schoolId, teacher.id, `矩阵培训${key}`);
    const chapter = await this.chapter(course.id, `矩阵章${key}`);
    const media = await this.media(teacher.id);
    const video = await this.video(course.id, chapter.id, `矩阵视频${key}`, media.id);
    // The training's timetable: a chapter and a video (the teacher's upload), its student a trainee.
    training.chapter = await this.chapter(training.id, `矩阵培训章${key}`);
    training.video = await this.video(training.id, training.chapter.id, `矩阵培训视频${key}`, media.id);
    await this.enrol(student.id, training.id);
    const secretQuestions = SAMPLE_QUESTIONS.map((x) => ({ ...x, subjectName: `${marker} ${x.subjectName}` }));
    const exam = await makeExam(s, course.sign, { name: `矩阵考试${key}`, questions: secretQuestions, chapterSign: chapter.sign });
    const openExam = await makeExam(s, course.sign, { name: `矩阵练习${key}`, attemptLimit: 100, questions: secretQuestions.slice(0, 1) });
    const offlineExam = await makeExam(s, course.sign, { name: `矩阵线下${key}`, answerMode: 2, type: 1, questions: secretQuestions.slice(4) });
    // The training's uploaded homework and exam (its works and exam lists; upAssignment, upExamineFile).
    training.work = await makeExam(s, training.sign, { name: `矩阵培训作业${key}`, answerMode: 2, type: 1, questions: secretQuestions.slice(4) });
    training.exam = await makeExam(s, training.sign, { name: `矩阵培训考试${key}`, answerMode: 2, type: 3, questions: secretQuestions.slice(4) });
    // Its practical tasks (public in its timetable, like its chapters): an open one, handed in by its student (the
    // file is private), and one gated on it.
    training.task = await this.practiceTask(training.id, training.chapter.id, 1, `矩阵实训任务${key}`);
    training.gated = await this.practiceTask(training.id, training.chapter.id, 2, `矩阵后续任务${key}`, training.task.id);
    training.practice = key === 'B'
      ? await this.practiceRow(student.id, training.task, marker) // its site is not the one the tests call
      : await this.practice(student.token, training.task, marker);
    const draftExam = await makeExam(s, course.sign, { name: `矩阵草稿${key}`, released: 0, questions: secretQuestions.slice(0, 2) });
    const bank = await this.question(course.id, `${marker} 题库题`);
    await this.enrol(student.id, course.id);
    const record = await this.submitted(student.token, exam);
    const offlineRecord = await this.offline(student.token, offlineExam, marker);
    const file = await this.dataFile(teacher.token, course.sign, marker);
    const message = (await this.post(teacher.token, '/messageInfo/addMessageInfo', {
      title: `${marker} 课程消息`, content: `${marker} 只给本课学员`, courseId: course.sign,
    })).idSign;
    const bulletin = (await this.post(schoolAdmin.token, '/messageInfo/addMessageInfo', {
      msgType: 3, title: `${marker} 本校公告`, content: `${marker} 只给本校`,
    })).idSign;
    const askedSign = newSign();
    const now = serverNow(s);
    await sql(s, `INSERT INTO course_question (sign, course_id, user_id, content, answer_count, created_at)
      VALUES (${q(askedSign)}, ${course.id}, ${student.id}, '矩阵问答', 0, ${now})`);
    const code = `MXCODE${key}${Date.now() % 1e8}`;
    await sql(s, `INSERT INTO activation_code (code, course_id, created_at) VALUES (${q(code)}, ${joinable.id}, ${now})`);
    const claim = await this.claim(spare.id, schoolId, `${marker}认证`);
    await sql(s, `INSERT INTO school_roster (school_id, kind, number, name) VALUES (${schoolId}, 'student',
      ${q(`MX${key}${Date.now() % 1e8}`)}, ${q(`${marker}名单`)})`);
    const upload = await this.uploadInit(people.uploader.token);
    // Commerce: a priced course of the side, its student's unpaid order for it (with a waiting QR payment).
    const pricedCourse = await this.course(schoolId, teacher.id, `矩阵付费课${key}`, { price: 9900 });
    const order = await this.order(schoolId, student.id, pricedCourse);
    const discountBatch = newSign();
    await sql(s, `INSERT INTO discount_batch (sign, course_id, name, kind, value, starts_at, ends_at, use_limit, created_at)
      VALUES (${q(discountBatch)}, ${pricedCourse.id}, '矩阵批次', 1, 80, ${now - 86400}, ${now + 30 * 86400}, 1, ${now});
      INSERT INTO discount_code (code, batch_id) SELECT ${q(`MX${key}${Date.now() % 1e8}`)}, id FROM discount_batch WHERE sign = ${q(discountBatch)};`);
    const paidOrder = await this.paidOrder(schoolId, student.id, pricedCourse);
    const pendingMarketer = await this.marketer(schoolId, 0);
    const marketer = await this.marketer(schoolId, 1);
    // Articles and news: a published article of its teacher (public), a draft (private: the marker), the school's
    // published news and a draft of it.
    const article = await this.article(schoolId, teacher.id, `矩阵文章${key}`);
    const draftArticle = await this.article(schoolId, teacher.id, `${marker} 草稿文章`, 0);
    const news = await this.news(schoolId, `矩阵资讯${key}`);
    const draftNews = await this.news(schoolId, `${marker} 草稿资讯`, 0);
    const articleType = await sql(s, 'SELECT sign FROM article_type ORDER BY id LIMIT 1');
    return {
      key, marker, schoolId, people, course, joinable, training, chapter, media, video, exam, openExam, offlineExam, draftExam,
      bank, record, offlineRecord, file, message, bulletin, asked: askedSign, code, claim, upload, spare, spareTeacher,
      annotation: exam.questions[4].sign, pricedCourse, order, discountBatch, paidOrder, pendingMarketer, marketer,
      article, draftArticle, news, draftNews, articleType,
    };
  }

  /** Both sides and the nine callers' tokens. */
  async build() {
    const s = this.server;
    const demo = {};
    for (const [k, mobile] of Object.entries(DEMO)) demo[k] = await this.demoUser(mobile);
    const schoolB = Number(await sql(s, "SELECT id FROM school WHERE sign = 'dhcj'"));
    assert.ok(schoolB > 1, 'the demo has the school dhcj');
    const bAdmin = await this.member(schoolB, 'schoolAdmin', '东海管理员');
    const bTeacher = await this.member(schoolB, 'teacher', '东海教师');
    const bStudent = await this.member(schoolB, 'student', '东海学生');
    const A = await this.side('A', {
      schoolId: 1, teacher: demo.teacher, student: demo.student, schoolAdmin: demo.schoolAdmin, uploader: demo.teacher,
      spare: await this.member(1, 'student', '备用学生'), spareTeacher: await this.member(1, 'teacher', '备用教师'),
    });
    const B = await this.side('B', {
      schoolId: schoolB, teacher: bTeacher, student: bStudent, schoolAdmin: bAdmin, uploader: bAdmin,
      spare: await this.member(schoolB, 'student', '东海备用学生'), spareTeacher: await this.member(schoolB, 'teacher', '东海备用教师'),
    });
    const callers = {
      visitor: { token: undefined, side: 'A' },
      normal: { ...demo.normal, side: 'A' },
      student: { ...demo.student, side: 'A' },
      teacher: { ...demo.teacher, side: 'A' },
      colleague: { ...demo.colleague, side: 'A' },
      schoolAdmin: { ...demo.schoolAdmin, side: 'A' },
      otherSchoolAdmin: { ...bAdmin, side: 'B' },
      enterprise: { ...demo.enterprise, side: 'A' },
      admin: { ...demo.admin, side: 'A' },
    };
    for (const [name, c] of Object.entries(callers)) {
      c.name = name;
      c.password = c.password ?? (c.token ? 'xuejing2026' : undefined);
    }
    const tree = this.ok(await this.as(undefined, 'GET', '/course/typeTree'), 'typeTree');
    const template = await this.as(demo.teacher.token, 'GET', '/qb/template');
    assert.equal(template.status, 200, 'the bank import template');
    return { A, B, callers, tree, qbTemplate: template.body };
  }

  /** A new session of a caller (for calls that end or replace the session). */
  async freshToken(caller) {
    if (!caller.token) return undefined;
    const res = await this.login(caller.mobile, caller.password);
    assertEnvelope(res, { status: 200, code: 200 });
    return setCookies(res).token.value;
  }
}
