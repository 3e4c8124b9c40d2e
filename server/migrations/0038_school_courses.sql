-- 课程管理 of 学校管理后台 (issue 21, docs/admin.md "Courses of the school"): a school's course rows, courses and
-- trainings in any state, latest change first.
CREATE INDEX course_by_school_change ON course (school_id, updated_at, id);
