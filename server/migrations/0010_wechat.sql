-- WeChat sign-in (docs/accounts.md "WeChat sign-in"): one WeChat per user and one user per WeChat, and the
-- short-lived grants of the QR flow: a `state` (bound to the browser by the hash of its wechatState cookie,
-- remembering the callBack and the user who asked to bind) and a bind `ticket` (an unbound open id waiting for its
-- user to sign in). Grants are kept only as SHA-256 hashes and are used once.

CREATE TABLE wechat_binding (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    open_id TEXT NOT NULL UNIQUE,
    union_id TEXT NOT NULL DEFAULT '',
    nickname TEXT NOT NULL DEFAULT '',
    head_image TEXT NOT NULL DEFAULT '',
    bound_at BIGINT NOT NULL
);

CREATE TABLE wechat_grant (
    grant_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    browser_hash TEXT NOT NULL DEFAULT '',
    call_back TEXT NOT NULL DEFAULT '',
    bind_user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    open_id TEXT NOT NULL DEFAULT '',
    union_id TEXT NOT NULL DEFAULT '',
    nickname TEXT NOT NULL DEFAULT '',
    head_image TEXT NOT NULL DEFAULT '',
    expires_at BIGINT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX wechat_grant_expires ON wechat_grant (expires_at);
CREATE INDEX wechat_grant_bind_user ON wechat_grant (bind_user_id);
