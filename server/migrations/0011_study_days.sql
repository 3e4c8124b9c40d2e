-- Study (issue 4, docs/study.md "Personal centre"): verified seconds credited per user, course and day in China
-- time ('YYYY-MM-DD', Asia/Shanghai), the ledger behind /personal/getTrainStudyProcess (the last 7 days).
CREATE TABLE study_day (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    seconds DOUBLE PRECISION NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, course_id, day)
);
CREATE INDEX study_day_user_day ON study_day (user_id, day);
