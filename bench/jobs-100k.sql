-- bench/gen-data.sh DIR bench/jobs-100k.sql: 100,000 open jobs (listed, status 1) spread over the demo's verified
-- companies, for the job search bench (bench/job_search.sh, issue 18). 32 common titles with their real position
-- codes (server/src/resume/tags.cpp: category two digits, position four), a running number in the title, ten cities
-- (province = the code's first two digits), industries A–T weighted towards I, C, F and L, salaries by title,
-- experience and kind of job (a few 面议), education 0–7, experience 0–6, two tag sets per title, posted over the
-- last 90 days. The numbers come from three MINSTD generators carried through the recursive CTE, so every run makes
-- the same rows (but for the dates, which follow the clock). search is what JobStore keeps (title, company name and
-- tags joined with char(10)); the 0027 triggers fill the FTS5 table job_search as the rows go in.
WITH RECURSIVE n(i, s, r, q) AS (
    SELECT 1, 20261128, 424242, 987654321
    UNION ALL
    SELECT i + 1, s * 48271 % 2147483647, r * 69621 % 2147483647, q * 16807 % 2147483647 FROM n WHERE i < 100000
),
-- k, title, position code, lowest monthly salary (K) of a junior full-time post, two tag sets (one per line)
title(k, name, position, pay, tags_a, tags_b) AS (VALUES
    (0, '前端开发工程师', '0101', 8, 'JavaScript|TypeScript|React', 'JavaScript|Vue|Git'),
    (1, 'Java开发工程师', '0102', 9, 'Java|Spring Boot|SQL', 'Java|SQL|Linux|Git'),
    (2, 'Python开发工程师', '0103', 9, 'Python|SQL|Linux', 'Python|Docker|Git'),
    (3, 'C/C++开发工程师', '0104', 10, 'C++|Linux|Git', 'C++|Linux'),
    (4, '测试工程师', '0105', 7, 'SQL|Linux|Python', 'Python|Git'),
    (5, '运维工程师', '0106', 7, 'Linux|Docker|SQL', 'Linux|Git|Docker'),
    (6, '数据分析师', '0107', 8, 'Python|SQL|数据分析', 'SQL|数据分析|Excel'),
    (7, '算法工程师', '0108', 15, 'Python|机器学习|C++', 'Python|机器学习'),
    (8, '嵌入式工程师', '0109', 9, 'C++|Linux', 'C++|Linux|Git'),
    (9, '网络安全工程师', '0110', 10, 'Linux|Python|SQL', 'Linux|Docker'),
    (10, '产品经理', '0201', 10, '需求分析|Axure|原型设计', '需求分析|数据分析|项目管理'),
    (11, '产品助理', '0202', 6, '需求分析|原型设计', 'Axure|原型设计'),
    (12, 'UI设计师', '0301', 7, 'Figma|Photoshop|Sketch', 'Figma|Illustrator'),
    (13, '平面设计师', '0302', 5, 'Photoshop|Illustrator', 'Photoshop|C4D|手绘'),
    (14, '新媒体运营', '0401', 5, '文案写作|短视频剪辑|活动策划', '文案写作|社群运营'),
    (15, '电商运营', '0402', 6, '数据分析|活动策划', '数据分析|SEO|活动策划'),
    (16, '直播运营', '0405', 6, '短视频剪辑|社群运营', '活动策划|短视频剪辑'),
    (17, '跨境电商运营', '0406', 7, '亚马逊运营|数据分析|SEO', '亚马逊运营|英语'),
    (18, '销售代表', '0502', 5, '客户开发|商务谈判|CRM', '客户开发|市场调研'),
    (19, '客户经理', '0503', 7, '客户开发|CRM|商务谈判', '商务谈判|品牌推广'),
    (20, '人力资源专员', '0601', 5, '招聘|员工关系|薪酬绩效', '招聘|Office办公软件'),
    (21, '行政专员', '0603', 4, 'Office办公软件|公文写作', '公文写作|Office办公软件'),
    (22, '会计', '0701', 5, '财务报表|用友|税务', '财务报表|金蝶|Excel'),
    (23, '出纳', '0702', 4, 'Excel|金蝶', 'Excel|用友'),
    (24, '课程顾问', '0802', 5, '普通话|PPT制作', '课程设计|普通话'),
    (25, '物流专员', '0903', 5, 'ERP|库存管理', '库存管理|供应商管理'),
    (26, '外贸业务员', '0905', 6, '英语|报关', '英语|供应商管理|ERP'),
    (27, '机械工程师', '1003', 8, 'CAD|SolidWorks', 'CAD|SolidWorks|六西格玛'),
    (28, '电气工程师', '1004', 8, 'PLC|CAD', 'PLC|ISO9001'),
    (29, '质量管理', '1002', 6, 'ISO9001|六西格玛', 'ISO9001|CAD'),
    (30, '护士', '1101', 5, '护理|急救', '护理|健康咨询'),
    (31, '客服专员', '1201', 4, '沟通表达|投诉处理|Office办公软件', '沟通表达|打字')
),
city(k, code) AS (VALUES
    (0, '4201'), (1, '4403'), (2, '4401'), (3, '3301'), (4, '31'), (5, '11'), (6, '5101'), (7, '3201'), (8, '6101'),
    (9, '3205')
),
company_k AS (
    SELECT ROW_NUMBER() OVER (ORDER BY c.id) - 1 AS k, c.id, c.name,
           COALESCE((SELECT j.contact_email FROM job j WHERE j.company_id = c.id ORDER BY j.id LIMIT 1),
                    'hr' || c.id || '@bench.example.com') AS email
    FROM company c WHERE c.status = 1
),
-- Each row's draws: the title, city, industry, education, experience and kind of job from s (mixed radix), the
-- company, pay and tag set from r, the age, a later edit and the headcount from q.
draw AS (
    SELECT n.i, n.s % 32 AS t, n.s / 32 % 10 AS c,
           substr('IIIIIICCCCFFFLLLPPGGJJRQMEHKABDNOST', 1 + n.s / 320 % 35, 1) AS industry,
           CAST(substr('0000444444555555523617', 1 + n.s / 11200 % 22, 1) AS INTEGER) AS education,
           n.s / 246400 % 19 AS x, n.s / 4681600 % 25 AS kind,
           n.r % (SELECT COUNT(*) FROM company_k) AS co, n.r / 16 % 20 AS pay, n.r / 320 % 2 AS tagset,
           n.r / 640 % 20 = 0 AS negotiable, n.q % 7776000 AS age, n.q / 7776000 % 5 = 0 AS edited,
           1 + n.q / 38880000 % 5 AS headcount
    FROM n
),
job_k AS (
    SELECT d.*, CASE WHEN d.kind < 20 THEN 1 WHEN d.kind < 22 THEN 2 ELSE 3 END AS job_type,
           CASE WHEN d.kind < 20 THEN CAST(substr('0011222333334445556', 1 + d.x, 1) AS INTEGER)
                ELSE d.x % 2 END AS experience
    FROM draw d
),
job_row AS (
    SELECT j.*, t.name || CASE j.job_type WHEN 2 THEN '（兼职）' WHEN 3 THEN '（实习）' ELSE '' END ||
                '（' || j.i || '）' AS title,
           t.position, replace(CASE j.tagset WHEN 0 THEN t.tags_a ELSE t.tags_b END, '|', char(10)) AS tags,
           CASE WHEN j.negotiable THEN 0
                WHEN j.job_type = 1 THEN t.pay + j.experience * 3 * t.pay / 8 + j.pay % 4
                ELSE 2 + j.pay % 3 END AS salary_min,
           ct.code AS city, co.id AS company_id, co.name AS company_name, co.email,
           CAST(strftime('%s', 'now') AS INTEGER) - j.age AS created_at
    FROM job_k j JOIN title t ON t.k = j.t JOIN city ct ON ct.k = j.c JOIN company_k co ON co.k = j.co
)
INSERT INTO job (sign, company_id, title, position, category, industry, city, province, salary_min, salary_max,
                 education, experience, job_type, headcount, tags, description, contact_email, status, promoted,
                 listed, search, view_count, apply_count, created_at, updated_at)
SELECT printf('benchjob%011d', j.i), j.company_id, j.title, j.position, substr(j.position, 1, 2), j.industry, j.city,
       substr(j.city, 1, 2), j.salary_min,
       CASE WHEN j.salary_min = 0 THEN 0 WHEN j.job_type = 1 THEN j.salary_min + 2 + j.salary_min * (2 + j.pay % 4) / 8
            ELSE j.salary_min + 1 + j.pay % 2 END,
       j.education, j.experience, j.job_type, j.headcount, j.tags,
       '岗位职责：' || char(10) || '1. 负责' || j.title || '的日常工作；' || char(10) || '2. 与团队协作，按时复盘总结。' ||
           char(10) || char(10) || '任职要求：' || char(10) || '1. 熟悉' || replace(j.tags, char(10), '、') || '；' ||
           char(10) || '2. 沟通顺畅，责任心强，乐于学习。',
       j.email, 1, j.i % 100 = 0, 1, j.title || char(10) || j.company_name || char(10) || j.tags,
       j.i * 7919 % 3000, j.i * 31 % 60, j.created_at,
       j.created_at + CASE WHEN j.edited THEN j.age / 2 ELSE 0 END
FROM job_row j;
