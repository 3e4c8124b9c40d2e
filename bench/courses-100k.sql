-- bench/gen-data.sh (its default): 100,000 published courses for 学鲸职业技术学院 beside the demo courses, named after the
-- demo courses with a running number, spread over the demo types, both course types, the three kinds, free and
-- priced, with varied enrolment counts. The triggers of 0007 keep course_tally and the FTS5 index in step.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000),
demo AS (SELECT ROW_NUMBER() OVER (ORDER BY id) - 1 AS k, name, picture, type1_id, type2_id, type3_id, created_by, school_id
         FROM course WHERE sign NOT LIKE 'bench%')
INSERT INTO course (sign, school_id, name, introduction, details, details_two, picture, price, credit, period,
                    type1_id, type2_id, type3_id, sort, type, kind, status, created_by, student_count, created_at,
                    updated_at)
SELECT printf('bench%019d', n.i), d.school_id, d.name || '（第' || n.i || '期）', '基准测试用的课程，内容与同名演示课程相同。',
       '', '', d.picture, CASE WHEN n.i % 4 = 0 THEN 19900 ELSE 0 END, 2.0, 32, d.type1_id, d.type2_id, d.type3_id,
       100 + n.i, 1 + n.i % 2, 4 + n.i % 3, 1, d.created_by, (n.i * 7919) % 1000, 1700000000 + n.i, 1700000000 + n.i
FROM n JOIN demo d ON d.k = n.i % 12;
