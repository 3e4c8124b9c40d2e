import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/api/assistant';
import { shownMessages } from '../pages/chat-page';
import { applyEvent, type LiveTurn } from './use-chat';

const message = (messageId: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  messageId, role, content, status: 'done', error: '', engine: 'builtin', tools: [], sources: [], createTime: '',
});

const live = (retry = false): LiveTurn => ({
  question: message('', 'user', '我的课程进度'),
  answer: { ...message('', 'assistant', ''), status: 'writing' },
  retry,
});

describe('applyEvent', () => {
  it('follows the stream: ids, the tool at work, the text, how it ended', () => {
    let turn = live();
    turn = applyEvent(turn, { event: 'meta', data: { conversationId: 'c1', conversationName: 'x', createTime: '', updateTime: '', questionId: 'q1', answerId: 'a1', engine: 'builtin' } });
    expect([turn.conversationId, turn.question.messageId, turn.answer.messageId]).toEqual(['c1', 'q1', 'a1']);
    turn = applyEvent(turn, { event: 'tool', data: { name: 'my_progress', label: '正在查看你的学习进度…' } });
    expect(turn.toolLabel).toBe('正在查看你的学习进度…');
    turn = applyEvent(turn, { event: 'delta', data: { text: '你正在' } });
    turn = applyEvent(turn, { event: 'delta', data: { text: '学习' } });
    expect(turn.toolLabel).toBeUndefined();
    expect(turn.answer.content).toBe('你正在学习');
    turn = applyEvent(turn, { event: 'done', data: { answerId: 'a1', status: 'done', error: '', tools: ['my_progress'], sources: [{ kind: 'page', title: '去学习中心', url: '/home/learning/curriculum' }] } });
    expect(turn.answer.status).toBe('done');
    expect(turn.answer.sources).toHaveLength(1);
  });
});

describe('shownMessages', () => {
  const record = [message('q0', 'user', '你好'), message('a0', 'assistant', '你好！'), message('q1', 'user', '我的课程进度'), message('a1', 'assistant', '')];

  it('shows the live turn once, even when the record already has its rows', () => {
    const turn = { ...live(), question: message('q1', 'user', '我的课程进度'), answer: { ...message('a1', 'assistant', '你正在'), status: 'writing' as const } };
    expect(shownMessages(record, turn).map((m) => m.messageId)).toEqual(['q0', 'a0', 'q1', 'a1']);
    expect(shownMessages(record, turn).at(-1)?.content).toBe('你正在');
  });

  it('a retry adds its answer after the earlier one', () => {
    const turn = live(true);
    expect(shownMessages(record, turn).map((m) => m.messageId || m.role)).toEqual(['q0', 'a0', 'q1', 'a1', 'assistant']);
  });
});
