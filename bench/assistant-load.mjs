// The load of bench/assistant.sh: one loop per user (its own session), each asking the next question of the mix as
// soon as its last answer has ended; the time to the first bytes of the stream and to its end, after a warm-up.
// Usage: node bench/assistant-load.mjs PORT TOKENS_FILE WARMUP_SECONDS DURATION_SECONDS
import fs from 'node:fs';
import http from 'node:http';

const [port, tokensFile, warmupArg, durationArg] = process.argv.slice(2);
const tokens = fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean);
const warmup = Number(warmupArg) * 1000;
const duration = Number(durationArg) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

// A mix of the API test's questions (tests/api/assistant.test.mjs): public searches, the user's own data, help.
const QUESTIONS = [
  '有没有跨境电商的课程？', '推荐一些数据分析的课', '我还有哪些考试没考？', '我的考试成绩怎么样', '我的课程进度',
  '我的简历完成度是多少', '杭州有什么数据分析的工作', '推荐几个适合我的工作', '有哪些实训项目', '最新的行业资讯',
  '怎么注册账号', '兑换码在哪里用', '供应链管理', '量子纠缠的哲学意义',
];

function ask(token, content, conversationId) {
  const body = Buffer.from(JSON.stringify({ content, conversationId }));
  const t0 = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/v1/ai/sendContent', method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length, cookie: `token=${token}` } },
      (res) => {
        let first = null;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (first === null) first = ms();
          text += chunk;
        });
        res.on('end', () => {
          const streamed = (res.headers['content-type'] ?? '').startsWith('text/event-stream');
          resolve({ ok: res.statusCode === 200 && streamed && text.includes('event: done'), first, total: ms(), text });
        });
      },
    );
    req.on('error', () => resolve({ ok: false, first: null, total: ms(), text: '' }));
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const started = Date.now();
const measured = { first: [], total: [], failed: 0, sample: '' };
await Promise.all(
  tokens.map(async (token, user) => {
    // One conversation per user, as a student keeps asking in the same one (the engine reads its last 20 messages).
    let conversationId;
    for (let i = user; Date.now() - started < warmup + duration; i += 1) {
      const answer = await ask(token, QUESTIONS[i % QUESTIONS.length], conversationId);
      conversationId ??= /"conversationId":"([^"]+)"/.exec(answer.text)?.[1];
      if (Date.now() - started < warmup) continue;
      if (!answer.ok) {
        measured.failed += 1;
        if (!measured.sample) measured.sample = answer.text.slice(0, 300);
        continue;
      }
      measured.first.push(answer.first);
      measured.total.push(answer.total);
    }
  }),
);
const first = measured.first.sort((a, b) => a - b);
const total = measured.total.sort((a, b) => a - b);
const fmt = (v) => `${v.toFixed(1)} ms`;
console.log(`assistant: ${first.length} answers in ${duration / 1000} s = ${(first.length / (duration / 1000)).toFixed(0)} answers/s, ${measured.failed} failed`);
if (first.length > 0) {
  console.log(`  first bytes: p50 ${fmt(percentile(first, 50))}  p95 ${fmt(percentile(first, 95))}  p99 ${fmt(percentile(first, 99))}  max ${fmt(first.at(-1))}`);
  console.log(`  whole answer: p50 ${fmt(percentile(total, 50))}  p95 ${fmt(percentile(total, 95))}  p99 ${fmt(percentile(total, 99))}  max ${fmt(total.at(-1))}`);
}
if (measured.failed > 0) {
  console.log(`  a failed answer: ${measured.sample}`);
  process.exitCode = 1;
}
