-- Training programmes (issue 14, docs/training.md, decision 0008): a training is a course row whose offering is 2,
-- so its chapters, videos, study time, exams, trainees, codes and resources are the course machinery's; the rows
-- only trainings have are here. offering is written once, by authoring, when the row is created.

ALTER TABLE course ADD COLUMN offering INTEGER NOT NULL DEFAULT 1;

-- The catalogue's tally counts published courses, never trainings (their catalogue is /train).
UPDATE course_tally SET n = 0;
UPDATE course_tally SET n = (
    SELECT COUNT(*) FROM course c
     WHERE c.school_id = course_tally.school_id AND c.type = course_tally.type AND c.kind = course_tally.kind
       AND c.status = 1 AND c.offering = 1);

DROP TRIGGER course_tally_insert; -- sqlite
DROP TRIGGER course_tally_delete; -- sqlite
DROP TRIGGER course_tally_update; -- sqlite
CREATE TRIGGER course_tally_insert AFTER INSERT ON course WHEN NEW.status = 1 AND NEW.offering = 1 BEGIN -- sqlite
    INSERT OR IGNORE INTO course_tally (school_id, type, kind, n) VALUES (NEW.school_id, NEW.type, NEW.kind, 0); -- sqlite
    UPDATE course_tally SET n = n + 1 WHERE school_id = NEW.school_id AND type = NEW.type AND kind = NEW.kind; -- sqlite
END; -- sqlite
CREATE TRIGGER course_tally_delete AFTER DELETE ON course WHEN OLD.status = 1 AND OLD.offering = 1 BEGIN -- sqlite
    UPDATE course_tally SET n = n - 1 WHERE school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- sqlite
END; -- sqlite
CREATE TRIGGER course_tally_update AFTER UPDATE OF status, type, kind, school_id ON course -- sqlite
    WHEN NEW.offering = 1 BEGIN -- sqlite
    UPDATE course_tally SET n = n - 1 -- sqlite
     WHERE OLD.status = 1 AND school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- sqlite
    INSERT OR IGNORE INTO course_tally (school_id, type, kind, n) -- sqlite
        SELECT NEW.school_id, NEW.type, NEW.kind, 0 WHERE NEW.status = 1; -- sqlite
    UPDATE course_tally SET n = n + 1 -- sqlite
     WHERE NEW.status = 1 AND school_id = NEW.school_id AND type = NEW.type AND kind = NEW.kind; -- sqlite
END; -- sqlite

CREATE OR REPLACE FUNCTION course_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$ -- postgres
BEGIN -- postgres
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 1 AND OLD.offering = 1 THEN -- postgres
        UPDATE course_tally SET n = n - 1 -- postgres
         WHERE school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- postgres
    END IF; -- postgres
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 1 AND NEW.offering = 1 THEN -- postgres
        INSERT INTO course_tally (school_id, type, kind, n) VALUES (NEW.school_id, NEW.type, NEW.kind, 1) -- postgres
            ON CONFLICT (school_id, type, kind) DO UPDATE SET n = course_tally.n + 1; -- postgres
    END IF; -- postgres
    RETURN NULL; -- postgres
END; -- postgres
$$; -- postgres

-- One row per training (its course row). join_rule: free (anyone signed in joins), code (an activation code),
-- order (bought; commerce, issue 15). hours: the programme's class hours as announced. starts_at / ends_at: the
-- training period (a day's Unix seconds; null when open-ended). recommend 1: listed among the recommended.
CREATE TABLE training (
    course_id BIGINT PRIMARY KEY REFERENCES course (id) ON DELETE CASCADE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    hours INTEGER NOT NULL DEFAULT 0,
    plan TEXT NOT NULL DEFAULT '',
    join_rule TEXT NOT NULL DEFAULT 'free',
    recommend INTEGER NOT NULL DEFAULT 0,
    starts_at BIGINT,
    ends_at BIGINT,
    sort INTEGER NOT NULL DEFAULT 0,
    updated_at BIGINT NOT NULL
);
CREATE INDEX training_by_sort ON training (school_id, sort, course_id);
CREATE INDEX training_recommended ON training (school_id, recommend, sort, course_id);

-- A partner enterprise of a school (合作企业); joined 1 when it has joined the school's programmes (the spec's
-- isJoinEnterprise). Moves to the employment domain's care when that domain arrives (issue 18).
CREATE TABLE enterprise (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    logo TEXT NOT NULL DEFAULT '',
    introduction TEXT NOT NULL DEFAULT '',
    industry TEXT NOT NULL DEFAULT '',
    joined INTEGER NOT NULL DEFAULT 1,
    sort INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX enterprise_by_school ON enterprise (school_id, joined, sort, id);

CREATE TABLE training_enterprise (
    training_id BIGINT NOT NULL REFERENCES training (course_id) ON DELETE CASCADE,
    enterprise_id BIGINT NOT NULL REFERENCES enterprise (id) ON DELETE CASCADE,
    sort INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (training_id, enterprise_id)
);
CREATE INDEX training_enterprise_by_enterprise ON training_enterprise (enterprise_id, training_id);
