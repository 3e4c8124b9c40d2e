-- Certificates (issue 20, docs/certificates.md): what the school certifies a student has achieved. The certificates
-- domain writes this table.
--
-- A certificate is a document: what it says is frozen when it is issued (the holder's name, the course's name and
-- hours, the score, the school's name), so renaming or deleting the course, or the holder renaming themselves, never
-- changes a certificate already issued; course_id and user_id go NULL when those rows are deleted, and the
-- certificate still verifies. kind 1 the platform issued it for a course passed under its assessment standard, 2 for
-- a training passed so, 3 a teacher issued it for an offline result. number is XJ + the year + six digits from the
-- id (XJ2026000042); code the eight-character verification code printed on it and in its QR code. revoked_at,
-- revoked_by and revoke_reason: the school revoked it (it then verifies as revoked, never as not found).
CREATE TABLE certificate (
    id {{pk}},
    number TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL,
    kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    course_id BIGINT REFERENCES course (id) ON DELETE SET NULL,
    holder_name TEXT NOT NULL,
    school_name TEXT NOT NULL,
    course_name TEXT NOT NULL,
    hours INTEGER NOT NULL DEFAULT 0,
    score DOUBLE PRECISION NOT NULL,
    remark TEXT NOT NULL DEFAULT '',
    issued_at BIGINT NOT NULL,
    issued_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    revoked_at BIGINT,
    revoked_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    revoke_reason TEXT NOT NULL DEFAULT ''
);
-- One certificate per student and course, whoever issued it (a second claim answers the first).
CREATE UNIQUE INDEX certificate_holder_course ON certificate (user_id, course_id)
    WHERE user_id IS NOT NULL AND course_id IS NOT NULL;
CREATE INDEX certificate_user ON certificate (user_id, issued_at);
CREATE INDEX certificate_course ON certificate (course_id, issued_at);
CREATE INDEX certificate_school ON certificate (school_id, issued_at);
CREATE INDEX certificate_issued_by ON certificate (issued_by);  -- deleting a user sets NULL
CREATE INDEX certificate_revoked_by ON certificate (revoked_by);
