-- Account changes: simulated login (a session acting as a user on behalf of an admin, keeping the admin's own
-- token hash so that leaving the simulation restores the admin's session) and temporary login keys.

ALTER TABLE session ADD COLUMN acting_admin_id BIGINT REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE session ADD COLUMN admin_token_hash TEXT;

-- A short-lived, single-use key that signs its user in (PUT /user/loginByTokenKey); only its hash is stored.
CREATE TABLE login_token_key (
    key_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX login_token_key_expires ON login_token_key (expires_at);
