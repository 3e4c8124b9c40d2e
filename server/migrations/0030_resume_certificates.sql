-- Issue 20: a certificate (kind 5, source_sign its number) may be cited as a 平台认证 entry too, beside a completed
-- course (1), a training's result (2), an exam score (3) and a practical task (4). SQLite cannot change a CHECK in
-- place: the table is rebuilt with its rows; PostgreSQL replaces the column's constraint.
CREATE TABLE resume_verified_next (id {{pk}}, resume_id BIGINT NOT NULL REFERENCES resume (id) ON DELETE CASCADE, kind INTEGER NOT NULL CHECK (kind BETWEEN 1 AND 5), source_sign TEXT NOT NULL, created_at BIGINT NOT NULL, UNIQUE (resume_id, kind, source_sign)); -- sqlite
INSERT INTO resume_verified_next (id, resume_id, kind, source_sign, created_at) SELECT id, resume_id, kind, source_sign, created_at FROM resume_verified; -- sqlite
DROP TABLE resume_verified; -- sqlite
ALTER TABLE resume_verified_next RENAME TO resume_verified; -- sqlite
ALTER TABLE resume_verified DROP CONSTRAINT resume_verified_kind_check; -- postgres
ALTER TABLE resume_verified ADD CONSTRAINT resume_verified_kind_check CHECK (kind BETWEEN 1 AND 5); -- postgres
