-- Activation codes bought in bulk (issue 15's activate store, docs/commerce.md "Activation codes in bulk"): an order of
-- type 4 for `quantity` codes of a priced course or training. Paid, it holds its codes: activation_code rows made
-- through the courses service in the payment's transaction, listed here by order. The commerce domain writes
-- order_code and the new column.
ALTER TABLE purchase_order ADD COLUMN quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1);

-- One unpaid order per course and buyer is a rule of the course and training orders only: a buyer may have code
-- orders for a course beside their own.
DROP INDEX purchase_order_one_unpaid;
CREATE UNIQUE INDEX purchase_order_one_unpaid ON purchase_order (user_id, course_id) WHERE status = 0 AND order_type IN (1, 2);

-- The landing page's visit counter writes at most a cap of rows per link and China day (the count reads this index).
CREATE INDEX referral_visit_day ON referral_visit (marketer_id, course_id, day);

CREATE TABLE order_code (
    order_id BIGINT NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE REFERENCES activation_code (code) ON DELETE CASCADE,
    PRIMARY KEY (order_id, code)
);
