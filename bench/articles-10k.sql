-- bench/gen-data.sh DIR bench/articles-10k.sql: 10,000 published articles of 学鲸职业技术学院 (copies of the demo
-- articles with a running number, spread over the types and the two demo writers, with likes and reads) and 2,000
-- published news items (half the school's business news, half the platform's industry news), for the list benches.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000),
demo AS (SELECT ROW_NUMBER() OVER (ORDER BY id) - 1 AS k, school_id, author_id, type_id, title, summary, cover, content,
                text FROM article WHERE status = 1)
INSERT INTO article (sign, school_id, author_id, type_id, title, summary, cover, content, text, status, recommend,
                     like_count, collect_count, view_count, created_at, updated_at, published_at)
SELECT printf('bench%011d', n.i), d.school_id, d.author_id, d.type_id, d.title || '（第' || n.i || '篇）', d.summary,
       d.cover, d.content, d.text, 1, 0, (n.i * 7) % 50, (n.i * 3) % 20, (n.i * 7919) % 5000, 1700000000 + n.i,
       1700000000 + n.i, 1700000000 + n.i
FROM n JOIN demo d ON d.k = n.i % 8;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000),
demo AS (SELECT ROW_NUMBER() OVER (ORDER BY id) - 1 AS k, school_id, author_id, category, title, summary, cover, source,
                content FROM news WHERE status = 1)
INSERT INTO news (sign, school_id, author_id, category, title, summary, cover, source, content, status, view_count,
                  created_at, updated_at, published_at)
SELECT printf('benchnews%07d', n.i), d.school_id, d.author_id, d.category, d.title || '（' || n.i || '）', d.summary,
       d.cover, d.source, d.content, 1, (n.i * 131) % 3000, 1700000000 + n.i, 1700000000 + n.i, 1700000000 + n.i
FROM n JOIN demo d ON d.k = n.i % 12;
