-- Commerce (issue 15, docs/commerce.md, decision 0009): orders for priced courses and trainings and for top-ups,
-- their online payments, and each user's virtual balance with its ledger. Money is integer fen everywhere. The
-- commerce domain writes every table here; enrolments made by a payment are written through the courses service in
-- the payment's transaction.

-- A user's virtual balance (余额). balance_fen equals the sum of the user's wallet_entry rows at every commit, and is
-- never negative: a payment takes money with a conditional UPDATE … WHERE balance_fen >= :amount.
CREATE TABLE wallet (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    balance_fen BIGINT NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
    updated_at BIGINT NOT NULL
);

-- An order. order_type 1 course, 2 training, 3 top-up (充值); status 0 unpaid, 1 paid, 2 closed (expired or
-- cancelled), 3 refunded; pay_type 0 not chosen yet, 1 balance (余额支付), 2 online (扫码支付). price_fen is the
-- price when the order was made (a later price change does not touch it), amount_fen what is paid (price minus the
-- discount). A user has at most one unpaid order per course (the partial unique index); a deleted order is closed
-- and hidden, never removed, so that a payment arriving late still finds it.
CREATE TABLE purchase_order (
    id {{pk}},
    order_no TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    school_id BIGINT REFERENCES school (id),
    order_type INTEGER NOT NULL,
    course_id BIGINT REFERENCES course (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    picture TEXT NOT NULL DEFAULT '',
    price_fen BIGINT NOT NULL CHECK (price_fen >= 0),
    discount_fen BIGINT NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
    amount_fen BIGINT NOT NULL CHECK (amount_fen >= 0),
    discount_code TEXT,
    status INTEGER NOT NULL DEFAULT 0,
    pay_type INTEGER NOT NULL DEFAULT 0,
    hidden INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    paid_at BIGINT,
    closed_at BIGINT
);
CREATE INDEX purchase_order_user ON purchase_order (user_id, hidden, created_at);
CREATE INDEX purchase_order_due ON purchase_order (status, expires_at);
CREATE UNIQUE INDEX purchase_order_one_unpaid ON purchase_order (user_id, course_id) WHERE status = 0;

-- One online payment attempt of an order at a provider ('platform', the offline default, or 'alipay'): out_trade_no
-- is the reference the provider knows it by, code_url what the QR code shows; status 0 waiting, 1 paid, 2 closed.
-- token is the platform provider's secret in its payment link (null for other providers).
CREATE TABLE payment (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    out_trade_no TEXT NOT NULL UNIQUE,
    token TEXT UNIQUE,
    code_url TEXT NOT NULL,
    amount_fen BIGINT NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    trade_no TEXT,
    created_at BIGINT NOT NULL,
    paid_at BIGINT
);
CREATE INDEX payment_order ON payment (order_id, status);

-- The ledger: every change of a balance, signed (kind 1 top-up, 2 payment, 3 refund, 4 commission, 5 a payment that
-- arrived for a closed order, 6 a grant), with the balance after it.
CREATE TABLE wallet_entry (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind INTEGER NOT NULL,
    amount_fen BIGINT NOT NULL,
    balance_after BIGINT NOT NULL,
    order_id BIGINT REFERENCES purchase_order (id) ON DELETE SET NULL,
    note TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX wallet_entry_user ON wallet_entry (user_id, id);
