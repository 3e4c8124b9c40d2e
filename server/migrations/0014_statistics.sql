-- Course statistics (docs/teaching.md, Statistics): every figure groups one course's rows.
-- Study days and records of a course by day (the primary key starts with user_id).
CREATE INDEX study_day_course_day ON study_day (course_id, day);
-- Enrolments per day of a course (charts).
CREATE INDEX enrolment_course_created ON enrolment (course_id, created_at);
-- Learners and completions per video of a course (study analysis).
CREATE INDEX video_progress_course_video ON video_progress (course_id, video_id);
-- Views of a course (the primary key starts with user_id).
CREATE INDEX course_view_course ON course_view (course_id);
