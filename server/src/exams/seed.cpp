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

const std::vector<DemoQuestion> kQuestions{
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
    std::vector<std::size_t> questions;  // indexes into kQuestions
};

const std::vector<DemoExam> kExams{
    {1, "第一章 课后作业", "请独立完成，可多次保存，截止前提交。", 0, {0, 1, 7, 8, 10, 13}},
    {2, "第一单元测试", "共 30 分钟，时间到自动提交。", 30, {0, 2, 3, 4, 5, 8, 9, 11, 12}},
    {3, "期末考试", "共 90 分钟，时间到自动提交；请勿切换页面。", 90, {1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14}},
};

}  // namespace

void seed_exams_demo(db::Database& db, const core::Clock& clock, courses::CourseService& courses) {
    const BankStore bank;
    const ExamStore exams;
    const SeedStore seed;
    bool seeded = db.with_tx([&](db::Conn& c) {
        auto course = seed.teacher_course(c, kTeacherMobile, kCourseName);
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
        for (const auto& q : kQuestions) {
            CheckedQuestion checked{q.type, q.stem, std::nullopt, q.level, q.score, q.options, q.answer, q.analysis};
            std::int64_t id = bank.insert(c, core::make_sign(), course_id, checked, ++serial, teacher_id, now);
            for (std::size_t i = 0; i < q.options.size(); ++i)
                bank.insert_option(c, core::make_sign(), id, option_letter(i), q.options[i], now);
            ids.push_back(id);
        }
        for (const auto& e : kExams) {
            CheckedExam exam;
            exam.type = e.type;
            exam.name = e.name;
            exam.attention = e.attention;
            exam.start_at = now - kDay;
            exam.end_at = now + 30 * kDay;
            exam.exam_time = e.exam_time;
            exam.shuffle = e.type == 3;
            std::int64_t exam_id = exams.insert(c, core::make_sign(), course_id, std::nullopt, exam, teacher_id, now);
            std::vector<std::int64_t> subjects;
            for (std::size_t i : e.questions) subjects.push_back(ids[i]);
            exams.add_subjects(c, exam_id, subjects, now);
            exams.refresh_total(c, exam_id, now);
            exams.set_release(c, exam_id, 1, now);
        }
        return true;
    });
    if (seeded) spdlog::info("demo: a question bank, a homework, a unit test and a final exam for {}", kCourseName);
}

}  // namespace xj::exams
