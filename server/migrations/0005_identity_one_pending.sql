-- At most one pending identity claim per user, even when two submissions race on different instances.
CREATE UNIQUE INDEX identity_claim_one_pending ON identity_claim (user_id) WHERE status = 1;
