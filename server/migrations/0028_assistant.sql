-- The learning assistant (issue 19, docs/assistant.md): a user's conversations, their messages and the jobs the
-- assistant suggested in them (the jobsFromChat page). The assistant domain writes every table here.

-- A conversation: created with its first question, named after it (the user may rename it). updated_at moves with
-- every message, so the list is newest first.
CREATE TABLE ai_conversation (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX ai_conversation_user ON ai_conversation (user_id, updated_at, id);

-- One message. role 1 the user's question, 2 the assistant's answer. An answer's status: 0 being written, 1 done,
-- 2 stopped by the user (or the page closed), 3 failed (error says why); what was received is kept in each case.
-- engine 'builtin' or 'model'; tools the tools it called, one per line; sources the pages it cites, a JSON array of
-- {"kind","title","url"}. user_id is the conversation's, kept here for the per-user limits (answers a minute and
-- a day, retries included). A retry adds an answer after the earlier one, which stays as it was.
CREATE TABLE ai_message (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    conversation_id BIGINT NOT NULL REFERENCES ai_conversation (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role INTEGER NOT NULL CHECK (role IN (1, 2)),
    content TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 3)),
    error TEXT NOT NULL DEFAULT '',
    engine TEXT NOT NULL DEFAULT '',
    tools TEXT NOT NULL DEFAULT '',
    sources TEXT NOT NULL DEFAULT '[]',
    created_at BIGINT NOT NULL
);
CREATE INDEX ai_message_conversation ON ai_message (conversation_id, id);
CREATE INDEX ai_message_user ON ai_message (user_id, role, created_at);

-- A job an answer suggested: jobsFromChat lists a user's, newest first (a job suggested again moves up).
CREATE TABLE ai_job_suggestion (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id BIGINT NOT NULL REFERENCES job (id) ON DELETE CASCADE,
    message_id BIGINT NOT NULL REFERENCES ai_message (id) ON DELETE CASCADE,
    suggested_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, job_id)
);
CREATE INDEX ai_job_suggestion_recent ON ai_job_suggestion (user_id, suggested_at, job_id);
CREATE INDEX ai_job_suggestion_message ON ai_job_suggestion (message_id);  -- deleting a conversation cascades
CREATE INDEX ai_job_suggestion_job ON ai_job_suggestion (job_id);          -- deleting a job cascades
