// The learning assistant (docs/assistant.md) on the real binary: a question answered as a stream of server-sent
// events (meta, tool, delta, done) by the built-in assistant from the demo data, with links to the platform's pages;
// conversations listed, read, renamed and deleted by their owner only; the limits and bad input refused with their
// Chinese messages; retry; the jobs an answer suggested kept for jobsFromChat.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO, DEMO_PASSWORD } from './lib/accounts.mjs';
import { Study } from './lib/study.mjs';
import { advanceClock, startServer } from './lib/server.mjs';

let server;
let st;
let student;

before(async () => {
  server = await startServer();
  st = new Study(server);
  student = await st.tokenOf(DEMO.student, DEMO_PASSWORD);
});
after(async () => {
  await server?.stop();
});

const call = (token, method, p, body) => st.call(method, p, body, { cookies: token ? { token } : {} });
const ok = (token, method, p, body) => st.ok(token, method, p, body);

/** The events of an event-stream answer, in order: [{event, data}]. */
function events(res) {
  assert.equal(res.status, 200, res.text);
  assert.match(res.headers['content-type'], /^text\/event-stream/);
  return res.text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
      return { event, data };
    });
}

async function ask(token, content, extra = {}) {
  const res = await call(token, 'POST', '/ai/sendContent', { content, ...extra });
  const list = events(res);
  const meta = list[0];
  const done = list.at(-1);
  assert.equal(meta.event, 'meta');
  assert.equal(done.event, 'done');
  const text = list.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
  const tools = list.filter((e) => e.event === 'tool').map((e) => e.data.name);
  return { meta: meta.data, done: done.data, text, tools };
}

const links = (text) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

// The page each tool's answer links to whatever it finds (its list's page), so the check holds on any data.
const TOOL_PAGE = {
  search_courses: /^\/college\/optional-courses/,
  search_trainings: /^\/train$/,
  my_progress: /^\/home\/learning\/curriculum$/,
  my_deadlines: /^\/home\/learning\/center$/,
  my_scores: /^\/home\/learning\/center$/,
  resume_status: /^\/resume$/,
  search_jobs: /^\/employment\/serachDetails/,
  recommend_jobs: /^\/employment/,
  search_articles: /^\/(essay|home\/news-advisory)/,
  my_certificates: /^\/(certificate-details\?number=XJ\d{10,}&code=[2-9A-Z]{8}|resume|home\/learning\/certificates)$/,
};

// Forty questions a student asks, the tool the answer must use and a page it must link to.
const QUESTIONS = [
  ['有没有跨境电商的课程？', 'search_courses', /^\/courseDetail\//],
  ['推荐一些数据分析的课', 'search_courses'],
  ['我想学跨境电商', 'search_courses'],
  ['零基础怎么学短视频剪辑', 'search_courses'],
  ['会计入门课程', 'search_courses'],
  ['有没有Python的课程', 'search_courses', /^\/courseDetail\//],
  ['我还有哪些考试没考？', 'my_deadlines', /^\/testPaper\//],
  ['最近有什么作业要交吗', 'my_deadlines'],
  ['作业什么时候截止', 'my_deadlines'],
  ['我有待完成的测验吗', 'my_deadlines'],
  ['这周有考试吗', 'my_deadlines'],
  ['我的考试成绩怎么样', 'my_scores'],
  ['上次考试我考了多少分', 'my_scores'],
  ['查一下我的分数', 'my_scores'],
  ['我的课程进度', 'my_progress'],
  ['我学到哪了', 'my_progress'],
  ['看看我的学习情况', 'my_progress'],
  ['我的简历完成度是多少', 'resume_status'],
  ['简历还差什么没填', 'resume_status'],
  ['杭州有什么数据分析的工作', 'search_jobs', /^\/employment\/jobDetails\?positionId=/],
  ['帮我找一下北京的Java开发岗位', 'search_jobs'],
  ['上海有实习吗', 'search_jobs'],
  ['深圳数据分析', 'search_jobs'],
  ['推荐几个适合我的工作', 'recommend_jobs', /^\/employment\/jobDetails\?positionId=/],
  ['有没有新媒体运营的职位', 'search_jobs', /^\/employment\/jobDetails\?positionId=/],
  ['成都招聘', 'search_jobs'],
  ['有哪些实训项目', 'search_trainings', /^\/trainDetail\//],
  ['直播电商培训', 'search_trainings'],
  ['最近有什么训练营', 'search_trainings'],
  ['最新的行业资讯', 'search_articles', /^\/home\/news-advisory\//],
  ['有没有关于就业政策的文章', 'search_articles'],
  ['学校最近有什么新闻', 'search_articles'],
  ['我有哪些证书', 'my_certificates'],
  ['怎么注册账号', 'help', /^\/login$/],
  ['忘记密码怎么办', 'help', /^\/login$/],
  ['兑换码在哪里用', 'help', /^\/college\/optional-courses$/],
  ['怎么绑定微信', 'help', /^\/home\/learning\/account$/],
  ['如何投递简历', 'help', /^\/employment$/],
  ['怎么参加考试', 'help', /^\/home\/learning\/center$/],
  ['怎么写简历', 'help', /^\/resume$/],
];

test('the built-in assistant answers as a stream, with the tool it used and links to the pages', async () => {
  await advanceClock(server, 61); // past the minute of the demo's own three answers
  assert.ok(QUESTIONS.length >= 40);
  for (const [question, tool, page] of QUESTIONS) {
    const link = page ?? TOOL_PAGE[tool];
    const { meta, done, text, tools } = await ask(student, question);
    assert.ok(meta.conversationId && meta.answerId, question);
    assert.equal(meta.engine, 'builtin');
    assert.ok(tools.includes(tool), `${question}: ${tools}`);
    assert.equal(done.status, 'done', question);
    assert.ok(links(text).some((l) => link.test(l)), `${question}: ${links(text)}`);
    await advanceClock(server, 7); // 10 questions a minute
  }
});

test('a question it cannot answer says so and what it can do', async () => {
  const { text, done } = await ask(student, '量子纠缠的哲学意义');
  assert.match(text, /^抱歉，这个问题我暂时回答不了。/);
  assert.equal(done.status, 'done');
});

test('conversations: named after the first question, listed newest first, read, renamed, deleted — by their owner only', async () => {
  const other = await st.newUser();
  const first = await ask(other.token, '有没有Python的课程');
  assert.equal(first.meta.conversationName, '有没有Python的课程');
  const again = await ask(other.token, '我的课程进度', { conversationId: first.meta.conversationId });
  assert.equal(again.meta.conversationId, first.meta.conversationId);

  const list = await ok(other.token, 'POST', '/ai/getUserConversationList', { page: 1, size: 15 });
  assert.equal(list.total, 1);
  const record = await ok(other.token, 'POST', '/ai/getConversationRecord', { conversationId: first.meta.conversationId });
  assert.deepEqual(record.messages.map((m) => m.role), ['user', 'assistant', 'user', 'assistant']);
  assert.ok(record.messages[1].sources.length > 0);

  // 张晓明 cannot read, rename, delete or continue it.
  for (const [p, body] of [
    ['/ai/getConversationRecord', { conversationId: first.meta.conversationId }],
    ['/ai/updateConversationName', { conversationId: first.meta.conversationId, name: '偷看' }],
    ['/ai/deleteConversation', { conversationId: first.meta.conversationId }],
    ['/ai/sendContent', { conversationId: first.meta.conversationId, content: '你好' }],
  ]) {
    const res = await call(student, 'POST', p, body);
    assert.equal(res.json.code, 404, p);
    assert.equal(res.json.msg, '对话不存在或已删除');
  }

  const renamed = await call(other.token, 'POST', '/ai/updateConversationName', { conversationId: first.meta.conversationId, name: '学 Python' });
  assert.equal(renamed.json.msg, '修改成功');
  assert.equal(renamed.json.data.conversationName, '学 Python');
  const long = await call(other.token, 'POST', '/ai/updateConversationName', { conversationId: first.meta.conversationId, name: '长'.repeat(31) });
  assert.equal(long.json.code, -2);
  assert.equal(long.json.msg, '对话名称不能超过 30 个字');

  const deleted = await call(other.token, 'POST', '/ai/deleteConversation', { conversationId: first.meta.conversationId });
  assert.equal(deleted.json.msg, '删除成功');
  assert.equal((await ok(other.token, 'POST', '/ai/getUserConversationList', {})).total, 0);
});

test('bad input and the limits are refused with their messages, nothing kept', async () => {
  const user = await st.newUser();
  const empty = await call(user.token, 'POST', '/ai/sendContent', { content: '   ' });
  assert.equal(empty.json.code, -2);
  assert.equal(empty.json.msg, '请输入问题');
  const long = await call(user.token, 'POST', '/ai/sendContent', { content: '问'.repeat(501) });
  assert.equal(long.json.msg, '问题不能超过 500 个字');
  const wrong = await call(user.token, 'POST', '/ai/sendContent', { content: { text: 1 } });
  assert.equal(wrong.json.code, -2);
  const anonymous = await call(undefined, 'POST', '/ai/sendContent', { content: '你好' });
  assert.equal(anonymous.json.code, -1001);
  assert.equal((await ok(user.token, 'POST', '/ai/getUserConversationList', {})).total, 0);

  for (let i = 0; i < 10; i += 1) await ask(user.token, `你好 ${i}`);
  const fast = await call(user.token, 'POST', '/ai/sendContent', { content: '再来一个' });
  assert.equal(fast.json.code, 429);
  assert.equal(fast.json.msg, '提问太频繁，请稍后再试');
  await advanceClock(server, 61);
  await ask(user.token, '现在可以了吗');
});

test('retry answers the last question again after the earlier answer; one answer at a time per user', async () => {
  const user = await st.newUser();
  const first = await ask(user.token, '我的简历完成度是多少');
  const again = await ask(user.token, '', { conversationId: first.meta.conversationId, retry: true });
  assert.equal(again.meta.questionId, first.meta.questionId);
  assert.notEqual(again.meta.answerId, first.meta.answerId);
  const record = await ok(user.token, 'POST', '/ai/getConversationRecord', { conversationId: first.meta.conversationId });
  assert.deepEqual(record.messages.map((m) => m.messageId), [first.meta.questionId, first.meta.answerId, again.meta.answerId]);

  // Two questions at once from one user: one is answered, the other waits its turn.
  const both = await Promise.all([
    call(user.token, 'POST', '/ai/sendContent', { content: '我的课程进度' }),
    call(user.token, 'POST', '/ai/sendContent', { content: '我的考试成绩' }),
  ]);
  const refused = both.filter((r) => !r.headers['content-type'].startsWith('text/event-stream'));
  for (const r of refused) assert.equal(r.json.msg, '上一个回答还在生成，请稍候');
  assert.ok(refused.length <= 1);
});

test('jobs an answer suggested are kept for jobsFromChat', async () => {
  const user = await st.newUser();
  const { text } = await ask(user.token, '杭州有什么数据分析的工作');
  const chat = links(text).find((l) => l.startsWith('/employment/jobsFromChat?positionIds='));
  assert.ok(chat, text);
  const ids = decodeURIComponent(chat.split('=')[1]).split(',');
  const kept = await ok(user.token, 'GET', '/ai/getSuggestedJobs');
  assert.deepEqual(new Set(kept.positionIds), new Set(ids));
});
