-- Identity authentication: claims of users to be a student or a teacher of a school, and the rosters of
-- student and employee numbers the schools' admins import.

-- type 1 student, 2 teacher; status 1 pending, 2 passed, 3 rejected.
CREATE TABLE identity_claim (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type INTEGER NOT NULL,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    real_name TEXT NOT NULL,
    number TEXT NOT NULL,
    status INTEGER NOT NULL,
    reviewer_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    reason TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    decided_at BIGINT
);
CREATE INDEX identity_claim_user ON identity_claim (user_id, id);
CREATE INDEX identity_claim_school ON identity_claim (school_id, status, id);

-- kind: student | teacher.
CREATE TABLE school_roster (
    id {{pk}},
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    number TEXT NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (school_id, kind, number)
);
