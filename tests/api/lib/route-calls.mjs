// Sending the requests the authorization table (security-matrix.table.mjs) describes, shared by the matrix and the
// bad-input sweep (issue 13).
import { freshIp } from './accounts.mjs';
import { multipartForm } from './images.mjs';
import { api } from './server.mjs';

// The tables the write routes touch, with what of each a refused write must leave as it was (the matrix compares
// these rows; the sweep counts them).
export const DIGEST = {
  course: 'SELECT id, name, status, price, school_id FROM course',
  course_teacher: 'SELECT course_id, user_id, master FROM course_teacher',
  chapter: 'SELECT id, name, level FROM chapter',
  chapter_video: 'SELECT id, title, level, media_id FROM chapter_video',
  exam: 'SELECT id, name, release_status, answers_released, updated_at FROM exam',
  exam_subject: 'SELECT exam_id, question_id FROM exam_subject',
  question: 'SELECT id, status, score, subject_name, updated_at FROM question',
  question_option: 'SELECT id, option_name, option_content FROM question_option',
  course_file: 'SELECT id, name FROM course_file',
  message: 'SELECT id FROM message',
  message_read: 'SELECT user_id, message_id FROM message_read',
  enrolment: 'SELECT course_id, user_id, status FROM enrolment',
  exam_attempt: 'SELECT id, submit_status, score, comment, file_name, graded_at, save_seq FROM exam_attempt',
  attempt_answer: 'SELECT COUNT(*) FROM attempt_answer',
  identity_claim: 'SELECT id, status FROM identity_claim',
  activation_code: 'SELECT code, used_by FROM activation_code',
  course_collection: 'SELECT user_id, course_id FROM course_collection',
  course_question: 'SELECT id FROM course_question',
  course_answer: 'SELECT id FROM course_answer',
  school_roster: 'SELECT id FROM school_roster',
  users: 'SELECT id, name, mobile, school_id FROM users',
  user_role: 'SELECT user_id, role FROM user_role',
  media: 'SELECT id FROM media',
  assessment_standard: 'SELECT * FROM assessment_standard',
  training: 'SELECT course_id, hours, plan, join_rule, recommend, starts_at, ends_at FROM training',
  enterprise: 'SELECT id, name, joined FROM enterprise',
  training_enterprise: 'SELECT training_id, enterprise_id FROM training_enterprise',
  practice_task: 'SELECT id, task_no, title, pass_line FROM practice_task',
  practice_prerequisite: 'SELECT task_id, required_id FROM practice_prerequisite',
  practice_result: 'SELECT id, status, score, comment, file_name, scored_at FROM practice_result',
  purchase_order: 'SELECT id, status, pay_type, amount_fen, hidden, marketer_id, commission_fen FROM purchase_order',
  payment: 'SELECT id, status FROM payment',
  wallet: 'SELECT user_id, balance_fen FROM wallet',
  wallet_entry: 'SELECT id, amount_fen FROM wallet_entry',
  discount_batch: 'SELECT id, name FROM discount_batch',
  discount_code: 'SELECT id, used_count FROM discount_code',
  marketer: 'SELECT id, status, rate, real_name FROM marketer',
  article: 'SELECT id, title, status, content FROM article',
  article_like: 'SELECT article_id, user_id FROM article_like',
  article_collection: 'SELECT user_id, article_id FROM article_collection',
  news: 'SELECT id, title, status FROM news',
  certificate: 'SELECT id, number, user_id, course_id, revoked_at FROM certificate',
};

/** Builds the request of a table entry's req(x) spec (or `spec` when given) and sends it; returns the answer. */
export async function sendCell(server, entry, route, x, spec = null) {
  const s = spec ?? (await entry.req(x));
  return sendSpec(server, route, s, s.token !== undefined ? s.token : x.token);
}

/** Sends a request spec {method?, path?, query?, body?, form?, raw?, rawBody?} of `route` with `token`. */
export function sendSpec(server, route, spec, token) {
  const method = spec.method ?? route.method;
  let p = spec.path ?? route.path;
  if (spec.query) p += `?${new URLSearchParams(spec.query)}`;
  if (spec.rawQuery) p += `?${spec.rawQuery}`;
  const headers = { 'x-forwarded-for': freshIp() };
  if (token) headers.cookie = `token=${token}`;
  let body;
  if (spec.form) {
    const f = multipartForm(spec.form.fields, spec.form.file);
    body = f.body;
    headers['content-type'] = f.contentType;
  } else if (spec.raw) {
    body = spec.raw.bytes;
    headers['content-type'] = spec.raw.type;
  } else if (spec.rawBody !== undefined) {
    body = Buffer.from(spec.rawBody);
    headers['content-type'] = 'application/json';
  } else if (spec.body !== undefined) {
    body = spec.body;
  } else if (method !== 'GET' && method !== 'DELETE') {
    body = {};
  }
  return api(server, method, p, body, headers);
}

/** Runs fn over items, n at a time. */
export async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  }));
}

