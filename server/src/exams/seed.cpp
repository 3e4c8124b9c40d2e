#include "exams/seed.h"

#include <chrono>

#include <spdlog/spdlog.h>

#include "core/sign.h"
#include "exams/seed_store.h"

namespace xj::exams {

namespace {

constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kCourseName = "Python 程序设计";
constexpr std::int64_t kDay = 86400;

struct DemoQuestion {
    int type;
    const char* stem;
    std::vector<std::string> options;
    const char* answer;
    int score;
    int level;
    const char* analysis;
};

const std::vector<DemoQuestion> kPythonQuestions{
    {1,
     "Python 中用于在屏幕上输出内容的函数是？",
     {"input()", "print()", "len()", "type()"},
     "B",
     5,
     1,
     "print() 把内容输出到屏幕；input() 读取键盘输入。"},
    {1,
     "下列哪个是合法的 Python 变量名？",
     {"2name", "my-name", "my_name", "class"},
     "C",
     5,
     1,
     "变量名不能以数字开头，不能含减号，也不能是关键字。"},
    {1, "表达式 7 // 2 的值是？", {"3.5", "3", "4", "1"}, "B", 5, 2, "// 是整除，结果向下取整。"},
    {1,
     "用于定义函数的关键字是？",
     {"func", "function", "def", "lambda"},
     "C",
     5,
     1,
     "def 定义函数，lambda 定义匿名函数。"},
    {2,
     "下列哪些是 Python 的内置数据类型？",
     {"list", "dict", "array", "tuple"},
     "A,B,D",
     10,
     2,
     "array 需要从标准库的 array 模块导入。"},
    {2,
     "下列哪些语句可以用来写循环？",
     {"for", "while", "loop", "repeat"},
     "A,B",
     10,
     1,
     "Python 只有 for 和 while 两种循环。"},
    {2,
     "关于列表，下列说法正确的是？",
     {"列表可以修改", "列表元素类型必须相同", "列表可以嵌套列表", "列表下标从 1 开始"},
     "A,C",
     10,
     2,
     "列表可变、可嵌套，元素类型可以不同，下标从 0 开始。"},
    {3, "Python 使用缩进来表示代码块。", {}, "1", 5, 1, "Python 用缩进而不是花括号表示代码块。"},
    {3, "元组创建后可以修改其中的元素。", {}, "0", 5, 1, "元组是不可变的。"},
    {3, "字典的键必须是不可变类型。", {}, "1", 5, 2, "键要可哈希，列表不能作为键。"},
    {4, "表达式 3 ** 2 的值是 ____。", {}, "9", 5, 1, "** 是乘方运算。"},
    {4, "获取列表 a 长度的内置函数是 ____。", {}, "len|len()", 5, 1, "len() 返回容器的元素个数。"},
    {4, "Python 中表示“空值”的关键字是 ____。", {}, "None", 5, 2, "None 是 NoneType 的唯一值。"},
    {5,
     "简述列表与元组的区别。",
     {},
     "列表可变，元组不可变；列表用方括号，元组用圆括号；元组可作为字典的键。",
     10,
     2,
     "答出可变性与用途的区别即可。"},
    {5,
     "写一个函数，返回列表中所有偶数的和，并说明思路。",
     {},
     "def even_sum(nums):\n    return sum(n for n in nums if n % 2 == 0)",
     20,
     3,
     "遍历并筛选偶数后求和；代码可运行即可得分。"},
};

struct DemoExam {
    int type;
    const char* name;
    const char* attention;
    int exam_time;
    std::vector<std::size_t> questions;  // indexes into its bank's questions
    int answer_mode = 1;                 // 2: the learner uploads an answer file
    int chapter = 0;                     // the chapter (level) it shows under in the timetable; 0: none
};

const std::vector<DemoExam> kPythonExams{
    {1, "第一章 课后作业", "请独立完成，可多次保存，截止前提交。", 0, {0, 1, 7, 8, 10, 13}},
    {2, "第一单元测试", "共 30 分钟，时间到自动提交。", 30, {0, 2, 3, 4, 5, 8, 9, 11, 12}},
    {3, "期末考试", "共 90 分钟，时间到自动提交；请勿切换页面。", 90, {1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14}},
};

// 跨境电商运营实训 (a training: its works and exams are a course's, docs/training.md).
const std::vector<DemoQuestion> kCrossBorderQuestions{
    {1,
     "亚马逊平台上，卖家自行发货的配送方式简称是？",
     {"FBA", "FBM", "FOB", "CIF"},
     "B",
     10,
     1,
     "FBM 即 Fulfillment by Merchant，由卖家自己发货；FBA 由亚马逊仓储配送。"},
    {1,
     "选品时衡量市场竞争程度最直接的指标是？",
     {"商品重量", "同类商品的评论数与卖家数", "工厂距离", "包装颜色"},
     "B",
     10,
     1,
     "评论数多、卖家多的类目竞争激烈，新卖家进入难度大。"},
    {2,
     "一条合格的 listing 通常包含哪些部分？",
     {"标题", "五点描述", "商品图片", "供应商联系方式"},
     "A,B,C",
     20,
     2,
     "供应商信息不应出现在前台页面。"},
    {3,
     "欧洲站点销售商品通常需要注册当地增值税（VAT）税号。",
     {},
     "1",
     10,
     1,
     "在欧洲仓储或销售达到门槛都需注册 VAT。"},
    {3, "站内广告的点击率越高，广告花费一定越少。", {}, "0", 10, 2, "点击多意味着花费多，要结合转化率与 ACoS 看。"},
    {4, "广告花费占广告销售额的比例，简称 ____。", {}, "ACoS|acos", 10, 2, "ACoS = 广告花费 ÷ 广告销售额。"},
    {5,
     "请为一款便携榨汁杯写一个英文 listing 标题，并说明关键词的选择理由。",
     {},
     "标题包含品牌、核心关键词（portable blender）、主要卖点与规格。",
     30,
     2,
     "关键词前置、卖点清楚、不堆砌即可。"},
};

const std::vector<DemoExam> kCrossBorderExams{
    {2, "跨境电商认知测验", "共 20 分钟，时间到自动提交。", 20, {0, 3, 4, 5}, 1, 1},
    {1, "选品分析练习", "根据课上的数据方法完成，可多次保存。", 0, {1, 2, 5}, 1, 2},
    {1,
     "店铺 listing 优化方案",
     "下载实训任务书，按要求完成 listing 优化方案后上传（PDF、Word 或图片）。",
     0,
     {2, 6},
     2,
     3},
    {3,
     "店铺运营实战考核",
     "完成一份店铺运营方案（选品、listing、广告与物流），整理为 PDF 上传。",
     0,
     {0, 1, 2, 3, 4, 5, 6},
     2,
     3},
};

// A course's question bank and exams of the demo, made by its teacher.
struct DemoBank {
    std::string_view course;
    const std::vector<DemoQuestion>& questions;
    const std::vector<DemoExam>& exams;
};

const std::vector<DemoBank> kBanks{
    {kCourseName, kPythonQuestions, kPythonExams},
    {"跨境电商运营实训", kCrossBorderQuestions, kCrossBorderExams},
};

}  // namespace

void seed_exams_demo(db::Database& db, const core::Clock& clock, courses::CourseService& courses) {
    const BankStore bank;
    const ExamStore exams;
    const SeedStore seed;
    for (const DemoBank& demo : kBanks) {
        bool seeded = db.with_tx([&](db::Conn& c) {
            auto course = seed.teacher_course(c, kTeacherMobile, demo.course);
            auto teacher = seed.user_by_mobile(c, kTeacherMobile);
            if (!course || !teacher) return false;
            std::int64_t course_id = *course;
            if (seed.has_questions(c, course_id)) return false;
            std::int64_t teacher_id = *teacher;
            std::int64_t now = clock.now_seconds();

            if (auto student = seed.user_by_mobile(c, kStudentMobile))
                courses.enrol(c, *student, course_id, "free", now);  // idempotent, counted

            std::vector<std::int64_t> ids;
            int serial = 0;
            for (const auto& q : demo.questions) {
                CheckedQuestion checked{q.type,  q.stem,    std::nullopt, q.level,
                                        q.score, q.options, q.answer,     q.analysis};
                std::int64_t id = bank.insert(c, core::make_sign(), course_id, checked, ++serial, teacher_id, now);
                for (std::size_t i = 0; i < q.options.size(); ++i)
                    bank.insert_option(c, core::make_sign(), id, option_letter(i), q.options[i], now);
                ids.push_back(id);
            }
            std::vector<courses::Chapter> chapters = courses.chapters_of(c, course_id, teacher_id);
            for (const auto& e : demo.exams) {
                CheckedExam exam;
                exam.type = e.type;
                exam.name = e.name;
                exam.attention = e.attention;
                exam.start_at = now - kDay;
                exam.end_at = now + 30 * kDay;
                exam.exam_time = e.exam_time;
                exam.answer_mode = e.answer_mode;
                exam.shuffle = e.type == 3 && e.answer_mode == 1;
                std::optional<std::int64_t> chapter;
                for (const auto& ch : chapters)
                    if (ch.level == e.chapter) chapter = ch.id;
                std::int64_t exam_id = exams.insert(c, core::make_sign(), course_id, chapter, exam, teacher_id, now);
                std::vector<std::int64_t> subjects;
                for (std::size_t i : e.questions) subjects.push_back(ids[i]);
                exams.add_subjects(c, exam_id, subjects, now);
                exams.refresh_total(c, exam_id, now);
                exams.set_release(c, exam_id, 1, now);
            }
            return true;
        });
        if (seeded) spdlog::info("demo: a question bank, homework and exams for {}", demo.course);
    }
}

}  // namespace xj::exams
