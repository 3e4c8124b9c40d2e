-- The admin console (issue 21, docs/admin.md).
--
-- admin_audit (written by the audit domain only): one row per console action, in the transaction of the change.
-- Append-only: the database refuses UPDATE and DELETE. actor_id is not a foreign key, so no cascade can rewrite a
-- row; the actor's name and role are kept as they were. school_id: the school the action concerns (NULL: the
-- platform). before_json / after_json: the target's state ("" when there is none).
CREATE TABLE admin_audit (
    id {{pk}},
    actor_id BIGINT NOT NULL,
    actor_name TEXT NOT NULL,
    actor_role TEXT NOT NULL,
    school_id BIGINT,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    summary TEXT NOT NULL,
    before_json TEXT NOT NULL DEFAULT '',
    after_json TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX admin_audit_created ON admin_audit (created_at, id);
CREATE INDEX admin_audit_school ON admin_audit (school_id, created_at, id);
CREATE INDEX admin_audit_action ON admin_audit (action, created_at, id);

CREATE TRIGGER admin_audit_no_update BEFORE UPDATE ON admin_audit -- sqlite
BEGIN SELECT RAISE(ABORT, 'admin_audit is append-only'); END; -- sqlite
CREATE TRIGGER admin_audit_no_delete BEFORE DELETE ON admin_audit -- sqlite
BEGIN SELECT RAISE(ABORT, 'admin_audit is append-only'); END; -- sqlite
CREATE FUNCTION admin_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ -- postgres
BEGIN -- postgres
    RAISE EXCEPTION 'admin_audit is append-only'; -- postgres
END; -- postgres
$$; -- postgres
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit -- postgres
    FOR EACH ROW EXECUTE FUNCTION admin_audit_refuse(); -- postgres
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit -- postgres
    FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_refuse(); -- postgres

-- A disabled school (written by the site domain) leaves the school and crest lists and its hosts show the default
-- school; its users keep their accounts.
ALTER TABLE school ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
CREATE INDEX school_created ON school (created_at, id);

-- Password reset links an admin has sent by SMS (written by the accounts domain): the token's hash only, 24 hours,
-- used once.
CREATE TABLE password_reset_link (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
CREATE INDEX password_reset_link_user ON password_reset_link (user_id, created_at);
CREATE INDEX users_created ON users (created_at, id);
