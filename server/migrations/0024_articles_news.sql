-- Articles and news (issue 16, docs/articles.md). The articles domain writes every table here.

-- The article types readers filter by (学习方法, 职业规划…): the platform's, the same on every school's site.
CREATE TABLE article_type (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL UNIQUE,
    sort INTEGER NOT NULL DEFAULT 0
);

-- An article of a school, written by a teacher or a school admin of it. status 0 draft, 1 published, 2 unpublished
-- (taken down after publishing; its readers' collections and likes stay). content is HTML already sanitised on the
-- server (core/html_sanitizer.h); text is its plain text (search, summaries, length rules). course_id links the
-- course or training it belongs with, shown beside it.
CREATE TABLE article (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT NOT NULL REFERENCES school (id) ON DELETE CASCADE,
    author_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type_id BIGINT NOT NULL REFERENCES article_type (id),
    course_id BIGINT REFERENCES course (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL DEFAULT '',
    cover TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    recommend INTEGER NOT NULL DEFAULT 0,
    like_count BIGINT NOT NULL DEFAULT 0,
    collect_count BIGINT NOT NULL DEFAULT 0,
    view_count BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    published_at BIGINT
);
-- The public list: a school's published articles, newest first (by type too); the authors' management list.
CREATE INDEX article_public ON article (school_id, status, published_at, id);
CREATE INDEX article_public_type ON article (school_id, type_id, status, published_at, id);
CREATE INDEX article_author ON article (author_id, updated_at);

-- One like per reader and article (the count is kept on the article in the same transaction).
CREATE TABLE article_like (
    article_id BIGINT NOT NULL REFERENCES article (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (article_id, user_id)
);

-- A reader's collection (收藏), newest first.
CREATE TABLE article_collection (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    article_id BIGINT NOT NULL REFERENCES article (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, article_id)
);
CREATE INDEX article_collection_recent ON article_collection (user_id, created_at);

-- A signed-in reader's browsing record (浏览记录): one row per article, moved to the top when read again.
CREATE TABLE article_view (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    article_id BIGINT NOT NULL REFERENCES article (id) ON DELETE CASCADE,
    viewed_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, article_id)
);
CREATE INDEX article_view_recent ON article_view (user_id, viewed_at);

-- News and information (新闻资讯): category 1 business information (企业资讯), 2 industry and trade (行业资讯). A school's
-- news (school_id) is written by its admins; the platform's (school_id NULL) by the platform admin and shows on every
-- school's site. status 0 draft, 1 published. view_count orders the hot list.
CREATE TABLE news (
    id {{pk}},
    sign TEXT NOT NULL UNIQUE,
    school_id BIGINT REFERENCES school (id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    category INTEGER NOT NULL CHECK (category IN (1, 2)),
    title TEXT NOT NULL,
    summary TEXT NOT NULL DEFAULT '',
    cover TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
    view_count BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    published_at BIGINT
);
CREATE INDEX news_school ON news (school_id, status, category, published_at, id);
CREATE INDEX news_hot ON news (status, view_count);
