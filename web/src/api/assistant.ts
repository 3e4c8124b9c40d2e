import { assistantApi } from '@/config/assistant-paths';
import { api, requestStream } from './client';
import type { ListAnswer } from './paging';

export type Source = { kind: string; title: string; url: string };
export type AnswerStatus = 'writing' | 'done' | 'stopped' | 'failed';

export type Conversation = {
  conversationId: string;
  conversationName: string;
  createTime: string;
  updateTime: string;
};

export type ChatMessage = {
  messageId: string;
  role: 'user' | 'assistant';
  content: string;
  status: AnswerStatus;
  error: string;
  engine: string;
  tools: string[];
  sources: Source[];
  createTime: string;
};

export type ConversationRecord = Conversation & { messages: ChatMessage[] };

export type ChatMeta = Conversation & { questionId: string; answerId: string; engine: string };
export type ChatDone = { answerId: string; status: AnswerStatus; error: string; tools: string[]; sources: Source[] };

/** What the answer stream carries (docs/assistant.md "The answer stream"). */
export type ChatEvent =
  | { event: 'meta'; data: ChatMeta }
  | { event: 'tool'; data: { name: string; label: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'error'; data: { msg: string } }
  | { event: 'done'; data: ChatDone };

export type Question = { content?: string; conversationId?: string; retry?: boolean };

const LIST = { silent: true, throttleKey: false } as const;
const WRITE = { silent: true } as const;

/**
 * Reads server-sent events from text that arrives in pieces of any size: each complete event (ended by a blank
 * line) is handed on; a piece that ends inside an event waits for the rest.
 */
export function eventReader(onEvent: (event: ChatEvent) => void): (text: string) => void {
  let buffer = '';
  return (text) => {
    buffer += text;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = '';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) name = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (name && data.length > 0) {
        try {
          onEvent({ event: name, data: JSON.parse(data.join('\n')) } as ChatEvent);
        } catch {
          // not JSON: not an event of ours
        }
      }
      end = buffer.indexOf('\n\n');
    }
  };
}

/** Asks a question; each event of the answer goes to `onEvent` as it arrives. Rejects with the refusal (silent). */
export function sendQuestion(question: Question, onEvent: (event: ChatEvent) => void, signal: AbortSignal): Promise<void> {
  return requestStream('POST', assistantApi.send, {
    body: question,
    silent: true,
    throttleKey: false,
    signal,
    progress: false,
    onText: eventReader(onEvent),
  });
}

export const getConversations = (page: number, size: number): Promise<ListAnswer<Conversation>> =>
  api.post(assistantApi.list, { page, size }, LIST);
export const getConversation = (conversationId: string): Promise<ConversationRecord> =>
  api.post(assistantApi.record, { conversationId }, LIST);
export const renameConversation = (conversationId: string, name: string): Promise<Conversation> =>
  api.post(assistantApi.rename, { conversationId, name }, WRITE);
export const deleteConversation = (conversationId: string): Promise<null> =>
  api.post(assistantApi.remove, { conversationId }, WRITE);
export const getSuggestedJobs = (): Promise<{ positionIds: string[] }> => api.get(assistantApi.suggestedJobs, undefined, LIST);
