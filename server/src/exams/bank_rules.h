// Pure rules of the question bank (docs/exams.md, Model and Calls — question bank): the question form, its checks
// with the contract's messages, answer normalisation, the import template's columns and reading one sheet row.
// No database, no JSON (bank_rules_test.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.h"

namespace xj::exams {

inline constexpr std::size_t kSubjectNameMax = 2000;
inline constexpr std::size_t kOptionContentMax = 500;
inline constexpr std::size_t kAnalysisMax = 5000;
inline constexpr std::size_t kReferenceAnswerMax = 5000;
inline constexpr std::size_t kFillAnswerMax = 200;
inline constexpr std::size_t kOptionsMin = 2;
inline constexpr std::size_t kOptionsMax = 8;
inline constexpr int kSerialMax = 9999;
inline constexpr int kScoreMax = 100;
inline constexpr std::size_t kImportMaxRowsBank = 1000;
inline constexpr std::size_t kImportMaxBytesBank = 2 * 1024 * 1024;

inline constexpr std::string_view kMsgSubjectName = "请输入题目";
inline constexpr std::string_view kMsgSubjectNameLong = "题目不能超过2000个字";
inline constexpr std::string_view kMsgType = "请选择题型";
inline constexpr std::string_view kMsgSerial = "题号必须是正整数";
inline constexpr std::string_view kMsgLevel = "难度只能是易、中、难";
inline constexpr std::string_view kMsgScore = "分值必须是1到100之间的整数";
inline constexpr std::string_view kMsgOptionCount = "选项至少两个、至多八个";
inline constexpr std::string_view kMsgOptionContent = "请输入选项内容";
inline constexpr std::string_view kMsgOptionContentLong = "选项内容不能超过500个字";
inline constexpr std::string_view kMsgAnswer = "请设置正确答案";
inline constexpr std::string_view kMsgAnswerOption = "正确答案必须是选项之一";
inline constexpr std::string_view kMsgFillAnswerLong = "每个答案不能超过200个字";
inline constexpr std::string_view kMsgReferenceLong = "参考答案不能超过5000个字";
inline constexpr std::string_view kMsgAnalysisLong = "解析不能超过5000个字";

inline constexpr std::string_view kMsgBankNotXlsx = "请上传 .xlsx 格式的 Excel 文件";
inline constexpr std::string_view kMsgBankTooLarge = "文件不能超过2MB";
inline constexpr std::string_view kMsgBankTemplate = "模板格式不正确，请下载导入模板";
inline constexpr std::string_view kMsgBankNoRows = "表格中没有题目数据";
inline constexpr std::string_view kMsgBankTooManyRows = "一次最多导入1000道题";

// A question as a teacher (or a sheet row) gives it; std::nullopt / -1 where absent.
struct QuestionForm {
    std::optional<int> type;
    std::string subject_name;  // trimmed
    std::optional<std::int64_t> serial_number;
    std::optional<std::int64_t> level;
    std::optional<std::int64_t> score;
    std::vector<std::string> options;  // contents in order (named A… by position)
    std::string answer;                // trimmed, as given
    std::string analysis;
    // Set when a value was present but not a number (a sheet's "abc" in 分值): its check fails.
    bool bad_serial = false, bad_level = false, bad_score = false, bad_type = false;
    // Which fields the request gave (an update keeps the stored value of the others).
    struct Given {
        bool type = true, subject_name = true, serial_number = true, level = true, score = true, options = true,
             answer = true, analysis = true;
        // Nothing given (an update then names what it changes).
        static Given none() { return {false, false, false, false, false, false, false, false}; }
    } given;
};

struct FieldError {
    std::string field;
    std::string message;
};

// A checked question ready to store (answer normalised, defaults applied except the serial number).
struct CheckedQuestion {
    int type = 0;
    std::string subject_name;
    std::optional<int> serial_number;  // nullopt: next in the bank
    int level = 1;
    int score = 0;
    std::vector<std::string> options;  // empty for types 3–5
    std::string answer;
    std::string analysis;
};

// Every failed rule of the form, in field order (subjectName, type, serialNumber, level, score, optionList, answer,
// analysis). `out` is filled when there is none.
std::vector<FieldError> check_question(const QuestionForm& form, CheckedQuestion* out);

// The answer of a type in its stored form, or nullopt when it breaks the rules (the message in *error):
// 1 one option name; 2 two or more, sorted and joined by commas ("CA", "A, C" → "A,C"); 3 "1"/"0" (正确/对/√/T,
// 错误/错/×/F accepted); 4 accepted answers trimmed and joined by "|"; 5 the reference answer.
std::optional<std::string> normalise_answer(int type, std::string_view answer, std::size_t option_count,
                                            std::string* error);

// 单选题 … 简答题 (1–5); nullopt for other text. Digits "1"–"5" are accepted too.
std::optional<int> type_from_text(std::string_view text);
std::string_view question_type_name(int type);
// 易 中 难 or 1–3.
std::optional<int> level_from_text(std::string_view text);
std::string_view level_name(int level);
// "A"… for index 0….
std::string option_letter(std::size_t index);

// The exams' trimming: all ASCII white space at both ends (core::text). Lengths are core::text::code_points.
inline std::string trim_text(std::string_view text) { return core::text::trim(text, core::text::kAsciiSpace); }

// The template's columns: 题型, 题目, 选项A…选项H, 正确答案, 分值, 难度, 解析.
std::vector<std::string> template_titles();
// The template's example row per type, in the template's columns.
std::vector<std::vector<std::string>> template_examples();
// A question in the template's columns (the export): the inverse of sheet_question.
std::vector<std::string> question_cells(const CheckedQuestion& q);

// Whether the sheet's first record is the template's header.
bool is_template_header(const std::vector<std::string>& record);
// One data record of the sheet as a form.
QuestionForm sheet_question(const std::vector<std::string>& record);
// Whether a record has no text at all (skipped).
bool blank_record(const std::vector<std::string>& record);

}  // namespace xj::exams
