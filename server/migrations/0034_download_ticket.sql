-- Short-lived download addresses (issue 20, docs/uploads.md "File download"): POST /file/download makes a ticket for
-- a course's or training's data file that GET /file/server/fetch serves until it expires. The courses domain writes
-- this table; token_hash is base64url SHA-256 of the ticket (the ticket itself is never stored).
CREATE TABLE download_ticket (
    token_hash TEXT PRIMARY KEY,
    file_id BIGINT NOT NULL REFERENCES course_file (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL
);
CREATE INDEX download_ticket_expiry ON download_ticket (expires_at);
