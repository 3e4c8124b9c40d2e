-- Orders in the admin consoles (issue 21, docs/admin.md "Orders and balances"): the school admin's list reads one
-- school's orders newest first, the platform admin's every school's; both page through these indexes.
CREATE INDEX purchase_order_school ON purchase_order (school_id, created_at, id);
CREATE INDEX purchase_order_created ON purchase_order (created_at, id);
