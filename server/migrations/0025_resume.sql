-- Resumes (issue 17, docs/resume.md). The resume domain writes every table here; the ids of the sections are
-- numeric, as the spec shows them (positionId, educateId, workId…).

-- One resume per user, made the first time it is asked for. Months are 'YYYY-MM' text (empty when not given);
-- city is an administrative-division code (resume/regions.h). template 1–7 (resume/templates.h). share_token is the
-- public link's secret, share_on whether it answers; share_views counts its opens. head_picture and video are paths
-- under the data directory's private files, served only through the resume's calls.
CREATE TABLE resume (
    id {{pk}},
    user_id BIGINT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL DEFAULT '',
    sex INTEGER NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
    birth TEXT NOT NULL DEFAULT '',
    mobile TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    work_status INTEGER NOT NULL DEFAULT 0 CHECK (work_status BETWEEN 0 AND 4),
    work_start TEXT NOT NULL DEFAULT '',
    political TEXT NOT NULL DEFAULT '',
    skills TEXT NOT NULL DEFAULT '',
    advantage TEXT NOT NULL DEFAULT '',
    head_picture TEXT NOT NULL DEFAULT '',
    video TEXT NOT NULL DEFAULT '',
    video_name TEXT NOT NULL DEFAULT '',
    video_size BIGINT NOT NULL DEFAULT 0,
    template INTEGER NOT NULL DEFAULT 1 CHECK (template BETWEEN 1 AND 7),
    share_token TEXT NOT NULL UNIQUE,
    share_on INTEGER NOT NULL DEFAULT 0,
    share_views BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- 求职意向: a position tag, an industry tag, a city, the monthly salary range in yuan (0 and 0: 面议) and the kind of
-- job (1 全职, 2 兼职, 3 实习).
CREATE TABLE resume_intention (
    id {{pk}},
    resume_id BIGINT NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
    position TEXT NOT NULL,
    industry TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL,
    salary_min INTEGER NOT NULL DEFAULT 0,
    salary_max INTEGER NOT NULL DEFAULT 0,
    job_type INTEGER NOT NULL DEFAULT 1 CHECK (job_type IN (1, 2, 3)),
    created_at BIGINT NOT NULL
);
CREATE INDEX resume_intention_of ON resume_intention (resume_id, id);

-- The dated sections, one table: kind 1 教育经历 (title: school, role: major, level: degree), 2 工作经历 and 3 实习经历
-- (title: company, role: position), 4 项目经历 (title: project, role: role), 5 培训经历 (title: institution, role:
-- course), 6 校园经历 (title: organisation or activity, role: role), 7 志愿经历 (title: organisation, role: role,
-- level: hours). start_month / end_month 'YYYY-MM'; end_month '' means 至今. Listed newest first.
CREATE TABLE resume_entry (
    id {{pk}},
    resume_id BIGINT NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
    kind INTEGER NOT NULL CHECK (kind BETWEEN 1 AND 7),
    title TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT '',
    level TEXT NOT NULL DEFAULT '',
    start_month TEXT NOT NULL,
    end_month TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX resume_entry_of ON resume_entry (resume_id, kind, start_month);

-- 资格证书: a certificate, language or computer level, or an award, in one of the categories of
-- resume/tags.cpp, with the month it was obtained.
CREATE TABLE resume_qualification (
    id {{pk}},
    resume_id BIGINT NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
    category INTEGER NOT NULL,
    name TEXT NOT NULL,
    obtained TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX resume_qualification_of ON resume_qualification (resume_id, id);

-- 平台认证 entries: a completed course (kind 1), a training's result (2) or an exam score (3) of the platform,
-- named by its sign. Only the reference is stored: what the entry says is read from the platform's records each time
-- it is shown, so the user cannot change it.
CREATE TABLE resume_verified (
    id {{pk}},
    resume_id BIGINT NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
    kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
    source_sign TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (resume_id, kind, source_sign)
);
