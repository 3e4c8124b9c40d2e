-- Recognition photos (issue 20, docs/uploads.md "Recognition photo"): the face photo a user uploads for identity
-- authentication, kept with their claim for the school admin who reviews it. The identity domain writes both changes.
--
-- path: relative to <data-dir>/private/recognition (never under the public /files); kept_at: when the user kept it as
-- their recognition photo (NULL: uploaded, not kept; removed after a day).
CREATE TABLE recognition_photo (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    kept_at BIGINT
);
CREATE INDEX recognition_photo_user ON recognition_photo (user_id, kept_at, id);
CREATE INDEX recognition_photo_unkept ON recognition_photo (created_at) WHERE kept_at IS NULL;

ALTER TABLE identity_claim ADD COLUMN photo_id BIGINT REFERENCES recognition_photo (id) ON DELETE SET NULL;
