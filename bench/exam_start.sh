#!/usr/bin/env bash
# Exam start benchmark (issue 6, docs/exams.md "Benchmark"): N simulated examinees (real accounts, enrolments and
# sessions written into the data directory's database beforehand) start one released exam within one second, then
# each saves answers three times (saveSeq 1, 2, 3; the last one submits). Reports successes and p50/p95/p99 of the
# start and of the saves. Goal on the 2-core machine: all succeed, p95 ≤ 2 s.
#
# Usage: bench/exam_start.sh [--examinees 2000] [--spread-ms 1000] [--pg URL]
#   --pg URL   run on PostgreSQL (an admin URL such as postgresql://postgres@127.0.0.1:5432/postgres; a fresh
#              database is made and dropped), else SQLite in the temp data directory
#
# Builds nothing: it needs build/bin/xuejing-server (Release; XJ_SERVER_BIN another binary), node, sqlite3 (and psql
# with --pg). XJ_BENCH_SERVER_ARGS sets the server flags (default "--no-access-log": the server's default workers and
# pool). Everything runs on 127.0.0.1 from a temp directory removed on exit; only the processes this script started
# are stopped, by their ids.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
EXAMINEES=2000
SPREAD_MS=1000
PG_ADMIN=""
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -n | --examinees) EXAMINEES=$2; shift 2 ;;
    --spread-ms) SPREAD_MS=$2; shift 2 ;;
    --pg) PG_ADMIN=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "exam_start: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "exam_start: $*" >&2; exit 1; }
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
command -v node >/dev/null || die "node is missing"
command -v sqlite3 >/dev/null || die "sqlite3 is missing"

WORK=$(mktemp -d /tmp/xj-exam-bench.XXXXXX)
SERVER_PID=""
PG_DB=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "$PG_DB" ]; then psql -X -q -d "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
mkdir -p "$WORK/data" "$WORK/web"
DB_ARGS=()
if [ -n "$PG_ADMIN" ]; then
  command -v psql >/dev/null || die "psql is missing"
  PG_DB="xj_exam_bench_$$"
  psql -X -q -d "$PG_ADMIN" -c "CREATE DATABASE $PG_DB" >/dev/null
  PG_URL="${PG_ADMIN%/*}/$PG_DB"
  DB_ARGS=(--database-url "$PG_URL")
fi
sql() { # runs SQL from stdin on the server's database
  if [ -n "$PG_DB" ]; then psql -X -q -v ON_ERROR_STOP=1 -A -t -d "$PG_URL"; else sqlite3 -bail "$WORK/data/xuejing.db"; fi
}

# shellcheck disable=SC2086
"$SERVER_BIN" --host 127.0.0.1 --port "$PORT" --data-dir "$WORK/data" --web-root "$WORK/web" --demo "${DB_ARGS[@]}" \
  ${XJ_BENCH_SERVER_ARGS---no-access-log} >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 600); do
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited during start-up: $(tail -n 20 "$WORK/server.log")"
  curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done

# --- setup: a course, a released exam of five questions (one per type), N students with sessions, enrolled --------
NOW=$(date +%s)
TOKENS_FILE="$WORK/tokens" node - "$EXAMINEES" "$NOW" >"$WORK/setup.sql" <<'JS'
const crypto = require('crypto');
const [n, now] = process.argv.slice(2).map(Number);
const out = [];
const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
out.push('BEGIN;');
out.push(`INSERT INTO course (sign, school_id, name, created_at, updated_at) VALUES ('bench-course', (SELECT MIN(id) FROM school), '压测课程', ${now}, ${now});`);
const questions = [
  [1, 'B', ['A', 'B', 'C', 'D']], [2, 'A,C', ['A', 'B', 'C', 'D']], [3, '1', []], [4, '北京|北京市', []], [5, '参考答案', []],
];
questions.forEach(([type, answer, opts], i) => {
  out.push(`INSERT INTO question (sign, course_id, type, subject_name, serial_number, score, answer, created_at, updated_at)
    VALUES ('bench-q${i + 1}', (SELECT id FROM course WHERE sign = 'bench-course'), ${type}, '压测题 ${i + 1}', ${i + 1}, 20, ${q(answer)}, ${now}, ${now});`);
  for (const o of opts) out.push(`INSERT INTO question_option (sign, question_id, option_name, option_content, created_at)
    VALUES ('bench-q${i + 1}-${o}', (SELECT id FROM question WHERE sign = 'bench-q${i + 1}'), '${o}', '选项 ${o}', ${now});`);
});
out.push(`INSERT INTO exam (sign, course_id, type, name, start_at, end_at, exam_time, total_score, release_status, created_at, updated_at)
  VALUES ('bench-exam', (SELECT id FROM course WHERE sign = 'bench-course'), 2, '压测单元测试', ${now - 60}, ${now + 7200}, 60, 100, 1, ${now}, ${now});`);
for (let i = 1; i <= 5; i++) out.push(`INSERT INTO exam_subject (exam_id, question_id, serial, created_at)
  VALUES ((SELECT id FROM exam WHERE sign = 'bench-exam'), (SELECT id FROM question WHERE sign = 'bench-q${i}'), ${i}, ${now});`);
const tokens = [];
for (let i = 0; i < n; i++) {
  const mobile = `199${String(i).padStart(8, '0')}`;
  const token = crypto.randomBytes(24).toString('hex');
  tokens.push(token);
  out.push(`INSERT INTO users (sign, mobile, name, password_hash, created_at) VALUES ('bench-u${i}', '${mobile}', '考生${i}', 'x', ${now});`);
  out.push(`INSERT INTO user_role (user_id, role) VALUES ((SELECT id FROM users WHERE sign = 'bench-u${i}'), 'student');`);
  out.push(`INSERT INTO session (token_hash, user_id, expires_at, remember, created_at, ip) VALUES ('${crypto.createHash('sha256').update(token).digest('hex')}', (SELECT id FROM users WHERE sign = 'bench-u${i}'), ${now + 86400}, 0, ${now}, '127.0.0.1');`);
  out.push(`INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at) VALUES ((SELECT id FROM course WHERE sign = 'bench-course'), (SELECT id FROM users WHERE sign = 'bench-u${i}'), 'join', 1, 0, 0, ${now});`);
}
out.push('COMMIT;');
require('fs').writeFileSync(process.env.TOKENS_FILE || '/dev/null', tokens.join('\n'));
console.log(out.join('\n'));
JS
sql <"$WORK/setup.sql" >/dev/null
echo "exam_start: $EXAMINEES examinees ready ($( [ -n "$PG_DB" ] && echo PostgreSQL || echo SQLite ), $(nproc) cores)"

# --- the run: every examinee starts within SPREAD_MS, then saves three times (the third submits) ----------------
RUN_STATUS=0
node - "$PORT" "$WORK/tokens" "$SPREAD_MS" <<'JS' || RUN_STATUS=$?
const http = require('http');
const fs = require('fs');
const [port, tokensFile, spreadArg] = process.argv.slice(2);
const tokens = fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean);
const spread = Number(spreadArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const ANSWERS = { 1: 'B', 2: 'A,C', 3: '1', 4: '北京', 5: '全局解释器锁' };

function post(path, body, token) {
  const data = Buffer.from(JSON.stringify(body));
  const t0 = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': data.length, cookie: `token=${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        let json = null;
        try { json = JSON.parse(Buffer.concat(chunks).toString()); } catch {}
        resolve({ ok: res.statusCode === 200 && json && json.code === 200, ms, json });
      });
    });
    req.on('error', (e) => resolve({ ok: false, ms: Number(process.hrtime.bigint() - t0) / 1e6, error: e.message }));
    req.end(data);
  });
}

const starts = [];
const saves = [];
const failures = new Map();
const fail = (what, r) => {
  const key = `${what}: ${r.error || (r.json ? `${r.json.code} ${r.json.msg}` : 'no JSON')}`;
  failures.set(key, (failures.get(key) || 0) + 1);
};

async function examinee(token, at) {
  await new Promise((r) => setTimeout(r, at));
  const s = await post('/api/v1/qb/getExaminationPaper', { examinationId: 'bench-exam' }, token);
  starts.push(s);
  if (!s.ok) return fail('start', s);
  const paper = s.json.data;
  const children = paper.testPaperVal.flatMap((g) => g.children.map((c) => ({ ...c, type: g.type })));
  for (let seq = 1; seq <= 3; seq++) {
    const list = children.slice(0, seq + 2).map((c) => ({ unitestingBankId: c.unitestingBankId, answer: ANSWERS[c.type] }));
    const r = await post('/api/v1/qb/saveExaminationPaper', { unitestingUserRecordId: paper.testPaperData.unitestingUserRecordId,
      subjectAnswerReqList: list, countDown: paper.second * 1000, saveSeq: seq, submit: seq === 3 }, token);
    saves.push(r);
    if (!r.ok) fail('save', r);
  }
}

function pct(list, p) {
  const v = list.map((r) => r.ms).sort((a, b) => a - b);
  return v.length ? v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)] : NaN;
}
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

(async () => {
  const t0 = Date.now();
  await Promise.all(tokens.map((t, i) => examinee(t, (i * spread) / tokens.length)));
  const wall = (Date.now() - t0) / 1000;
  const line = (name, list) => {
    const ok = list.filter((r) => r.ok).length;
    return `| ${name} | ${ok} / ${list.length} | ${fmt(pct(list, 50))} | ${fmt(pct(list, 95))} | ${fmt(pct(list, 99))} | ${fmt(pct(list, 100))} |`;
  };
  console.log(`exam_start: ${tokens.length} examinees started within ${spread} ms; everything done in ${wall.toFixed(1)} s`);
  console.log('| call | succeeded | p50 | p95 | p99 | max |');
  console.log('|---|---|---|---|---|---|');
  console.log(line('start (getExaminationPaper)', starts));
  console.log(line('save ×3 (saveExaminationPaper, the 3rd submits)', saves));
  for (const [k, v] of failures) console.log(`exam_start: failed ${v}× ${k}`);
  if (failures.size) process.exitCode = 1;
})();
JS
grep -m 3 -E "failed|error" "$WORK/server.log" | sed 's/^/exam_start: server log: /' || true
echo "exam_start: attempts in the database: $(echo "SELECT COUNT(*) || ' attempts, ' || SUM(CASE WHEN submit_status > 0 THEN 1 ELSE 0 END) || ' submitted' FROM exam_attempt WHERE exam_id = (SELECT id FROM exam WHERE sign = 'bench-exam');" | sql)"
exit "$RUN_STATUS"
