import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { sendQuestion, type ChatEvent, type ChatMessage, type Question } from '@/api/assistant';
import { ApiError } from '@/api/errors';
import { assistantKeys } from '../queries';

/** The turn being answered: the question and the answer as it streams in. */
export type LiveTurn = {
  conversationId?: string;
  question: ChatMessage;
  answer: ChatMessage;
  toolLabel?: string;
  /** A retry: the last question answered again (no new question; the earlier answer stays). */
  retry: boolean;
};

const blank = (role: ChatMessage['role'], content: string): ChatMessage => ({
  messageId: '',
  role,
  content,
  status: role === 'user' ? 'done' : 'writing',
  error: '',
  engine: '',
  tools: [],
  sources: [],
  createTime: new Date().toISOString(),
});

/** What a stream event changes in the live turn. */
export function applyEvent(turn: LiveTurn, e: ChatEvent): LiveTurn {
  switch (e.event) {
    case 'meta':
      return {
        ...turn,
        conversationId: e.data.conversationId,
        question: { ...turn.question, messageId: e.data.questionId },
        answer: { ...turn.answer, messageId: e.data.answerId, engine: e.data.engine },
      };
    case 'tool':
      return { ...turn, toolLabel: e.data.label, answer: { ...turn.answer, tools: [...turn.answer.tools, e.data.name] } };
    case 'delta':
      return { ...turn, toolLabel: undefined, answer: { ...turn.answer, content: turn.answer.content + e.data.text } };
    case 'error':
      return { ...turn, answer: { ...turn.answer, error: e.data.msg } };
    case 'done':
      return {
        ...turn,
        toolLabel: undefined,
        answer: { ...turn.answer, status: e.data.status, error: e.data.error, sources: e.data.sources, tools: e.data.tools },
      };
  }
}

type ChatOptions = {
  conversationId: string | undefined;
  /** A new conversation got its id (from the stream's first event). */
  onConversation: (conversationId: string) => void;
  /** The question was refused before anything was kept: the message to show. */
  onRefused: (message: string, question: Question) => void;
};

/**
 * Asking and streaming: one turn at a time, stopped by the user (the request is aborted; the server keeps what was
 * written as 已停止), retried (the last question answered again, after the earlier answer). When the answer ends the conversation's record is
 * read again and the live turn gives way to it.
 */
export function useChat({ conversationId, onConversation, onRefused }: ChatOptions) {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveTurn | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = live !== null && live.answer.status === 'writing';

  useEffect(() => () => controller.current?.abort(), []);

  const ask = (question: Question, shown: string, retry: boolean): void => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    let turn: LiveTurn = { conversationId, question: blank('user', shown), answer: blank('assistant', ''), retry };
    setLive(turn);
    const onEvent = (e: ChatEvent): void => {
      turn = applyEvent(turn, e);
      setLive(turn);
      if (e.event === 'meta' && e.data.conversationId !== conversationId) onConversation(e.data.conversationId);
    };
    sendQuestion(question, onEvent, abort.signal)
      .catch((error: unknown) => {
        if (abort.signal.aborted) {
          turn = { ...turn, answer: { ...turn.answer, status: 'stopped' } };
          setLive(turn);
          return;
        }
        if (!turn.answer.messageId) {
          // Refused before anything was kept: the turn goes, the question goes back to the box.
          setLive(null);
          onRefused(error instanceof ApiError ? error.msg : String(error), question);
          return;
        }
        turn = { ...turn, answer: { ...turn.answer, status: 'failed' } };
        setLive(turn);
      })
      .finally(async () => {
        controller.current = null;
        await client.invalidateQueries({ queryKey: assistantKeys.list() });
        if (turn.conversationId) await client.invalidateQueries({ queryKey: assistantKeys.record(turn.conversationId) });
        if (turn.answer.messageId) setLive((current) => (current === turn ? null : current));
      });
  };

  return {
    live,
    busy,
    send: (content: string) => ask({ content, conversationId }, content, false),
    retry: (lastQuestion: string) => ask({ conversationId, retry: true }, lastQuestion, true),
    stop: () => controller.current?.abort(),
  };
}
