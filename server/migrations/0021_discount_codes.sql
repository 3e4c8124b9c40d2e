-- Discount codes (issue 15, docs/commerce.md "Discount codes"): a teacher of a priced course or training, or an admin
-- of its school, makes a batch of codes; a buyer enters one when ordering. kind 1 is a rate (value 10–99: the buyer
-- pays value% of the price, 80 = 八折), kind 2 a fixed amount off (value in fen, at most the price). Each code may be
-- used use_limit times; an unpaid order holds one use of its code (used_count), given back when the order closes.
CREATE TABLE discount_batch (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind INTEGER NOT NULL,
    value BIGINT NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    use_limit INTEGER NOT NULL,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX discount_batch_course ON discount_batch (course_id, id);

CREATE TABLE discount_code (
    id {{pk}},
    code TEXT NOT NULL UNIQUE,
    batch_id BIGINT NOT NULL REFERENCES discount_batch (id) ON DELETE CASCADE,
    used_count INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0)
);
CREATE INDEX discount_code_batch ON discount_code (batch_id, id);
