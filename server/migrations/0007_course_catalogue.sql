-- The course catalogue (docs/courses.md, issue 4): school districts, the sort and newest orders of the school
-- list, per-school counts of published courses kept by triggers (the unfiltered totals read them instead of
-- counting 100,000 rows), and Chinese substring search on course names: SQLite FTS5 with the trigram tokenizer
-- (an external-content table kept in step by triggers), PostgreSQL pg_trgm with a GIN index. Keywords of one or
-- two characters are shorter than a trigram: the stores scan the school's indexed list with LIKE instead.

CREATE TABLE school_district (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX school_district_school ON school_district (school_id, sort, id);

ALTER TABLE course ADD COLUMN district_id BIGINT REFERENCES school_district (id) ON DELETE SET NULL;
CREATE INDEX course_by_district ON course (district_id, status);
CREATE INDEX course_by_sort ON course (school_id, status, sort, id);
CREATE INDEX course_by_newest ON course (school_id, status, created_at, id);
CREATE INDEX course_by_price ON course (school_id, status, price, sort, id);
CREATE INDEX course_by_type1 ON course (type1_id, status, sort, id);
CREATE INDEX course_by_type2 ON course (type2_id, status, sort, id);

-- Published courses per school, type and kind.
CREATE TABLE course_tally (
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    type INTEGER NOT NULL,
    kind INTEGER NOT NULL,
    n BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (school_id, type, kind)
);
INSERT INTO course_tally (school_id, type, kind, n)
    SELECT school_id, type, kind, COUNT(*) FROM course WHERE status = 1 GROUP BY school_id, type, kind;

CREATE TRIGGER course_tally_insert AFTER INSERT ON course WHEN NEW.status = 1 BEGIN -- sqlite
    INSERT OR IGNORE INTO course_tally (school_id, type, kind, n) VALUES (NEW.school_id, NEW.type, NEW.kind, 0); -- sqlite
    UPDATE course_tally SET n = n + 1 WHERE school_id = NEW.school_id AND type = NEW.type AND kind = NEW.kind; -- sqlite
END; -- sqlite
CREATE TRIGGER course_tally_delete AFTER DELETE ON course WHEN OLD.status = 1 BEGIN -- sqlite
    UPDATE course_tally SET n = n - 1 WHERE school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- sqlite
END; -- sqlite
CREATE TRIGGER course_tally_update AFTER UPDATE OF status, type, kind, school_id ON course BEGIN -- sqlite
    UPDATE course_tally SET n = n - 1 -- sqlite
     WHERE OLD.status = 1 AND school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- sqlite
    INSERT OR IGNORE INTO course_tally (school_id, type, kind, n) -- sqlite
        SELECT NEW.school_id, NEW.type, NEW.kind, 0 WHERE NEW.status = 1; -- sqlite
    UPDATE course_tally SET n = n + 1 -- sqlite
     WHERE NEW.status = 1 AND school_id = NEW.school_id AND type = NEW.type AND kind = NEW.kind; -- sqlite
END; -- sqlite

CREATE FUNCTION course_tally_keep() RETURNS trigger LANGUAGE plpgsql AS $$ -- postgres
BEGIN -- postgres
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 1 THEN -- postgres
        UPDATE course_tally SET n = n - 1 -- postgres
         WHERE school_id = OLD.school_id AND type = OLD.type AND kind = OLD.kind; -- postgres
    END IF; -- postgres
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 1 THEN -- postgres
        INSERT INTO course_tally (school_id, type, kind, n) VALUES (NEW.school_id, NEW.type, NEW.kind, 1) -- postgres
            ON CONFLICT (school_id, type, kind) DO UPDATE SET n = course_tally.n + 1; -- postgres
    END IF; -- postgres
    RETURN NULL; -- postgres
END; -- postgres
$$; -- postgres
CREATE TRIGGER course_tally_insert AFTER INSERT OR DELETE ON course -- postgres
    FOR EACH ROW EXECUTE FUNCTION course_tally_keep(); -- postgres
CREATE TRIGGER course_tally_update AFTER UPDATE OF status, type, kind, school_id ON course -- postgres
    FOR EACH ROW EXECUTE FUNCTION course_tally_keep(); -- postgres

CREATE VIRTUAL TABLE course_search USING fts5 (name, content = 'course', content_rowid = 'id', tokenize = 'trigram'); -- sqlite
INSERT INTO course_search (rowid, name) SELECT id, name FROM course; -- sqlite
CREATE TRIGGER course_search_insert AFTER INSERT ON course BEGIN -- sqlite
    INSERT INTO course_search (rowid, name) VALUES (NEW.id, NEW.name); -- sqlite
END; -- sqlite
CREATE TRIGGER course_search_delete AFTER DELETE ON course BEGIN -- sqlite
    INSERT INTO course_search (course_search, rowid, name) VALUES ('delete', OLD.id, OLD.name); -- sqlite
END; -- sqlite
CREATE TRIGGER course_search_update AFTER UPDATE OF name ON course BEGIN -- sqlite
    INSERT INTO course_search (course_search, rowid, name) VALUES ('delete', OLD.id, OLD.name); -- sqlite
    INSERT INTO course_search (rowid, name) VALUES (NEW.id, NEW.name); -- sqlite
END; -- sqlite

CREATE EXTENSION IF NOT EXISTS pg_trgm; -- postgres
CREATE INDEX course_name_trgm ON course USING gin (name gin_trgm_ops); -- postgres
