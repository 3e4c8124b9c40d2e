-- Courses (issue 4, docs/courses.md): course types, courses with their teachers, chapters, chapter videos and the
-- media they play, assessment standards, enrolments, verified video progress, questions and answers, data files,
-- activation codes, collections and browsing history.
-- Money is in fen (INTEGER); instants are Unix seconds, except video_progress.last_beat_ms (milliseconds).

-- Three levels: level 1 has no parent; a level-n type's parent is of level n-1.
CREATE TABLE course_type (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    parent_id BIGINT REFERENCES course_type (id) ON DELETE CASCADE,
    level INTEGER NOT NULL,
    name TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX course_type_parent ON course_type (parent_id, sort, id);

-- type 1 credit course (学分课, listed at /college/master-courses), 2 other (/college/optional-courses);
-- kind 4 入门, 5 进阶, 6 高级; status 0 draft, 1 published, 2 archived (kept because students enrolled).
CREATE TABLE course (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    introduction TEXT NOT NULL DEFAULT '',
    details TEXT NOT NULL DEFAULT '',
    details_two TEXT NOT NULL DEFAULT '',
    picture TEXT NOT NULL DEFAULT '',
    price INTEGER NOT NULL DEFAULT 0,
    credit DOUBLE PRECISION NOT NULL DEFAULT 0,
    period INTEGER NOT NULL DEFAULT 0,
    type1_id BIGINT REFERENCES course_type (id) ON DELETE SET NULL,
    type2_id BIGINT REFERENCES course_type (id) ON DELETE SET NULL,
    type3_id BIGINT REFERENCES course_type (id) ON DELETE SET NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    type INTEGER NOT NULL DEFAULT 1,
    kind INTEGER NOT NULL DEFAULT 4,
    status INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    student_count INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX course_by_type ON course (school_id, status, type, sort, id);
CREATE INDEX course_by_kind ON course (school_id, status, kind, sort, id);
CREATE INDEX course_by_popularity ON course (school_id, status, student_count, id);
CREATE INDEX course_by_type3 ON course (type3_id, status, sort, id);
CREATE INDEX course_by_author ON course (created_by, id);

-- master 1 marks the lead teacher (主讲教师); at most one per course, kept by the service.
CREATE TABLE course_teacher (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    master INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    UNIQUE (course_id, user_id)
);
CREATE INDEX course_teacher_user ON course_teacher (user_id, course_id);

CREATE TABLE chapter (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    level INTEGER NOT NULL,
    name TEXT NOT NULL,
    synopsis TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX chapter_course ON chapter (course_id, level, id);

-- A playable file under <data-dir>/files/<path> (area "videos"); its sign is the spec's videoSign.
CREATE TABLE media (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    path TEXT NOT NULL,
    mime TEXT NOT NULL,
    size BIGINT NOT NULL,
    duration_ms BIGINT NOT NULL,
    width INTEGER NOT NULL DEFAULT 0,
    height INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE chapter_video (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    chapter_id BIGINT NOT NULL REFERENCES chapter (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    level INTEGER NOT NULL,
    title TEXT NOT NULL,
    media_id BIGINT REFERENCES media (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX chapter_video_chapter ON chapter_video (chapter_id, level, id);
CREATE INDEX chapter_video_course ON chapter_video (course_id, id);
CREATE INDEX chapter_video_media ON chapter_video (media_id);

-- Integer percentages summing to 100 (issue 5 enforces the sum).
CREATE TABLE assessment_standard (
    id {{pk}},
    course_id BIGINT NOT NULL UNIQUE REFERENCES course (id) ON DELETE CASCADE,
    watch_video INTEGER NOT NULL,
    interactive_question INTEGER NOT NULL,
    unit_testing INTEGER NOT NULL,
    final_exam INTEGER NOT NULL,
    log_sig INTEGER NOT NULL,
    updated_at BIGINT NOT NULL
);

-- status 1 in progress, 2 finished; progress 0..100 from verified video time; source free | code | order | teacher.
CREATE TABLE enrolment (
    id {{pk}},
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    progress INTEGER NOT NULL DEFAULT 0,
    studied_seconds BIGINT NOT NULL DEFAULT 0,
    last_video_id BIGINT REFERENCES chapter_video (id) ON DELETE SET NULL,
    last_studied_at BIGINT,
    created_at BIGINT NOT NULL,
    finished_at BIGINT,
    UNIQUE (user_id, course_id)
);
CREATE INDEX enrolment_course ON enrolment (course_id, id);
CREATE INDEX enrolment_user_status ON enrolment (user_id, status, id);

-- One row per user and chapter video. Seconds are verified: credited_seconds never grows faster than twice the
-- wall-clock time between accepted heartbeats; furthest_seconds is the furthest verified position,
-- resume_seconds where playback resumes; completed once furthest_seconds >= 90 % of the duration.
CREATE TABLE video_progress (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    video_id BIGINT NOT NULL REFERENCES chapter_video (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    credited_seconds DOUBLE PRECISION NOT NULL DEFAULT 0,
    furthest_seconds DOUBLE PRECISION NOT NULL DEFAULT 0,
    resume_seconds DOUBLE PRECISION NOT NULL DEFAULT 0,
    completed INTEGER NOT NULL DEFAULT 0,
    last_beat_ms BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (user_id, video_id)
);
CREATE INDEX video_progress_user_recent ON video_progress (user_id, updated_at);
CREATE INDEX video_progress_user_course ON video_progress (user_id, course_id);

-- sort_type 1 (most answered) orders by answer_count.
CREATE TABLE course_question (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    answer_count INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX course_question_newest ON course_question (course_id, created_at, id);
CREATE INDEX course_question_answered ON course_question (course_id, answer_count, id);

CREATE TABLE course_answer (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    question_id BIGINT NOT NULL REFERENCES course_question (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX course_answer_question ON course_answer (question_id, created_at, id);

-- A course data file under <data-dir>/files/<path> (area "course-files", served only through the download call).
CREATE TABLE course_file (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    chapter_id BIGINT REFERENCES chapter (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    file_name TEXT NOT NULL,
    path TEXT NOT NULL,
    size BIGINT NOT NULL,
    data_type TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX course_file_course ON course_file (course_id, chapter_id, id);

-- 16 upper-case letters or digits; used once (used_by set by one conditional UPDATE).
CREATE TABLE activation_code (
    id {{pk}},
    code TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    used_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    used_at BIGINT,
    expires_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX activation_code_course ON activation_code (course_id, id);

CREATE TABLE course_collection (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, course_id)
);
CREATE INDEX course_collection_recent ON course_collection (user_id, created_at);

CREATE TABLE course_view (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    viewed_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, course_id)
);
CREATE INDEX course_view_recent ON course_view (user_id, viewed_at);
