-- Commerce, continued (issue 15, docs/commerce.md "Refunds" and "Marketers"). The commerce domain writes every
-- table and column here.

-- A school admin refunds a paid course or training order into the buyer's balance (status 3): when, why, by whom.
ALTER TABLE purchase_order ADD COLUMN refunded_at BIGINT;
ALTER TABLE purchase_order ADD COLUMN refund_reason TEXT;
ALTER TABLE purchase_order ADD COLUMN refunded_by BIGINT REFERENCES users (id) ON DELETE SET NULL;

-- A marketer (推广员) of a school: a user applies (/apply-text), a school admin approves with a commission rate
-- (percent of what the buyer pays) or refuses with a reason. status 0 pending, 1 approved, 2 refused, 3 stopped.
-- sign is the public id in referral links (/marketer/{sign}). One row per user and school: applying again after a
-- refusal updates it.
CREATE TABLE marketer (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    real_name TEXT NOT NULL,
    mobile TEXT NOT NULL,
    intro TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0,
    rate INTEGER NOT NULL DEFAULT 0 CHECK (rate >= 0 AND rate <= 50),
    review_note TEXT NOT NULL DEFAULT '',
    applied_at BIGINT NOT NULL,
    reviewed_at BIGINT,
    reviewed_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    UNIQUE (school_id, user_id)
);
CREATE INDEX marketer_school ON marketer (school_id, status, applied_at);

-- The order came through the marketer's link; commission_fen is what the marketer was credited when it was paid
-- (0 until then, and when nothing was due).
ALTER TABLE purchase_order ADD COLUMN marketer_id BIGINT REFERENCES marketer (id) ON DELETE SET NULL;
ALTER TABLE purchase_order ADD COLUMN commission_fen BIGINT NOT NULL DEFAULT 0;
CREATE INDEX purchase_order_marketer ON purchase_order (marketer_id, status);

-- Visits of a referral link: one per visitor (a hash of the client's address and browser), link and China day, so
-- that reloading a page does not count again and a flood of requests writes at most one row per visitor a day.
CREATE TABLE referral_visit (
    marketer_id BIGINT NOT NULL REFERENCES marketer (id) ON DELETE CASCADE,
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    visitor TEXT NOT NULL,
    day INTEGER NOT NULL,
    visited_at BIGINT NOT NULL,
    PRIMARY KEY (marketer_id, course_id, visitor, day)
);
