-- The message centre (docs/messages.md): system notices (category 1, from an admin, for everyone), course messages
-- (category 2, from a teacher of the course, for the users enrolled in it) and school bulletins (category 3, from a
-- school admin, for the users of that school). Per-user read marks carry the category and scope (school id for
-- bulletins, course id for course messages, 0 for system notices), so an unread count is visible minus read, each
-- an indexed COUNT.

CREATE TABLE message (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    category INTEGER NOT NULL,
    scope_id BIGINT NOT NULL DEFAULT 0,
    school_id BIGINT REFERENCES school (id) ON DELETE CASCADE,
    course_id BIGINT REFERENCES course (id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
-- Lists (newest first) and visible counts of one category and scope: system (1, 0), a school (3, school id),
-- a course (2, course id).
CREATE INDEX message_by_scope ON message (category, scope_id, created_at, id);

CREATE TABLE message_read (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message_id BIGINT NOT NULL REFERENCES message (id) ON DELETE CASCADE,
    category INTEGER NOT NULL,
    scope_id BIGINT NOT NULL,
    read_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, message_id)
);
CREATE INDEX message_read_by_scope ON message_read (user_id, category, scope_id);
