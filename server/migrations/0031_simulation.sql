-- Simulation training (issue 20, docs/simulation.md): the store-operation practices a school offers, each user's run
-- of a practice, and a course's assignments of practices. The simulation domain writes these tables.
--
-- simulation_practice: category 1 跨境电商, 2 国内电商, 3 创业实训; marketplace amazon | tmall | jd; funds and the
-- targets in fen, target_rating in hundredths (450 = 4.5); seed fixes the practice's market, so every student of
-- it meets the same days.
CREATE TABLE simulation_practice (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    category INTEGER NOT NULL CHECK (category IN (1, 2, 3)),
    marketplace TEXT NOT NULL CHECK (marketplace IN ('amazon', 'tmall', 'jd')),
    summary TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    days INTEGER NOT NULL CHECK (days BETWEEN 5 AND 30),
    funds BIGINT NOT NULL,
    target_revenue BIGINT NOT NULL,
    target_profit BIGINT NOT NULL,
    target_rating INTEGER NOT NULL,
    seed BIGINT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX simulation_practice_school ON simulation_practice (school_id, category, position);

-- One run per user and practice (重新开始 replaces its state and keeps best_score). stage 1 company … 5 finished
-- and day mirror the state document for lists; version grows with every saved decision (a save is conditional on
-- it); score is this run's final score, best_score the best of every run.
CREATE TABLE simulation_run (
    id {{pk}},
    practice_id BIGINT NOT NULL REFERENCES simulation_practice (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stage INTEGER NOT NULL CHECK (stage BETWEEN 1 AND 5),
    day INTEGER NOT NULL,
    version BIGINT NOT NULL,
    state TEXT NOT NULL,
    score DOUBLE PRECISION,
    best_score DOUBLE PRECISION,
    started_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    finished_at BIGINT,
    UNIQUE (user_id, practice_id)
);
CREATE INDEX simulation_run_practice ON simulation_run (practice_id, updated_at);
CREATE INDEX simulation_run_user ON simulation_run (user_id, updated_at);

-- A course's practices; in_assessment 1: the best score counts as one more unit test in teaching's composite score.
CREATE TABLE simulation_assignment (
    id {{pk}},
    course_id BIGINT NOT NULL REFERENCES course (id) ON DELETE CASCADE,
    practice_id BIGINT NOT NULL REFERENCES simulation_practice (id) ON DELETE CASCADE,
    in_assessment INTEGER NOT NULL DEFAULT 0 CHECK (in_assessment IN (0, 1)),
    assigned_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    assigned_at BIGINT NOT NULL,
    UNIQUE (course_id, practice_id)
);
CREATE INDEX simulation_assignment_practice ON simulation_assignment (practice_id);
CREATE INDEX simulation_assignment_assigned_by ON simulation_assignment (assigned_by);  -- deleting a user sets NULL
