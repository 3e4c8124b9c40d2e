-- Practical tasks of a training (issue 14 slice 4, docs/training.md "Practical tasks", decision 0008): a task the
-- trainee starts, does and hands in as a file, scored by the training's teachers against its pass line. Gating is
-- data: a task may require other tasks of the same training to have reached their pass lines (a missing score is a
-- fail) before it can be started or handed in; the training service checks it inside the write's transaction.

-- task_no is the spec's taskId (unique in its training, shown as the task's number); chapter_id places it in the
-- timetable (null: after the chapters); pass_line and full_score are points (0 ≤ pass_line ≤ full_score).
CREATE TABLE practice_task (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    chapter_id BIGINT REFERENCES chapter (id) ON DELETE SET NULL,
    task_no INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    pass_line INTEGER NOT NULL,
    full_score INTEGER NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (course_id, task_no)
);
CREATE INDEX practice_task_chapter ON practice_task (chapter_id);

-- task_id may be started and handed in only when every required task has reached its pass line. Both tasks are of
-- one training; no task requires itself and the requirements have no cycle (checked by the service that writes them).
CREATE TABLE practice_prerequisite (
    task_id BIGINT NOT NULL REFERENCES practice_task (id) ON DELETE CASCADE,
    required_id BIGINT NOT NULL REFERENCES practice_task (id) ON DELETE CASCADE,
    PRIMARY KEY (task_id, required_id)
);
CREATE INDEX practice_prerequisite_required ON practice_prerequisite (required_id);

-- A trainee's work on a task: status 1 started, 2 handed in (awaiting its score), 3 scored. One row per trainee and
-- task; handing in again (before it is scored, or after a score below the pass line) replaces the file and the score.
CREATE TABLE practice_result (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    task_id BIGINT NOT NULL REFERENCES practice_task (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status INTEGER NOT NULL DEFAULT 1,
    score INTEGER,
    comment TEXT NOT NULL DEFAULT '',
    file_path TEXT,
    file_name TEXT,
    file_size BIGINT,
    file_mime TEXT,
    started_at BIGINT NOT NULL,
    submitted_at BIGINT,
    scored_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    scored_at BIGINT,
    UNIQUE (task_id, user_id)
);
CREATE INDEX practice_result_user ON practice_result (user_id, task_id);
