-- Issue 6 (docs/exams.md, question bank): a serial number is used by at most one live question of a course's bank
-- (a deleted question's number, status 1, may be taken again). The bank's writes take the course's bank lock
-- before they choose a number (BankStore::lock_bank); this index is the rule the database keeps.

-- Banks written before the rule may hold live duplicates: the later ones move after the bank's largest number, in
-- id order (the first of each number keeps it).
CREATE TEMPORARY TABLE question_serial_move AS
SELECT q.id,
       (SELECT MAX(m.serial_number) FROM question m WHERE m.course_id = q.course_id AND m.status = 0)
       + (SELECT COUNT(*) FROM question d
          WHERE d.course_id = q.course_id AND d.status = 0 AND d.id <= q.id
            AND EXISTS (SELECT 1 FROM question e WHERE e.course_id = d.course_id AND e.status = 0
                        AND e.serial_number = d.serial_number AND e.id < d.id)) AS serial_number
FROM question q
WHERE q.status = 0
  AND EXISTS (SELECT 1 FROM question e WHERE e.course_id = q.course_id AND e.status = 0
              AND e.serial_number = q.serial_number AND e.id < q.id);

UPDATE question SET serial_number = (SELECT s.serial_number FROM question_serial_move s WHERE s.id = question.id)
WHERE id IN (SELECT id FROM question_serial_move);

DROP TABLE question_serial_move;

CREATE UNIQUE INDEX question_serial ON question (course_id, serial_number) WHERE status = 0;
