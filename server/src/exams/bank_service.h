// A course's question bank (docs/exams.md, Calls — question bank): questions of five types with their options,
// the Excel template, import (preview, then all-or-nothing) and export. Only the course's managers
// (CourseService::managed_course) may read or change it; an unknown question is -1000 题目不存在.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/page.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "exams/bank_rules.h"
#include "exams/bank_store.h"

namespace xj::exams {

inline constexpr std::string_view kMsgNoQuestion = "题目不存在";
// Serial numbers are unique among a course's live questions (-2, field serialNumber; -1000 when all are used).
inline constexpr std::string_view kMsgSerialTaken = "题号已存在";
inline constexpr std::string_view kMsgSerialsUsedUp = "题号已用完，请先删除不用的题目";
inline constexpr std::string_view kMsgNoOption = "选项不存在";
inline constexpr std::string_view kMsgNotChoice = "只有单选题和多选题有选项";
inline constexpr std::string_view kMsgFixAnswerFirst = "删除后正确答案将无效，请先修改正确答案";

struct BankQuery {
    int status = kQuestionInUse;
    std::string keyword;
    std::optional<int> type;
};

// One sheet row checked: the form as read, the checked question when it passed, its messages otherwise.
struct BankImportRow {
    int row = 0;
    QuestionForm form;
    std::optional<CheckedQuestion> question;
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};

struct BankImportPreview {
    std::vector<BankImportRow> rows;
    int ok_count = 0;
    int error_count = 0;
};

struct BankExport {
    std::string course_name;
    std::vector<QuestionRow> rows;
};

class BankService {
public:
    BankService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses), exporter_(clock) {}

    core::Exporter& exporter() { return exporter_; }

    core::Paged<QuestionRow> list(const core::AuthUser& user, const std::string& course_sign, const BankQuery& q,
                                  const core::Page& page);
    BankExport export_rows(const core::AuthUser& user, const std::string& course_sign, const BankQuery& q);
    QuestionRow get(const core::AuthUser& user, const std::string& sign);
    // The new question's sign.
    std::string add(const core::AuthUser& user, const std::string& course_sign, const QuestionForm& form);
    // Fields the form does not give keep their stored values; options are replaced by position (their signs kept).
    QuestionRow update(const core::AuthUser& user, const std::string& sign, const QuestionForm& form);
    // Kept with status 1 when an exam uses it (records never lose their questions), else removed.
    void remove(const core::AuthUser& user, const std::string& sign);

    QuestionRow update_option(const core::AuthUser& user, const std::string& option_sign, const std::string& content);
    QuestionRow add_option(const core::AuthUser& user, const std::string& question_sign, const std::string& content);
    // Re-letters the rest A… in order and moves the answer's letters with them.
    QuestionRow delete_option(const core::AuthUser& user, const std::string& option_sign);

    // The rows of an uploaded .xlsx checked; nothing is saved.
    BankImportPreview preview(const core::AuthUser& user, const std::string& course_sign, std::string_view xlsx);
    // Checks the rows again; any error: -2 有{N}行数据有误，请修改后重新导入 with data.rows, nothing saved; else adds
    // them all in one transaction (serial numbers following the bank's when not given). Returns how many.
    int import(const core::AuthUser& user, const std::string& course_sign,
               const std::vector<std::pair<int, QuestionForm>>& rows);

private:
    // The question and the check that the user manages its course; -1000 题目不存在 for an unknown sign (or a deleted
    // one when in_use).
    QuestionRow managed_question(db::Conn& c, const core::AuthUser& user, const std::string& sign, bool in_use) const;
    std::vector<BankImportRow> checked_rows(const std::vector<std::pair<int, QuestionForm>>& rows) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    BankStore store_;
    core::Exporter exporter_;
};

}  // namespace xj::exams
