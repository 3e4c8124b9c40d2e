-- One approved claim per student or staff number of a school (issue 13): a roster entry, or a number approved
-- by hand, belongs to one account. Where several accounts were approved for one number before, the first keeps it
-- and the others are marked rejected with the reason (their roles stay as they were; the school admin sees them).
UPDATE identity_claim SET status = 3, reason = '同一学号/工号已被其他账号认证'
WHERE status = 2 AND EXISTS (
    SELECT 1 FROM identity_claim o
    WHERE o.school_id = identity_claim.school_id AND o.type = identity_claim.type AND o.number = identity_claim.number
      AND o.status = 2 AND o.id < identity_claim.id);
CREATE UNIQUE INDEX identity_claim_one_approved ON identity_claim (school_id, type, number) WHERE status = 2;
