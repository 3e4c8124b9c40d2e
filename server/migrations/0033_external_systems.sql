-- External systems (issue 20, docs/external-systems.md): each school's ERP (erp) and supply-chain (gyl) systems as
-- its school admin configures them, and the launch tokens verified once. The external domain writes both tables.
--
-- pass_mode: token (a signed, expiring token added to the address as token_param) | none; secret: the HMAC key of
-- the system's tokens (hex), shown to the school admin for the vendor.
CREATE TABLE external_system (
    id {{pk}},
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    system TEXT NOT NULL,
    name TEXT NOT NULL,
    url TEXT NOT NULL,
    pass_mode TEXT NOT NULL DEFAULT 'token',
    token_param TEXT NOT NULL DEFAULT 'token',
    description TEXT NOT NULL DEFAULT '',
    enabled INTEGER NOT NULL DEFAULT 1,
    secret TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (school_id, system)
);

-- A token's jti once /external/verify accepted it, until the token expires (then swept).
CREATE TABLE external_token_use (
    jti TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX external_token_use_expiry ON external_token_use (expires_at);
