/** The learning assistant's screens and calls (docs/assistant.md): spec 02 §2's /ChatGPT and /ChatGPT/chat. */

import { withQuery } from './query-string';

export const assistantPaths = {
  /** The assistant's front page: what it can do, questions to start with. */
  root: { path: '/ChatGPT', getHref: (question?: string): string => withQuery('/ChatGPT', { q: question }) },
  /** The conversations; `conversationId` opens one, `q` asks a first question at once. */
  chat: {
    path: '/ChatGPT/chat',
    getHref: (conversationId?: string, question?: string): string =>
      withQuery('/ChatGPT/chat', { conversationId, q: question }),
  },
};

export const assistantApi = {
  send: '/ai/sendContent',
  list: '/ai/getUserConversationList',
  record: '/ai/getConversationRecord',
  rename: '/ai/updateConversationName',
  remove: '/ai/deleteConversation',
  suggestedJobs: '/ai/getSuggestedJobs',
};
