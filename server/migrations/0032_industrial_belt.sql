-- The industrial belt map (issue 20, docs/industrial-belt.md): the platform's industrial belts, one province each,
-- maintained by the platform admin. The industry domain writes this table.
--
-- province: the two-digit GB/T 2260 code (33 浙江省); industries: a JSON array of names; enterprises: a JSON array
-- of {name, description} (the belt's partner enterprises as the admin wrote them; the job board's companies are
-- employment's, found by their city code).
CREATE TABLE industrial_belt (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    province TEXT NOT NULL,
    name TEXT NOT NULL,
    industries TEXT NOT NULL DEFAULT '[]',
    summary TEXT NOT NULL DEFAULT '',
    course_keyword TEXT NOT NULL DEFAULT '',
    enterprises TEXT NOT NULL DEFAULT '[]',
    position INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (province, name)
);
