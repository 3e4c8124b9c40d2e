#include "exams/bank_service.h"

#include <chrono>

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/multipart_upload.h"
#include "core/sign.h"
#include "core/text.h"
#include "core/xlsx_reader.h"
#include "exams/bank_json.h"

namespace xj::exams {

using core::ApiError;

namespace {

BankFilter filter_of(std::int64_t course_id, const BankQuery& q) { return {course_id, q.status, q.keyword, q.type}; }

// The stored question's values under the fields the form did not give.
QuestionForm merged(const QuestionRow& row, const QuestionForm& f) {
    QuestionForm m = f;
    if (!f.given.type) m.type = row.type, m.bad_type = false;
    if (!f.given.subject_name) m.subject_name = row.subject_name;
    if (!f.given.serial_number) m.serial_number = row.serial_number, m.bad_serial = false;
    if (!f.given.level) m.level = row.level, m.bad_level = false;
    if (!f.given.score) m.score = row.score, m.bad_score = false;
    if (!f.given.options) {
        m.options.clear();
        for (const auto& o : row.options) m.options.push_back(o.content);
    }
    if (!f.given.answer) m.answer = row.answer;
    if (!f.given.analysis) m.analysis = row.analysis;
    return m;
}

// A given serial number when it is free, else the next one (under the bank lock).
int pick_serial(SerialPicker& serials, std::optional<int> given) {
    if (given) {
        if (!serials.take(*given)) throw ApiError::invalid("serialNumber", std::string(kMsgSerialTaken));
        return *given;
    }
    auto s = serials.next();
    if (!s) throw ApiError::business(std::string(kMsgSerialsUsedUp));
    return *s;
}

[[noreturn]] void refuse(const std::vector<FieldError>& errors) {
    throw ApiError::invalid(errors.front().field, errors.front().message);
}

// Writes the options by position: existing rows keep their signs, extra ones are added, surplus ones removed.
void write_options(const BankStore& store, db::Conn& c, const QuestionRow& row, const std::vector<std::string>& options,
                   std::int64_t now) {
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (i < row.options.size()) {
            store.update_option(c, row.options[i].id, options[i]);
            if (row.options[i].name != option_letter(i)) store.rename_option(c, row.options[i].id, option_letter(i));
        } else {
            store.insert_option(c, core::make_sign(), row.id, option_letter(i), options[i], now);
        }
    }
    for (std::size_t i = options.size(); i < row.options.size(); ++i) store.delete_option(c, row.options[i].id);
}

}  // namespace

QuestionRow BankService::managed_question(db::Conn& c, const core::AuthUser& user, const std::string& sign,
                                          bool in_use) const {
    auto q = store_.find(c, sign);
    if (!q) throw ApiError::business(std::string(kMsgNoQuestion));
    courses_.managed_course(c, user, q->course_id);
    if (in_use && q->status != kQuestionInUse) throw ApiError::business(std::string(kMsgNoQuestion));
    return std::move(*q);
}

core::Paged<QuestionRow> BankService::list(const core::AuthUser& user, const std::string& course_sign,
                                           const BankQuery& q, const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        BankFilter f = filter_of(course.id, q);
        core::Paged<QuestionRow> out;
        out.total = store_.count(c, f);
        if (out.total > page.offset()) out.list = store_.list(c, f, page);
        return out;
    });
}

BankExport BankService::export_rows(const core::AuthUser& user, const std::string& course_sign, const BankQuery& q) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        BankFilter f = filter_of(course.id, q);
        exporter_.check_rows(store_.count(c, f));
        return BankExport{store_.course_name(c, course.id), store_.list(c, f, std::nullopt)};
    });
}

QuestionRow BankService::get(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) { return managed_question(c, user, sign, false); });
}

std::string BankService::add(const core::AuthUser& user, const std::string& course_sign, const QuestionForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        CheckedQuestion q;
        if (auto errors = check_question(form, &q); !errors.empty()) refuse(errors);
        std::int64_t now = clock_.now_seconds();
        std::string sign = core::make_sign();
        store_.lock_bank(c, course.id);
        SerialPicker serials(store_.live_serials(c, course.id));
        int serial = pick_serial(serials, q.serial_number);
        std::int64_t id = store_.insert(c, sign, course.id, q, serial, user.id, now);
        for (std::size_t i = 0; i < q.options.size(); ++i)
            store_.insert_option(c, core::make_sign(), id, option_letter(i), q.options[i], now);
        return sign;
    });
}

QuestionRow BankService::update(const core::AuthUser& user, const std::string& sign, const QuestionForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        QuestionRow row = managed_question(c, user, sign, true);
        CheckedQuestion q;
        if (auto errors = check_question(merged(row, form), &q); !errors.empty()) refuse(errors);
        std::int64_t now = clock_.now_seconds();
        int serial = q.serial_number.value_or(row.serial_number);
        if (serial != row.serial_number) {
            store_.lock_bank(c, row.course_id);
            auto used = store_.live_serials(c, row.course_id);
            used.erase(row.serial_number);
            SerialPicker serials(std::move(used));
            pick_serial(serials, serial);
        }
        store_.update(c, row.id, q, serial, now);
        write_options(store_, c, row, q.options, now);
        if (q.score != row.score) store_.refresh_exam_totals(c, row.id, now);
        return *store_.find_by_id(c, row.id);
    });
}

void BankService::remove(const core::AuthUser& user, const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        QuestionRow row = managed_question(c, user, sign, true);
        // Held before "used by an exam" is read: a subject add in flight finishes first (and keeps the question).
        if (!store_.lock_question(c, row.id)) throw ApiError::business(std::string(kMsgNoQuestion));
        if (store_.used_by_exam(c, row.id)) store_.mark_deleted(c, row.id, clock_.now_seconds());
        else store_.remove(c, row.id);
    });
}

QuestionRow BankService::update_option(const core::AuthUser& user, const std::string& option_sign,
                                       const std::string& content) {
    return db_.with_tx([&](db::Conn& c) {
        auto option = store_.find_option(c, option_sign);
        if (!option) throw ApiError::business(std::string(kMsgNoOption));
        auto q = store_.find_by_id(c, option->question_id);
        QuestionRow row = managed_question(c, user, q->sign, true);
        std::string text = trim_text(content);
        if (text.empty()) throw ApiError::invalid("optionContent", std::string(kMsgOptionContent));
        if (core::text::code_points(text) > kOptionContentMax)
            throw ApiError::invalid("optionContent", std::string(kMsgOptionContentLong));
        store_.update_option(c, option->id, text);
        store_.touch(c, row.id, clock_.now_seconds());
        return *store_.find_by_id(c, row.id);
    });
}

QuestionRow BankService::add_option(const core::AuthUser& user, const std::string& question_sign,
                                    const std::string& content) {
    return db_.with_tx([&](db::Conn& c) {
        QuestionRow row = managed_question(c, user, question_sign, true);
        if (row.type != 1 && row.type != 2) throw ApiError::business(std::string(kMsgNotChoice));
        std::string text = trim_text(content);
        if (text.empty()) throw ApiError::invalid("optionContent", std::string(kMsgOptionContent));
        if (core::text::code_points(text) > kOptionContentMax)
            throw ApiError::invalid("optionContent", std::string(kMsgOptionContentLong));
        if (row.options.size() >= kOptionsMax) throw ApiError::invalid("optionList", std::string(kMsgOptionCount));
        std::int64_t now = clock_.now_seconds();
        store_.insert_option(c, core::make_sign(), row.id, option_letter(row.options.size()), text, now);
        store_.touch(c, row.id, now);
        return *store_.find_by_id(c, row.id);
    });
}

QuestionRow BankService::delete_option(const core::AuthUser& user, const std::string& option_sign) {
    return db_.with_tx([&](db::Conn& c) {
        auto option = store_.find_option(c, option_sign);
        if (!option) throw ApiError::business(std::string(kMsgNoOption));
        // Two deletes of one question's options at once: the second waits here for the first, then reads again (it
        // finds its option gone, as a repeat after it would, rather than counting the options the first left).
        if (!store_.lock_question(c, option->question_id)) throw ApiError::business(std::string(kMsgNoOption));
        option = store_.find_option(c, option_sign);
        if (!option) throw ApiError::business(std::string(kMsgNoOption));
        auto q = store_.find_by_id(c, option->question_id);
        QuestionRow row = managed_question(c, user, q->sign, true);
        if (row.options.size() <= kOptionsMin) throw ApiError::invalid("optionList", std::string(kMsgOptionCount));
        std::size_t gone = 0;
        while (gone < row.options.size() && row.options[gone].id != option->id) ++gone;
        // The answer's letters after the deleted one move down by one; the deleted one leaves the answer.
        std::string answer;
        for (char ch : row.answer) {
            if (ch < 'A' || ch > 'H') continue;
            std::size_t at = static_cast<std::size_t>(ch - 'A');
            if (at == gone) continue;
            if (!answer.empty()) answer.push_back(',');
            answer += option_letter(at > gone ? at - 1 : at);
        }
        std::string error;
        auto normal = normalise_answer(row.type, answer, row.options.size() - 1, &error);
        if (!normal) throw ApiError::business(std::string(kMsgFixAnswerFirst));
        std::int64_t now = clock_.now_seconds();
        store_.delete_option(c, option->id);
        for (std::size_t i = gone + 1; i < row.options.size(); ++i)
            store_.rename_option(c, row.options[i].id, option_letter(i - 1));
        store_.set_answer(c, row.id, *normal, now);
        return *store_.find_by_id(c, row.id);
    });
}

std::vector<BankImportRow> BankService::checked_rows(const std::vector<std::pair<int, QuestionForm>>& rows) const {
    std::vector<BankImportRow> out;
    out.reserve(rows.size());
    for (const auto& [n, form] : rows) {
        BankImportRow r;
        r.row = n;
        r.form = form;
        CheckedQuestion q;
        r.errors = check_question(form, &q);
        if (r.errors.empty()) r.question = std::move(q);
        out.push_back(std::move(r));
    }
    return out;
}

BankImportPreview BankService::preview(const core::AuthUser& user, const std::string& course_sign,
                                       std::string_view xlsx) {
    db_.with_conn([&](db::Conn& c) { courses_.managed_course(c, user, course_sign); });
    auto records = core::xlsx_upload_rows(xlsx, kImportMaxBytesBank, kMsgBankTooLarge, kMsgBankNotXlsx);
    if (records.empty() || !is_template_header(records.front()))
        throw ApiError::invalid("file", std::string(kMsgBankTemplate));
    std::vector<std::pair<int, QuestionForm>> forms;
    for (std::size_t i = 1; i < records.size(); ++i) {
        if (blank_record(records[i])) continue;
        if (forms.size() >= kImportMaxRowsBank) throw ApiError::invalid("file", std::string(kMsgBankTooManyRows));
        forms.emplace_back(static_cast<int>(i + 1), sheet_question(records[i]));
    }
    if (forms.empty()) throw ApiError::invalid("file", std::string(kMsgBankNoRows));
    BankImportPreview out;
    out.rows = checked_rows(forms);
    for (const auto& r : out.rows) (r.ok() ? out.ok_count : out.error_count)++;
    return out;
}

int BankService::import(const core::AuthUser& user, const std::string& course_sign,
                        const std::vector<std::pair<int, QuestionForm>>& rows) {
    return db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        if (rows.empty()) throw ApiError::invalid("rows", std::string(kMsgBankNoRows));
        if (rows.size() > kImportMaxRowsBank) throw ApiError::invalid("rows", std::string(kMsgBankTooManyRows));
        std::vector<BankImportRow> checked = checked_rows(rows);
        // Serial numbers: a given one must be free (in the bank and among the rows above), the others follow.
        store_.lock_bank(c, course.id);
        SerialPicker serials(store_.live_serials(c, course.id));
        std::vector<int> serial_of(checked.size(), 0);
        for (std::size_t i = 0; i < checked.size(); ++i) {
            auto& r = checked[i];
            if (!r.ok() || !r.question->serial_number) continue;
            serial_of[i] = *r.question->serial_number;
            if (!serials.take(serial_of[i])) r.errors.push_back({"serialNumber", std::string(kMsgSerialTaken)});
        }
        int errors = 0;
        for (const auto& r : checked) errors += r.ok() ? 0 : 1;
        if (errors > 0)
            throw ApiError::invalid("rows", fmt::format("有{}行数据有误，请修改后重新导入", errors))
                .with("rows", bank_rows_json(checked));
        for (std::size_t i = 0; i < checked.size(); ++i)
            if (serial_of[i] == 0) serial_of[i] = pick_serial(serials, std::nullopt);
        std::int64_t now = clock_.now_seconds();
        for (std::size_t i = 0; i < checked.size(); ++i) {
            const CheckedQuestion& q = *checked[i].question;
            std::int64_t id = store_.insert(c, core::make_sign(), course.id, q, serial_of[i], user.id, now);
            for (std::size_t k = 0; k < q.options.size(); ++k)
                store_.insert_option(c, core::make_sign(), id, option_letter(k), q.options[k], now);
        }
        return static_cast<int>(checked.size());
    });
}

}  // namespace xj::exams
