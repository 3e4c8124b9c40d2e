// The question bank's pure rules: each field's check and message, answers normalised per type, the sheet's
// columns read back (docs/exams.md, Model).
#include <gtest/gtest.h>

#include "exams/bank_rules.h"

namespace xj::exams {
namespace {

QuestionForm valid(int type) {
    QuestionForm f;
    f.type = type;
    f.subject_name = "  题目  ";
    f.score = 5;
    if (type <= 2) f.options = {"甲", "乙", "丙"};
    f.answer = type == 1 ? "B" : type == 2 ? "A,C" : type == 3 ? "1" : type == 4 ? "北京" : "";
    return f;
}

std::vector<std::string> messages(const QuestionForm& f) {
    std::vector<std::string> out;
    for (const auto& e : check_question(f, nullptr)) out.push_back(e.field + ":" + e.message);
    return out;
}

TEST(BankRulesTest, AValidQuestionOfEachTypeIsCheckedWithDefaults) {
    for (int type = 1; type <= 5; ++type) {
        CheckedQuestion q;
        EXPECT_TRUE(check_question(valid(type), &q).empty()) << type;
        EXPECT_EQ(q.subject_name, "题目");
        EXPECT_EQ(q.level, 1);
        EXPECT_FALSE(q.serial_number.has_value());
        EXPECT_EQ(q.options.size(), type <= 2 ? 3U : 0U);
    }
}

TEST(BankRulesTest, EachRuleHasItsFieldAndMessage) {
    auto with = [](auto change) {
        QuestionForm f = valid(1);
        change(f);
        return messages(f);
    };
    using V = std::vector<std::string>;
    EXPECT_EQ(with([](QuestionForm& f) { f.subject_name = " \n "; }), V{"subjectName:请输入题目"});
    EXPECT_EQ(with([](QuestionForm& f) {
                  f.subject_name.clear();
                  for (int i = 0; i < 2001; ++i) f.subject_name += "题";
              }),
              V{"subjectName:题目不能超过2000个字"});
    EXPECT_EQ(with([](QuestionForm& f) { f.type.reset(); }), V{"type:请选择题型"});
    EXPECT_EQ(with([](QuestionForm& f) { f.serial_number = 0; }), V{"serialNumber:题号必须是正整数"});
    EXPECT_EQ(with([](QuestionForm& f) { f.serial_number = 10000; }), V{"serialNumber:题号必须是正整数"});
    EXPECT_EQ(with([](QuestionForm& f) { f.bad_serial = true; }), V{"serialNumber:题号必须是正整数"});
    EXPECT_EQ(with([](QuestionForm& f) { f.level = 0; }), V{"level:难度只能是易、中、难"});
    EXPECT_EQ(with([](QuestionForm& f) { f.score = 101; }), V{"score:分值必须是1到100之间的整数"});
    EXPECT_EQ(with([](QuestionForm& f) { f.score.reset(); }), V{"score:分值必须是1到100之间的整数"});
    EXPECT_EQ(with([](QuestionForm& f) { f.options = {"甲"}; }), V{"optionList:选项至少两个、至多八个"});
    EXPECT_EQ(with([](QuestionForm& f) { f.options.assign(9, "x"); }), V{"optionList:选项至少两个、至多八个"});
    EXPECT_EQ(with([](QuestionForm& f) { f.options[1] = " "; }), V{"optionList:请输入选项内容"});
    EXPECT_EQ(with([](QuestionForm& f) { f.options[1] = std::string(501, 'x'); }),
              V{"optionList:选项内容不能超过500个字"});
    EXPECT_EQ(with([](QuestionForm& f) { f.answer = ""; }), V{"answer:请设置正确答案"});
    EXPECT_EQ(with([](QuestionForm& f) { f.answer = "D"; }), V{"answer:正确答案必须是选项之一"});
    EXPECT_EQ(with([](QuestionForm& f) { f.analysis = std::string(5001, 'x'); }), V{"analysis:解析不能超过5000个字"});
    // Several at once, in field order.
    EXPECT_EQ(with([](QuestionForm& f) {
                  f.subject_name = "";
                  f.score = 0;
                  f.answer = "Z";
              }),
              (V{"subjectName:请输入题目", "score:分值必须是1到100之间的整数", "answer:正确答案必须是选项之一"}));
}

TEST(BankRulesTest, AnswersAreNormalisedPerType) {
    std::string error;
    EXPECT_EQ(normalise_answer(1, " b ", 4, &error), "B");
    EXPECT_EQ(normalise_answer(1, "Ｂ", 4, &error), "B");
    EXPECT_FALSE(normalise_answer(1, "A,B", 4, &error));
    EXPECT_EQ(error, "请设置正确答案");
    EXPECT_EQ(normalise_answer(2, "CA", 4, &error), "A,C");
    EXPECT_EQ(normalise_answer(2, "c, a，Ｄ", 4, &error), "A,C,D");
    EXPECT_EQ(normalise_answer(2, "A、B", 4, &error), "A,B");
    EXPECT_FALSE(normalise_answer(2, "A,A", 4, &error));
    EXPECT_EQ(error, "请设置正确答案");
    EXPECT_FALSE(normalise_answer(2, "A,E", 4, &error));
    EXPECT_EQ(error, "正确答案必须是选项之一");
    EXPECT_EQ(normalise_answer(3, "正确", 0, &error), "1");
    EXPECT_EQ(normalise_answer(3, "错误", 0, &error), "0");
    EXPECT_EQ(normalise_answer(3, "0", 0, &error), "0");
    EXPECT_FALSE(normalise_answer(3, "也许", 0, &error));
    EXPECT_EQ(normalise_answer(4, " 北京 | 北京市 || ", 0, &error), "北京|北京市");
    EXPECT_FALSE(normalise_answer(4, std::string(201, 'x'), 0, &error));
    EXPECT_EQ(error, "每个答案不能超过200个字");
    EXPECT_EQ(normalise_answer(5, "", 0, &error), "");
    EXPECT_FALSE(normalise_answer(5, std::string(5001, 'x'), 0, &error));
    EXPECT_EQ(error, "参考答案不能超过5000个字");
}

TEST(BankRulesTest, TheTemplateReadsBackAsTheQuestionsItShows) {
    auto titles = template_titles();
    ASSERT_EQ(titles.size(), 14U);
    EXPECT_EQ(titles.front(), "题型");
    EXPECT_EQ(titles[2], "选项A");
    EXPECT_EQ(titles[9], "选项H");
    EXPECT_EQ(titles.back(), "解析");
    EXPECT_TRUE(is_template_header(titles));
    auto examples = template_examples();
    ASSERT_EQ(examples.size(), 5U);
    for (std::size_t i = 0; i < examples.size(); ++i) {
        CheckedQuestion q;
        EXPECT_TRUE(check_question(sheet_question(examples[i]), &q).empty()) << i;
        EXPECT_EQ(q.type, static_cast<int>(i) + 1);
        EXPECT_EQ(question_cells(q), examples[i]);
    }
}

TEST(BankRulesTest, SheetCellsAreReadLikeATeacherTypesThem) {
    std::vector<std::string> row(14);
    row[0] = "单选题";
    row[1] = "题";
    row[2] = "甲";
    row[4] = "丙";  // a gap: an empty option B
    row[10] = "A";
    row[11] = "5.0";
    row[12] = "难";
    QuestionForm f = sheet_question(row);
    EXPECT_EQ(f.options, (std::vector<std::string>{"甲", "", "丙"}));
    EXPECT_EQ(f.score, 5);
    EXPECT_EQ(f.level, 3);
    EXPECT_EQ(messages(f), std::vector<std::string>{"optionList:请输入选项内容"});
    row[11] = "五分";
    row[12] = "很难";
    row[0] = "问答";
    f = sheet_question(row);
    EXPECT_TRUE(f.bad_score);
    EXPECT_TRUE(f.bad_level);
    EXPECT_TRUE(f.bad_type);
    row[0] = "判断题";
    row[10] = "1.0";
    row[11] = "2";
    row[12] = "";
    CheckedQuestion q;
    EXPECT_TRUE(check_question(sheet_question(row), &q).empty());
    EXPECT_EQ(q.answer, "1");
    EXPECT_TRUE(q.options.empty());
    EXPECT_TRUE(blank_record({"", " ", "\t"}));
    EXPECT_FALSE(blank_record({"", "x"}));
}

}  // namespace
}  // namespace xj::exams
