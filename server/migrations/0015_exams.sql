-- Exams (issue 6, docs/exams.md): a course's question bank, its exams (作业, 单元测试, 期末考试) composed from the
-- bank, students' attempts with a deadline stored when they start, and the answers saved per attempt and question.
-- Instants are Unix seconds; booleans are INTEGER 0/1; scores are whole points.

-- type 1 单选题, 2 多选题, 3 判断题, 4 填空题, 5 简答题; level 1 易, 2 中, 3 难; status 0 in use, 1 deleted but kept
-- for the records of the exams that used it (hidden from the bank).
-- answer: 1 "B"; 2 "A,C" (sorted); 3 "1"/"0"; 4 accepted answers joined by "|"; 5 a reference answer ("" for none).
CREATE TABLE question (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    type INTEGER NOT NULL,
    subject_name TEXT NOT NULL,
    serial_number INTEGER NOT NULL,
    level INTEGER NOT NULL DEFAULT 1,
    score INTEGER NOT NULL,
    answer TEXT NOT NULL DEFAULT '',
    analysis TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX question_bank ON question (course_id, status, serial_number, id);
CREATE INDEX question_bank_type ON question (course_id, status, type, serial_number, id);

-- Options of types 1 and 2, named "A"… in order (re-lettered after a delete).
CREATE TABLE question_option (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    question_id BIGINT NOT NULL REFERENCES question (id) ON DELETE CASCADE,
    option_name TEXT NOT NULL,
    option_content TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX question_option_question ON question_option (question_id, option_name, id);

-- type 1 作业, 2 单元测试, 3 期末考试; exam_time minutes (0: until end_at); answer_mode 1 在线作答, 2 线下作答;
-- release_status 0 未发布, 1 已发布; total_score the sum of its subjects' scores (kept by the service).
CREATE TABLE exam (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    chapter_id BIGINT REFERENCES chapter (id) ON DELETE SET NULL,
    type INTEGER NOT NULL,
    name TEXT NOT NULL,
    attention TEXT NOT NULL DEFAULT '',
    start_at BIGINT NOT NULL,
    end_at BIGINT NOT NULL,
    exam_time INTEGER NOT NULL DEFAULT 0,
    total_score INTEGER NOT NULL DEFAULT 0,
    answer_mode INTEGER NOT NULL DEFAULT 1,
    shuffle INTEGER NOT NULL DEFAULT 0,
    attempt_limit INTEGER NOT NULL DEFAULT 1,
    release_status INTEGER NOT NULL DEFAULT 0,
    answers_released INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX exam_course ON exam (course_id, type, id);
CREATE INDEX exam_course_released ON exam (course_id, release_status, type, start_at, id);
CREATE INDEX exam_chapter ON exam (chapter_id);

-- An exam's questions; serial is the order in the exam (1…).
CREATE TABLE exam_subject (
    id {{pk}},
    exam_id BIGINT NOT NULL REFERENCES exam (id) ON DELETE CASCADE,
    question_id BIGINT NOT NULL REFERENCES question (id) ON DELETE CASCADE,
    serial INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (exam_id, question_id)
);
CREATE INDEX exam_subject_order ON exam_subject (exam_id, serial, id);
CREATE INDEX exam_subject_question ON exam_subject (question_id);

-- A student's attempt (the spec's record; sign = unitestingUserRecordId). submit_status 0 作答中, 1 已提交 (批改中 while
-- an annotation answer is ungraded), 2 已批改; deadline_at = min(started_at + exam_time, end_at), stored at start;
-- score NULL until every answer is graded; save_seq the last accepted save; count_down the client's last report
-- (information only); seed the shuffle order; file_* the offline answer file (answer_mode 2) under <files>/<file_path>.
CREATE TABLE exam_attempt (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    exam_id BIGINT NOT NULL REFERENCES exam (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    submit_status INTEGER NOT NULL DEFAULT 0,
    started_at BIGINT NOT NULL,
    deadline_at BIGINT NOT NULL,
    submitted_at BIGINT,
    auto_submitted INTEGER NOT NULL DEFAULT 0,
    score INTEGER,
    leave_count INTEGER NOT NULL DEFAULT 0,
    save_seq BIGINT NOT NULL DEFAULT 0,
    saved_at BIGINT,
    count_down BIGINT NOT NULL DEFAULT 0,
    seed BIGINT NOT NULL DEFAULT 0,
    comment TEXT NOT NULL DEFAULT '',
    graded_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    graded_at BIGINT,
    file_path TEXT,
    file_name TEXT,
    file_size BIGINT,
    file_mime TEXT,
    file_uploaded_at BIGINT
);
CREATE INDEX exam_attempt_exam ON exam_attempt (exam_id, submit_status, id);
CREATE INDEX exam_attempt_user ON exam_attempt (user_id, exam_id, id);
CREATE INDEX exam_attempt_deadline ON exam_attempt (submit_status, deadline_at);
-- Concurrent starts make one attempt: at most one in progress per exam and user.
CREATE UNIQUE INDEX exam_attempt_in_progress ON exam_attempt (exam_id, user_id) WHERE submit_status = 0;

-- One answer per attempt and question, upserted by saves; got_score NULL until graded (automatically on submission,
-- by a teacher for 简答题).
CREATE TABLE attempt_answer (
    id {{pk}},
    attempt_id BIGINT NOT NULL REFERENCES exam_attempt (id) ON DELETE CASCADE,
    question_id BIGINT NOT NULL REFERENCES question (id) ON DELETE CASCADE,
    answer TEXT,
    got_score INTEGER,
    comment TEXT NOT NULL DEFAULT '',
    graded_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    graded_at BIGINT,
    updated_at BIGINT NOT NULL,
    UNIQUE (attempt_id, question_id)
);
CREATE INDEX attempt_answer_question ON attempt_answer (question_id);
