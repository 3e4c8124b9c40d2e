-- Teaching (issue 5, docs/teaching.md "Students"): one row per student a teacher enrolled through the Excel
-- import (importedStudentList); removed with the student's enrolment. student_card is the 学号 the sheet gave ("" for
-- none). Matching an import row by student number looks up approved claims by (school_id, number); a student's
-- approved number at a course's school (the lists' studentCard) by (user_id, school_id, status).
CREATE TABLE course_import (
    id {{pk}},
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    imported_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    student_card TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX course_import_course ON course_import (course_id, created_at, id);
CREATE INDEX course_import_user ON course_import (user_id, course_id);
CREATE INDEX identity_claim_number ON identity_claim (school_id, number, status);
CREATE INDEX identity_claim_user_school ON identity_claim (user_id, school_id, status);
