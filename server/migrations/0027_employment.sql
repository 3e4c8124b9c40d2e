-- Employment (issue 18, docs/employment.md): companies, their jobs, applications, favourites, the job board's
-- banners and the e-mail outbox. The employment domain writes every table here. Jobs are the platform's, not one
-- school's: every school's site shows the same board.

-- A company, managed by one enterprise user (owner_id; NULL for a company the platform entered). status 0 待审核,
-- 1 已认证, 2 未通过 (review_note says why): a company's jobs are public only while it is 已认证. industry is an
-- industry tag code, city an administrative-division code, scale 1–6 (employment/choices.cpp), welfare its benefits
-- one per line; logo a URL of a picture this server stored.
CREATE TABLE company (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    owner_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    logo TEXT NOT NULL DEFAULT '',
    industry TEXT NOT NULL DEFAULT '',
    scale INTEGER NOT NULL DEFAULT 0 CHECK (scale BETWEEN 0 AND 6),
    city TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    introduction TEXT NOT NULL DEFAULT '',
    welfare TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    review_note TEXT NOT NULL DEFAULT '',
    recommend INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    reviewed_at BIGINT
);
CREATE UNIQUE INDEX company_owner ON company (owner_id) WHERE owner_id IS NOT NULL;
CREATE INDEX company_review ON company (status, updated_at);

-- A job posting. position is a position tag code (four digits) and category its first two; city an
-- administrative-division code (a city's four digits or a municipality's two) and province its first two. Salaries
-- are K a month (0 and 0: 面议); education 0 不限 or 1 + an index into resume's degrees; experience 0–6 and job_type
-- 1–3 (employment/choices.cpp). status 1 招聘中, 2 已关闭, 3 已招满. listed is kept by the store: status 1 and the
-- company 已认证 — what the board shows, so its queries read one table. search is what a keyword matches: the title,
-- the company's name and the tags (skills, one per line), kept by the store when any of them changes.
CREATE TABLE job (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    company_id BIGINT NOT NULL REFERENCES company (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    position TEXT NOT NULL,
    category TEXT NOT NULL,
    industry TEXT NOT NULL,
    city TEXT NOT NULL,
    province TEXT NOT NULL,
    salary_min INTEGER NOT NULL DEFAULT 0,
    salary_max INTEGER NOT NULL DEFAULT 0,
    education INTEGER NOT NULL DEFAULT 0 CHECK (education BETWEEN 0 AND 8),
    experience INTEGER NOT NULL DEFAULT 0 CHECK (experience BETWEEN 0 AND 6),
    job_type INTEGER NOT NULL DEFAULT 1 CHECK (job_type IN (1, 2, 3)),
    headcount INTEGER NOT NULL DEFAULT 1,
    tags TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    contact_email TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
    promoted INTEGER NOT NULL DEFAULT 0,
    listed INTEGER NOT NULL DEFAULT 0,
    search TEXT NOT NULL DEFAULT '',
    view_count BIGINT NOT NULL DEFAULT 0,
    apply_count BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
-- The board, newest first: all listed jobs, or by city, province, industry, category or position; the promoted ones;
-- a company's own (its page and the enterprise centre).
CREATE INDEX job_board ON job (listed, updated_at, id);
CREATE INDEX job_board_city ON job (listed, city, updated_at, id);
CREATE INDEX job_board_province ON job (listed, province, updated_at, id);
CREATE INDEX job_board_industry ON job (listed, industry, updated_at, id);
CREATE INDEX job_board_category ON job (listed, category, updated_at, id);
CREATE INDEX job_board_position ON job (listed, position, updated_at, id);
CREATE INDEX job_board_promoted ON job (listed, promoted, updated_at, id);
CREATE INDEX job_of_company ON job (company_id, status, updated_at, id);

-- Keywords: Chinese substrings of job.search (SQLite FTS5 trigram in an external-content table kept by triggers,
-- PostgreSQL pg_trgm); keywords of one or two characters scan the filtered list with LIKE instead.
CREATE VIRTUAL TABLE job_search USING fts5 (search, content = 'job', content_rowid = 'id', tokenize = 'trigram'); -- sqlite
CREATE TRIGGER job_search_insert AFTER INSERT ON job BEGIN -- sqlite
    INSERT INTO job_search (rowid, search) VALUES (NEW.id, NEW.search); -- sqlite
END; -- sqlite
CREATE TRIGGER job_search_delete AFTER DELETE ON job BEGIN -- sqlite
    INSERT INTO job_search (job_search, rowid, search) VALUES ('delete', OLD.id, OLD.search); -- sqlite
END; -- sqlite
CREATE TRIGGER job_search_update AFTER UPDATE OF search ON job BEGIN -- sqlite
    INSERT INTO job_search (job_search, rowid, search) VALUES ('delete', OLD.id, OLD.search); -- sqlite
    INSERT INTO job_search (rowid, search) VALUES (NEW.id, NEW.search); -- sqlite
END; -- sqlite
CREATE EXTENSION IF NOT EXISTS pg_trgm; -- postgres
CREATE INDEX job_search_trgm ON job USING gin (search gin_trgm_ops); -- postgres

-- Courses an enterprise names on a job (推荐课程), in its order.
CREATE TABLE job_course (
    job_id BIGINT NOT NULL REFERENCES job (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    sort INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (job_id, course_id)
);

-- A seeker's favourite jobs (收藏职位), newest first.
CREATE TABLE job_favourite (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id BIGINT NOT NULL REFERENCES job (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_favourite_newest ON job_favourite (user_id, created_at);

-- An application (投递): one per user and job. status 0 while its e-mail is being sent (the row reserves the pair;
-- it is removed when the send fails), then 1 已投递, 2 已查看, 3 邀请面试, 4 不合适, 5 已录用 as the enterprise
-- moves it. The applicant's name, contacts and summary are copied when it is sent; resume_file is the PDF sent
-- (under the data directory's private files), empty when a summary was sent instead. message is the enterprise's
-- word with the last change; unseen is 1 until the applicant has seen that change. school_id is the applicant's
-- school then (the school's employment statistics); city and industry are the job's.
CREATE TABLE job_application (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    job_id BIGINT NOT NULL REFERENCES job (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    school_id BIGINT NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
    applicant_name TEXT NOT NULL DEFAULT '',
    applicant_mobile TEXT NOT NULL DEFAULT '',
    applicant_email TEXT NOT NULL DEFAULT '',
    summary TEXT NOT NULL DEFAULT '',
    resume_file TEXT NOT NULL DEFAULT '',
    mail_to TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL DEFAULT '',
    unseen INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (job_id, user_id)
);
CREATE INDEX job_application_mine ON job_application (user_id, created_at);
CREATE INDEX job_application_received ON job_application (job_id, status, created_at);
CREATE INDEX job_application_school ON job_application (school_id, created_at);

-- Each status an application had, with the enterprise's message: the applicant's timeline.
CREATE TABLE job_application_event (
    id {{pk}},
    application_id BIGINT NOT NULL REFERENCES job_application (id) ON DELETE CASCADE,
    status INTEGER NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX job_application_event_of ON job_application_event (application_id, id);

-- The job board's pictures: place 1 the banner on top of /employment, 2 the right side. link is a path of this site.
CREATE TABLE job_banner (
    id {{pk}},
    place INTEGER NOT NULL CHECK (place IN (1, 2)),
    title TEXT NOT NULL,
    picture TEXT NOT NULL,
    link TEXT NOT NULL DEFAULT '',
    sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX job_banner_place ON job_banner (place, sort);

-- E-mails as the offline default sends them (no SMTP_URL): kept here and logged, shown to the demo at
-- GET /dev/mail. attachment is a path under the data directory's private files.
CREATE TABLE mail_outbox (
    id {{pk}},
    mail_to TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    attachment_name TEXT NOT NULL DEFAULT '',
    attachment TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (mail_to, id);
