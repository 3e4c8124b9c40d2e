-- Accounts: users with roles and schools, sessions, SMS codes and their outbox, captchas, rate events for
-- throttling and lockout, the security audit log, and keys shared by every instance.

-- "user" is reserved in PostgreSQL.
CREATE TABLE users (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    mobile TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    sex INTEGER NOT NULL DEFAULT 0,
    photo TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    school_id BIGINT REFERENCES school (id) ON DELETE SET NULL,
    audit_status INTEGER NOT NULL DEFAULT 0,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    last_login_at BIGINT
);
CREATE INDEX users_school ON users (school_id);

CREATE TABLE user_role (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    PRIMARY KEY (user_id, role)
);

-- token_hash: hex SHA-256 of the cookie's token; the token itself is never stored.
CREATE TABLE session (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL,
    remember INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX session_by_user ON session (user_id);
CREATE INDEX session_expires ON session (expires_at);

-- One row per code sent; code_hash is a keyed hash. verified_until: a code checked with saveVerifyCache
-- leaves the number verified for a later mobile change.
CREATE TABLE sms_code (
    id {{pk}},
    mobile TEXT NOT NULL,
    type INTEGER NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    used_at BIGINT,
    verified_until BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX sms_code_mobile_type ON sms_code (mobile, type, id);
CREATE INDEX sms_code_created ON sms_code (created_at);

-- The 60-second gate per number: taken by a conditional update, so two instances never both send.
CREATE TABLE sms_gate (
    mobile TEXT PRIMARY KEY,
    last_sent_at BIGINT NOT NULL
);

-- What the offline sender "sent" (the default SMS provider).
CREATE TABLE sms_outbox (
    id {{pk}},
    mobile TEXT NOT NULL,
    type INTEGER NOT NULL,
    text TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, id);

-- key_hash: hex SHA-256 of the captchaKey cookie; demo_answer only when the server runs with --demo.
CREATE TABLE captcha (
    key_hash TEXT PRIMARY KEY,
    answer_hash TEXT NOT NULL,
    demo_answer TEXT,
    expires_at BIGINT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX captcha_expires ON captcha (expires_at);

-- Throttling: login failures per number and per IP, SMS sends per number and per IP, captcha fetches per IP.
CREATE TABLE rate_event (
    id {{pk}},
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX rate_event_subject ON rate_event (kind, subject, created_at);
CREATE INDEX rate_event_created ON rate_event (created_at);

CREATE TABLE audit_log (
    id {{pk}},
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    event TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX audit_log_user ON audit_log (user_id, created_at);
CREATE INDEX audit_log_event ON audit_log (event, created_at);

-- Secrets every instance must agree on (the RSA key for passwords on the wire, the key for code hashes).
CREATE TABLE server_key (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
