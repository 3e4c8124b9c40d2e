#include "courses/seed.h"

#include <chrono>
#include <fstream>
#include <tuple>
#include <map>

#include <spdlog/spdlog.h>

#include "courses/demo_media.h"

namespace xj::courses {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kDemoSchool = "1";  // 学鲸职业技术学院, seeded by the site domain
constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kNormalMobile = "13800000003";   // 李娜
constexpr std::string_view kCoverDir = "course-covers/demo";
constexpr std::string_view kFileDir = "course-files/demo";

struct DemoType {
    const char* key;
    const char* parent;  // "" for level 1
    const char* name;
};

// Three levels: 专业大类 → 专业类 → 课程方向.
const std::vector<DemoType> kTypes{
    {"finance", "", "财经商贸"},           {"it", "", "信息技术"},             {"general", "", "公共基础"},
    {"accounting", "finance", "财务会计类"}, {"ecommerce", "finance", "电子商务类"}, {"marketing", "finance", "工商管理类"},
    {"computer", "it", "计算机类"},          {"data", "it", "大数据类"},             {"literacy", "general", "职业素养类"},
    {"language", "general", "语言类"},       {"t-accounting", "accounting", "会计实务"},
    {"t-ecommerce", "ecommerce", "电商运营"}, {"t-crossborder", "ecommerce", "跨境电商"},
    {"t-newmedia", "ecommerce", "新媒体运营"}, {"t-marketing", "marketing", "市场营销"},
    {"t-logistics", "marketing", "物流管理"},  {"t-programming", "computer", "程序设计"},
    {"t-ai", "computer", "人工智能"},          {"t-analysis", "data", "数据分析"},
    {"t-etiquette", "literacy", "职业礼仪"},   {"t-startup", "literacy", "创新创业"},
    {"t-english", "language", "商务英语"},
};

struct DemoChapter {
    const char* name;
    const char* synopsis;
    std::vector<const char*> videos;
};

struct DemoCourse {
    const char* name;
    const char* introduction;
    const char* details;
    const char* type3;
    int type;
    int kind;
    std::int64_t price;  // fen
    double credit;
    int period;
    bool wang_leads;
    std::uint32_t from, to;  // cover colours
    std::vector<DemoChapter> chapters;
};

const std::vector<DemoCourse> kCourses{
    {"会计基础", "从会计要素到记账凭证，零基础掌握会计核算的基本方法。",
     "本课程面向财经类专业一年级学生，系统讲解会计要素、会计科目与账户、借贷记账法、会计凭证与账簿。每章配有练习资料，学完可独立完成小企业的日常账务处理。",
     "t-accounting", 1, 4, 0, 3.0, 48, true, 0x1677ff, 0x69b1ff,
     {{"会计概述", "会计的职能、对象与基本假设。", {"什么是会计", "会计的基本假设", "会计信息质量要求"}},
      {"会计要素与会计等式", "六大会计要素及其相互关系。", {"资产与负债", "所有者权益与利润"}},
      {"借贷记账法", "记账规则、试算平衡与常见分录。", {"借贷记账规则", "试算平衡表"}}}},
    {"Python 程序设计", "用 Python 写出第一个实用小程序，掌握编程的基本思路。",
     "课程从变量、分支、循环讲起，逐步过渡到函数、列表与字典、文件读写，最后用一个成绩统计小项目把知识串起来。适合没有编程基础的同学。",
     "t-programming", 1, 4, 0, 4.0, 64, true, 0x13c2c2, 0x5cdbd3,
     {{"初识 Python", "安装环境，运行第一行代码。", {"安装与运行环境", "第一个程序"}},
      {"分支与循环", "让程序学会判断和重复。", {"条件判断", "循环语句", "综合练习"}},
      {"函数与数据结构", "函数、列表与字典。", {"定义函数", "列表与字典"}},
      {"文件与项目实践", "读写文件，完成成绩统计小项目。", {"读写文本文件", "成绩统计项目"}}}},
    {"电子商务运营", "店铺定位、商品规划与活动策划，搭建完整的电商运营思路。",
     "课程结合真实店铺案例，讲解电商平台规则、商品规划、流量获取、活动策划与数据复盘，帮助学生形成系统的运营方法。",
     "t-ecommerce", 1, 5, 19900, 3.0, 48, true, 0xfa8c16, 0xffc069,
     {{"电商平台与店铺定位", "主流平台规则与店铺定位方法。", {"主流电商平台", "店铺定位方法"}},
      {"商品规划与详情页", "选品、定价与详情页设计。", {"选品与定价", "详情页设计要点"}},
      {"流量与活动策划", "站内流量获取与促销活动。", {"站内流量来源", "大促活动策划", "活动复盘"}}}},
    {"跨境电商实务", "熟悉跨境平台、国际物流与海外营销的完整流程。",
     "课程介绍主流跨境电商平台的开店流程、产品上架、国际物流与支付、海外社交媒体营销，辅以真实的订单处理演练。",
     "t-crossborder", 1, 6, 29900, 3.0, 48, true, 0x722ed1, 0xb37feb,
     {{"跨境电商概况", "行业现状与主流平台。", {"行业现状与趋势", "主流跨境平台"}},
      {"产品上架与物流", "上架规范与国际物流方式。", {"产品上架规范", "国际物流方式"}},
      {"海外营销", "社交媒体与搜索引擎营销。", {"海外社交媒体营销", "站内广告投放"}}}},
    {"短视频运营", "从选题、拍摄到剪辑发布，做出有人看的短视频。",
     "课程围绕账号定位、选题策划、脚本撰写、拍摄与剪辑、发布与数据分析展开，每章都有可以直接上手的实操任务。",
     "t-newmedia", 2, 4, 0, 2.0, 32, true, 0xeb2f96, 0xff85c0,
     {{"账号定位与选题", "找准方向，持续产出好选题。", {"账号定位", "选题策划方法"}},
      {"拍摄与剪辑", "手机拍摄技巧与剪辑流程。", {"手机拍摄技巧", "剪辑基本流程", "字幕与配乐"}}}},
    {"商务英语", "掌握商务场景中的常用表达，自信地进行英文沟通。",
     "课程覆盖商务电话、邮件写作、会议与谈判、商务接待等常见场景，强调听说能力与职场礼貌用语。",
     "t-english", 2, 5, 0, 2.0, 32, false, 0x2f54eb, 0x85a5ff,
     {{"商务电话与邮件", "电话沟通与邮件写作。", {"商务电话常用语", "商务邮件写作"}},
      {"会议与谈判", "会议发言与谈判表达。", {"会议中的表达", "谈判技巧与用语"}},
      {"商务接待", "迎来送往的英语表达。", {"机场接待", "商务宴请"}}}},
    {"数据分析基础", "用表格与图表读懂数据，为业务决策提供依据。",
     "课程讲解数据收集与清洗、描述统计、数据透视与可视化，配套销售数据练习文件，学完能独立完成一份数据分析报告。",
     "t-analysis", 1, 5, 0, 3.0, 48, true, 0x08979c, 0x36cfc9,
     {{"数据分析入门", "分析流程与常用工具。", {"数据分析的流程", "常用分析工具"}},
      {"数据清洗与整理", "处理缺失值与重复值。", {"缺失值与重复值", "数据规范化"}},
      {"数据可视化", "选择合适的图表讲清结论。", {"常用图表类型", "制作分析报告"}}}},
    {"市场营销", "理解市场、顾客与竞争，学会制定营销方案。",
     "课程以营销组合为主线，讲解市场调研、消费者行为、目标市场选择、产品与价格策略、渠道与促销，最后完成一份完整的营销策划书。",
     "t-marketing", 1, 4, 0, 3.0, 48, true, 0xf5222d, 0xff7875,
     {{"市场与营销观念", "营销的核心概念。", {"什么是市场营销", "营销观念的演变"}},
      {"市场调研与目标市场", "调研方法与市场细分。", {"市场调研方法", "市场细分与定位"}},
      {"营销组合策略", "产品、价格、渠道与促销。", {"产品与价格策略", "渠道与促销策略"}}}},
    {"物流管理", "认识现代物流体系，掌握仓储与配送的基本管理方法。",
     "课程介绍物流系统构成、仓储管理、库存控制、运输与配送、供应链协同，结合电商仓配案例讲解。",
     "t-logistics", 2, 5, 9900, 2.0, 32, false, 0x389e0d, 0x95de64,
     {{"现代物流概述", "物流的功能与系统构成。", {"物流的基本功能", "物流系统构成"}},
      {"仓储与库存", "仓储作业与库存控制方法。", {"仓储作业流程", "库存控制方法"}},
      {"运输与配送", "运输方式与配送路线。", {"运输方式选择", "配送路线优化"}}}},
    {"人工智能导论", "了解人工智能的发展与应用，体验机器学习的基本思想。",
     "课程介绍人工智能的发展历程、机器学习的基本概念、图像与语音识别、大模型的应用与伦理，配有简单的动手实验。",
     "t-ai", 1, 6, 0, 2.0, 32, true, 0x531dab, 0x9254de,
     {{"人工智能简史", "从图灵测试到大模型。", {"人工智能的起源", "发展历程与现状"}},
      {"机器学习初探", "监督学习与模型评估。", {"什么是机器学习", "监督学习示例", "模型的评估"}},
      {"应用与伦理", "身边的人工智能及其边界。", {"生活中的人工智能", "人工智能伦理"}}}},
    {"职业礼仪", "塑造职业形象，掌握求职与职场中的礼仪规范。",
     "课程讲解仪容仪表、职场沟通、会面与接待、电话与网络礼仪、求职面试礼仪，帮助学生顺利走向工作岗位。",
     "t-etiquette", 2, 4, 0, 1.0, 16, true, 0xd48806, 0xffd666,
     {{"职业形象", "仪容仪表与着装。", {"仪容仪表", "职场着装"}},
      {"职场沟通与面试", "沟通礼仪与面试准备。", {"职场沟通礼仪", "求职面试礼仪"}}}},
    {"创新创业基础", "培养创新思维，学会发现机会并撰写创业计划书。",
     "课程从创新思维训练出发，讲解创业机会识别、商业模式设计、团队组建与创业计划书撰写，邀请校友分享创业经历。",
     "t-startup", 2, 6, 19900, 2.0, 32, true, 0x0958d9, 0x4096ff,
     {{"创新思维", "打破常规的思考方法。", {"创新思维训练", "设计思维方法"}},
      {"创业机会与商业模式", "识别机会，设计商业模式。", {"识别创业机会", "商业模式画布"}},
      {"创业计划书", "撰写与路演。", {"计划书的结构", "路演技巧"}}}},
};

// Priced courses the activation codes are for (indices into kCourses) and the codes' fixed values.
const std::vector<std::pair<std::size_t, const char*>> kCodes{
    {2, "XJDEMO2026CODE01"}, {3, "XJDEMO2026CODE02"}, {8, "XJDEMO2026CODE03"}, {11, "XJDEMO2026CODE04"}};
// 张晓明 studies these (free) courses: index, videos completed.
const std::vector<std::pair<std::size_t, int>> kStudentCourses{{0, 4}, {1, 2}, {4, 5}};
const std::vector<std::size_t> kNormalCourses{0, 1, 6, 7};

struct DemoFile {
    const char* name;
    const char* file_name;
    const char* type;
    std::string text;
    int chapter;  // 0-based chapter, -1 for the course as a whole
};

std::vector<DemoFile> files_of(std::size_t course) {
    switch (course) {
        case 0:
            return {{"会计科目表", "会计科目表.csv", "csv",
                     "编号,科目名称,类别\n1001,库存现金,资产\n1002,银行存款,资产\n1122,应收账款,资产\n2202,应付账款,负债\n"
                     "4001,实收资本,所有者权益\n6001,主营业务收入,损益\n",
                     1},
                    {"借贷记账法练习", "借贷记账法练习.md", "md",
                     "# 借贷记账法练习\n\n1. 收到投资者投入资金 50,000 元，存入银行。\n2. 用银行存款购买原材料 8,000 元。\n"
                     "3. 向银行借入短期借款 20,000 元。\n\n请写出每笔业务的会计分录。\n",
                     2},
                    {"课程学习指南", "课程学习指南.txt", "txt",
                     "会计基础课程学习指南\n\n每周学习一章，看完视频后完成章节练习。\n遇到问题可以在课程问答区提问。\n", -1}};
        case 1:
            return {{"成绩统计样例数据", "scores.csv", "csv",
                     "学号,姓名,语文,数学,英语\n2024010101,刘子涵,88,92,79\n2024010102,王浩然,75,84,90\n2024010103,陈雨桐,93,88,95\n",
                     3},
                    {"环境安装说明", "环境安装说明.md", "md",
                     "# Python 环境安装\n\n1. 到官网下载 Python 3.12 安装包。\n2. 安装时勾选 Add Python to PATH。\n"
                     "3. 打开终端输入 `python --version` 检查。\n",
                     0}};
        case 4:
            return {{"短视频脚本模板", "短视频脚本模板.md", "md",
                     "# 短视频脚本模板\n\n| 镜号 | 画面 | 台词 | 时长 |\n|---|---|---|---|\n| 1 | 开场特写 | 你知道吗？ | 3 秒 |\n",
                     0}};
        case 6:
            return {{"销售数据练习", "销售数据.csv", "csv",
                     "日期,门店,品类,销售额\n2026-10-01,一号店,饮料,1280\n2026-10-01,二号店,零食,960\n2026-10-02,一号店,零食,1105\n",
                     1}};
        default:
            return {{"课程简介", "课程简介.txt", "txt",
                     std::string(kCourses[course].name) + "\n\n" + kCourses[course].details + "\n", -1}};
    }
}

std::int64_t now_seconds() {
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

std::vector<demo::ClipSpec> clip_specs() {
    std::vector<demo::ClipSpec> specs;
    int n = 0;
    for (const auto& course : kCourses)
        for (const auto& chapter : course.chapters)
            for (const char* video : chapter.videos) {
                specs.push_back({video, 20 + (n % 3) * 4, 330 + (n % 8) * 55});
                ++n;
            }
    return specs;
}

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write the demo file " + path.string());
}

std::string cover_tag(int kind, int type) {
    return std::string(kind_name(kind)) + (type == kTypeCredit ? " · 学分课" : " · 选修课");
}

struct Seeded {
    std::vector<std::int64_t> course_ids;
    std::vector<std::vector<std::int64_t>> video_ids;    // per course, in order
    std::vector<std::vector<std::int64_t>> chapter_ids;  // per course
};

void seed_questions(const CourseStore& store, db::Conn& c, const Seeded& s, std::int64_t student, std::int64_t normal,
                    std::int64_t teacher, std::int64_t now) {
    struct Thread {
        std::size_t course;
        bool by_student;
        const char* question;
        std::vector<std::pair<int, const char*>> answers;  // 0 teacher, 1 student, 2 李娜
    };
    const std::vector<Thread> threads{
        {0, true, "借贷记账法里“有借必有贷，借贷必相等”应该怎么理解？",
         {{0, "每笔经济业务都会同时影响至少两个账户，一方记借、一方记贷，金额相等，所以总账借贷两方总是平衡的。"},
          {2, "我是对照第三章的练习资料做了几遍分录才弄明白的，推荐先做练习。"}}},
        {0, false, "资产和费用都记在借方，怎么区分？", {{0, "看经济实质：能带来未来经济利益的是资产，当期耗用的是费用。"}}},
        {1, true, "for 循环和 while 循环什么时候用哪个？",
         {{0, "知道要重复多少次（比如遍历列表）用 for；只知道结束条件时用 while。"}}},
        {1, false, "运行程序提示 IndentationError 是什么原因？", {{1, "一般是缩进不一致，检查是不是空格和 Tab 混用了。"}}},
        {4, true, "手机拍摄时画面总是抖，有什么办法？", {{0, "可以用手机稳定器，或者双手持机贴近身体，走路时屈膝小步移动。"}}},
        {7, false, "市场细分和目标市场选择有什么区别？", {}},
    };
    const CourseStore& st = store;
    std::int64_t at = now - 86400 * 5;
    for (const auto& t : threads) {
        std::int64_t course = s.course_ids[t.course];
        std::string sign = st.insert_question(c, course, t.by_student ? student : normal, t.question, at);
        auto q = st.find_question(c, sign);
        for (const auto& [who, text] : t.answers) {
            at += 3600;
            st.insert_answer(c, q->id, who == 0 ? teacher : who == 1 ? student : normal, text, at);
        }
        at += 7200;
    }
}

void seed_all(CourseService& courses, db::Conn& c, const fs::path& files_dir, const std::vector<demo::Clip>& clips,
              std::int64_t school_id) {
    const CourseStore& store = courses.store();
    const auto& users = courses.accounts().users();
    auto teacher = users.find_by_mobile(c, kTeacherMobile);
    auto student = users.find_by_mobile(c, kStudentMobile);
    auto normal = users.find_by_mobile(c, kNormalMobile);
    std::int64_t now = now_seconds();

    std::map<std::string, std::int64_t> types;
    std::map<std::string, std::string> parents;
    int sort = 0;
    for (const auto& t : kTypes) {
        std::optional<std::int64_t> parent;
        int level = 1;
        if (*t.parent != '\0') {
            parent = types.at(t.parent);
            level = parents.count(t.parent) ? 3 : 2;
            parents[t.key] = t.parent;
        }
        types[t.key] = store.insert_type(c, new_sign(), parent, level, t.name, ++sort);
    }
    std::int64_t main_campus = store.insert_district(c, new_sign(), school_id, "主校区", "杭州市钱塘区学源街 118 号", 1);
    std::int64_t east_campus = store.insert_district(c, new_sign(), school_id, "东校区", "杭州市钱塘区文泽路 66 号", 2);

    Seeded seeded;
    std::size_t clip = 0;
    for (std::size_t i = 0; i < kCourses.size(); ++i) {
        const DemoCourse& d = kCourses[i];
        std::string sign = new_sign();
        std::string tag = cover_tag(d.kind, d.type);
        fs::path cover = files_dir / kCoverDir / (sign + ".png");
        demo::draw_cover(cover, d.name, tag, d.from, d.to);
        std::string t3 = d.type3;
        std::string t2 = parents.at(t3);
        std::string t1 = parents.at(t2);
        CourseStore::NewCourse nc;
        nc.sign = sign;
        nc.school_id = school_id;
        nc.name = d.name;
        nc.introduction = d.introduction;
        nc.details = d.details;
        nc.details_two = std::string("适合对象：") + (d.kind == kKindIntro ? "零基础的同学" : d.kind == kKindMiddle ? "已有一定基础的同学" : "希望深入学习的同学") +
                         "。考核方式：观看视频、章节练习与期末考试相结合。";
        nc.picture = "/files/" + std::string(kCoverDir) + "/" + sign + ".png";
        nc.price = d.price;
        nc.credit = d.credit;
        nc.period = d.period;
        nc.type1_id = types.at(t1);
        nc.type2_id = types.at(t2);
        nc.type3_id = types.at(t3);
        nc.sort = static_cast<int>(i) + 1;
        nc.type = d.type;
        nc.kind = d.kind;
        nc.status = kStatusPublished;
        nc.created_by = teacher ? std::optional(teacher->id) : std::nullopt;
        nc.district_id = i % 3 == 2 ? east_campus : main_campus;
        std::int64_t course_id = store.insert_course(c, nc, now - 86400 * (30 - static_cast<std::int64_t>(i)));
        seeded.course_ids.push_back(course_id);
        if (teacher && d.wang_leads) store.add_teacher(c, new_sign(), course_id, teacher->id, true, now);
        store.insert_standard(c, Standard{0, course_id, 40, 10, 20, 25, 5}, now);

        std::vector<std::int64_t> video_ids;
        std::vector<std::int64_t> chapter_ids;
        int level = 0;
        for (const auto& ch : d.chapters) {
            std::int64_t chapter_id = store.insert_chapter(c, new_sign(), course_id, ++level, ch.name, ch.synopsis, now);
            chapter_ids.push_back(chapter_id);
            int vlevel = 0;
            for (const char* title : ch.videos) {
                const demo::Clip& m = clips.at(clip++);
                std::int64_t media = store.insert_media(c, new_sign(), m.relative, "video/mp4", m.size, m.duration_ms,
                                                        640, 360, now);
                video_ids.push_back(store.insert_video(c, new_sign(), chapter_id, course_id, ++vlevel, title, media, now));
            }
        }
        for (const auto& f : files_of(i)) {
            std::string fsign = new_sign();
            std::string rel = std::string(kFileDir) + "/" + fsign + "." + f.type;
            write_file(files_dir / rel, f.text);
            DataFile df;
            df.sign = fsign;
            df.course_id = course_id;
            if (f.chapter >= 0) df.chapter_id = chapter_ids.at(static_cast<std::size_t>(f.chapter));
            df.name = f.name;
            df.file_name = f.file_name;
            df.path = rel;
            df.size = static_cast<std::int64_t>(f.text.size());
            df.data_type = f.type;
            store.insert_file(c, df, now);
        }
        seeded.video_ids.push_back(std::move(video_ids));
        seeded.chapter_ids.push_back(std::move(chapter_ids));
    }
    for (const auto& [course, code] : kCodes) store.insert_code(c, code, seeded.course_ids[course], std::nullopt, now);

    if (student) {
        std::int64_t at = now - 3600 * 30;
        for (const auto& [course, done] : kStudentCourses) {
            std::int64_t id = seeded.course_ids[course];
            store.enrol(c, student->id, id, kSourceFree, at - 86400 * 3);
            const auto& videos = seeded.video_ids[course];
            double studied = 0;
            for (int v = 0; v < done && v < static_cast<int>(videos.size()); ++v) {
                store.insert_video_progress(c, student->id, videos[static_cast<std::size_t>(v)], id, 24, true, at);
                studied += 24;
            }
            int progress = static_cast<int>(done * 100 / static_cast<int>(videos.size()));
            auto last = done > 0 ? std::optional(videos[static_cast<std::size_t>(done - 1)]) : std::nullopt;
            store.set_enrolment_progress(c, student->id, id, progress, static_cast<std::int64_t>(studied), last, at);
            store.collect(c, student->id, id, at);
            store.record_view(c, student->id, id, at);
            at += 3600 * 8;
        }
    }
    if (normal)
        for (std::size_t course : kNormalCourses) store.enrol(c, normal->id, seeded.course_ids[course], kSourceFree, now);
    if (student && normal && teacher) seed_questions(store, c, seeded, student->id, normal->id, teacher->id, now);
}

// A later --demo start on a database seeded before (PostgreSQL kept, data directory new): the covers and data
// files the database names but the data directory lacks are drawn and written again.
int restore_files(CourseService& courses, const fs::path& files_dir) {
    const CourseStore& store = courses.store();
    auto [covers, files] = courses.database().with_conn([&](db::Conn& c) {
        return std::pair(store.covers_under(c, "/files/" + std::string(kCoverDir) + "/"),
                         store.files_under(c, std::string(kFileDir) + "/"));
    });
    int restored = 0;
    std::error_code ec;
    for (const auto& cover : covers) {
        fs::path path = files_dir / cover.picture.substr(std::string_view("/files/").size());
        if (fs::exists(path, ec)) continue;
        std::uint32_t from = 0x1677ff, to = 0x69b1ff;
        for (const auto& d : kCourses)
            if (d.name == cover.course_name) std::tie(from, to) = std::pair(d.from, d.to);
        demo::draw_cover(path, cover.course_name, cover_tag(cover.kind, cover.type), from, to);
        ++restored;
    }
    for (const auto& file : files) {
        fs::path path = files_dir / file.path;
        if (fs::exists(path, ec)) continue;
        for (std::size_t i = 0; i < kCourses.size(); ++i) {
            if (kCourses[i].name != file.course_name) continue;
            for (const auto& f : files_of(i))
                if (f.file_name == file.file_name) {
                    write_file(path, f.text);
                    ++restored;
                }
        }
    }
    return restored;
}

}  // namespace

bool seed_demo(CourseService& courses, const fs::path& files_dir) {
    const CourseStore& store = courses.store();
    // Videos first (outside any transaction): they are needed on every start since the data directory may be new.
    std::vector<demo::Clip> clips = demo::make_clips(clip_specs(), files_dir);
    if (courses.database().with_conn([&](db::Conn& c) { return store.any_course(c); })) {
        if (int restored = restore_files(courses, files_dir); restored > 0)
            spdlog::info("demo: restored {} course covers and data files into {}", restored, files_dir.string());
        return false;
    }
    bool seeded = false;
    try {
        seeded = courses.database().with_tx([&](db::Conn& c) {
            if (store.any_course(c)) return false;  // another instance started at the same time seeded meanwhile
            auto school = courses.site().store().find_school_by_sign(c, kDemoSchool);
            if (!school) return false;
            seed_all(courses, c, files_dir, clips, school->id);
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // lost the race to another instance
    }
    if (!seeded) restore_files(courses, files_dir);  // another instance seeded: its files are in its directory
    if (seeded)
        spdlog::info("demo: seeded {} courses with {} videos, 4 activation codes (XJDEMO2026CODE01–04)", kCourses.size(),
                     clips.size());
    return seeded;
}

}  // namespace xj::courses
