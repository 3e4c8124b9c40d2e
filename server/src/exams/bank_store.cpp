#include "exams/bank_store.h"

#include <algorithm>
#include <set>

#include "db/in_list.h"
#include "db/like.h"
#include "exams/store_rows.h"

namespace xj::exams {

namespace {

constexpr std::string_view kColumns = kQuestionColumns;
constexpr std::string_view kFrom = " FROM question q JOIN course c ON c.id = q.course_id";
constexpr std::string_view kWhereBank = " WHERE q.course_id = :course_id AND q.status = :status";
constexpr std::string_view kWhereType = " AND q.type = :type";
constexpr std::string_view kWhereKeyword = " AND q.subject_name LIKE :like ESCAPE '\\'";
constexpr std::string_view kOrder = " ORDER BY q.serial_number, q.id";

constexpr std::string_view kOptions =
    "SELECT id, sign, question_id, option_name, option_content FROM question_option WHERE question_id IN ";
// A question's delete and an exam's subject add serialise on the question row (PostgreSQL; SQLite's write
// transactions are serial): the delete locks it FOR UPDATE before it reads "used by an exam", the add reads the
// questions FOR KEY SHARE (what its exam_subject foreign key takes anyway) before it inserts.
constexpr std::string_view kLockQuestionPg = "SELECT id FROM question WHERE id = :id AND status = 0 FOR UPDATE";
constexpr std::string_view kKeyShareQuestions = " FOR KEY SHARE OF q";
constexpr std::string_view kLiveSerials =
    "SELECT serial_number FROM question WHERE course_id = :course_id AND status = 0";
// The course's bank lock (PostgreSQL; SQLite's write transactions are serial): a transaction-scoped advisory lock in
// the two-key space (class 6, issue 6's banks; a single-key lock such as the migrations' never conflicts with it).
constexpr std::string_view kLockBankPg =
    "SELECT pg_advisory_xact_lock(6, CAST(CAST(:course_id AS BIGINT) % 2147483647 AS INTEGER))";
constexpr std::string_view kInsert =
    "INSERT INTO question (sign, course_id, type, subject_name, serial_number, level, score, answer, analysis, status, "
    "created_by, created_at, updated_at) VALUES (:sign, :course_id, :type, :subject_name, :serial, :level, :score, "
    ":answer, :analysis, 0, :user_id, :now, :now) RETURNING id";
constexpr std::string_view kUpdate =
    "UPDATE question SET type = :type, subject_name = :subject_name, serial_number = :serial, level = :level, "
    "score = :score, answer = :answer, analysis = :analysis, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetAnswer = "UPDATE question SET answer = :answer, updated_at = :now WHERE id = :id";
constexpr std::string_view kTouch = "UPDATE question SET updated_at = :now WHERE id = :id";
constexpr std::string_view kFindOption =
    "SELECT id, sign, question_id, option_name, option_content FROM question_option WHERE sign = :sign";
constexpr std::string_view kInsertOption =
    "INSERT INTO question_option (sign, question_id, option_name, option_content, created_at) "
    "VALUES (:sign, :question_id, :name, :content, :now)";
constexpr std::string_view kUpdateOption = "UPDATE question_option SET option_content = :content WHERE id = :id";
constexpr std::string_view kRenameOption = "UPDATE question_option SET option_name = :name WHERE id = :id";
constexpr std::string_view kDeleteOption = "DELETE FROM question_option WHERE id = :id";
constexpr std::string_view kUsed = "SELECT 1 AS x FROM exam_subject WHERE question_id = :id LIMIT 1";
constexpr std::string_view kMarkDeleted = "UPDATE question SET status = 1, updated_at = :now WHERE id = :id";
constexpr std::string_view kDelete = "DELETE FROM question WHERE id = :id";
constexpr std::string_view kCourseName = "SELECT name FROM course WHERE id = :id";
constexpr std::string_view kRefreshTotals =
    "UPDATE exam SET total_score = COALESCE((SELECT SUM(q.score) FROM exam_subject s JOIN question q ON q.id = "
    "s.question_id WHERE s.exam_id = exam.id), 0), updated_at = :now WHERE id IN (SELECT exam_id FROM exam_subject "
    "WHERE question_id = :id)";

}  // namespace

QuestionRow question_row_of(const db::Row& r) {
    QuestionRow q;
    q.id = r.integer("id");
    q.sign = r.text("sign");
    q.course_id = r.integer("course_id");
    q.course_sign = r.text("course_sign");
    q.type = static_cast<int>(r.integer("type"));
    q.subject_name = r.text("subject_name");
    q.serial_number = static_cast<int>(r.integer("serial_number"));
    q.level = static_cast<int>(r.integer("level"));
    q.score = static_cast<int>(r.integer("score"));
    q.answer = r.text("answer");
    q.analysis = r.text("analysis");
    q.status = static_cast<int>(r.integer("status"));
    q.created_at = r.integer("created_at");
    q.updated_at = r.integer("updated_at");
    return q;
}

namespace {

OptionRow option_of(const db::Row& r) {
    return {r.integer("id"), r.text("sign"), r.integer("question_id"), r.text("option_name"), r.text("option_content")};
}

void bank_where(const BankFilter& f, std::string& sql, db::Params& params, std::string& like) {
    sql += kWhereBank;
    params.push_back({"course_id", f.course_id});
    params.push_back({"status", static_cast<std::int64_t>(f.status)});
    if (f.type) {
        sql += kWhereType;
        params.push_back({"type", static_cast<std::int64_t>(*f.type)});
    }
    if (!f.keyword.empty()) {
        sql += kWhereKeyword;
        like = db::like_contains(f.keyword);
        params.push_back({"like", like});
    }
}

}  // namespace

CheckedQuestion checked_of(const QuestionRow& row) {
    CheckedQuestion q;
    q.type = row.type;
    q.subject_name = row.subject_name;
    q.serial_number = row.serial_number;
    q.level = row.level;
    q.score = row.score;
    for (const auto& o : row.options) q.options.push_back(o.content);
    q.answer = row.answer;
    q.analysis = row.analysis;
    return q;
}

std::int64_t BankStore::count(db::Conn& c, const BankFilter& f) const {
    std::string sql = "SELECT COUNT(*) AS n FROM question q";
    db::Params params;
    std::string like;
    bank_where(f, sql, params, like);
    return c.query_one(sql, params)->integer("n");
}

std::string BankStore::list_sql(const BankFilter& f, bool paged) {
    std::string sql = "SELECT " + std::string(kColumns) + std::string(kFrom);
    db::Params params;
    std::string like;
    bank_where(f, sql, params, like);
    sql += kOrder;
    if (paged) sql += kLimitOffset;
    return sql;
}

std::vector<QuestionRow> BankStore::list(db::Conn& c, const BankFilter& f,
                                         const std::optional<core::Page>& page) const {
    std::string sql = list_sql(f, page.has_value());
    db::Params params;
    std::string like, ignored;
    bank_where(f, ignored, params, like);
    if (page) {
        page_params(params, page->size, page->offset());
    }
    std::vector<QuestionRow> out;
    for (const auto& r : c.query(sql, params)) out.push_back(question_row_of(r));
    fill_options(c, out);
    return out;
}

std::optional<QuestionRow> BankStore::find(db::Conn& c, const std::string& sign) const {
    auto r =
        c.query_one("SELECT " + std::string(kColumns) + std::string(kFrom) + " WHERE q.sign = :sign", {{"sign", sign}});
    if (!r) return std::nullopt;
    std::vector<QuestionRow> one{question_row_of(*r)};
    fill_options(c, one);
    return std::move(one.front());
}

std::optional<QuestionRow> BankStore::find_by_id(db::Conn& c, std::int64_t id) const {
    auto r = c.query_one("SELECT " + std::string(kColumns) + std::string(kFrom) + " WHERE q.id = :id", {{"id", id}});
    if (!r) return std::nullopt;
    std::vector<QuestionRow> one{question_row_of(*r)};
    fill_options(c, one);
    return std::move(one.front());
}

std::vector<QuestionRow> BankStore::find_many(db::Conn& c, std::int64_t course_id,
                                              const std::vector<std::string>& signs, bool in_use_only,
                                              bool lock) const {
    std::vector<QuestionRow> out;
    for (std::size_t at = 0; at < signs.size(); at += kInChunk) {
        std::size_t n = std::min(kInChunk, signs.size() - at);
        std::vector<std::string> names;
        names.reserve(n);
        std::string sql = "SELECT " + std::string(kColumns) + std::string(kFrom) +
                          " WHERE q.course_id = :course_id AND q.sign IN " + db::in_list(n, names);
        if (in_use_only) sql += " AND q.status = 0";
        if (lock && c.dialect() == db::Dialect::kPostgres) sql += kKeyShareQuestions;
        db::Params params{{"course_id", course_id}};
        for (std::size_t i = 0; i < n; ++i) params.push_back({names[i], signs[at + i]});
        for (const auto& r : c.query(sql, params)) out.push_back(question_row_of(r));
    }
    return out;
}

void BankStore::fill_options(db::Conn& c, std::vector<QuestionRow>& rows) const {
    std::map<std::int64_t, QuestionRow*> by_id;
    std::vector<std::int64_t> ids;
    for (auto& q : rows)
        if (q.type == 1 || q.type == 2) {
            by_id[q.id] = &q;
            ids.push_back(q.id);
        }
    for (std::size_t at = 0; at < ids.size(); at += kInChunk) {
        std::size_t n = std::min(kInChunk, ids.size() - at);
        std::vector<std::string> names;
        names.reserve(n);
        std::string sql = std::string(kOptions) + db::in_list(n, names) + " ORDER BY question_id, option_name, id";
        db::Params params;
        for (std::size_t i = 0; i < n; ++i) params.push_back({names[i], ids[at + i]});
        for (const auto& r : c.query(sql, params)) {
            OptionRow o = option_of(r);
            by_id[o.question_id]->options.push_back(std::move(o));
        }
    }
}

bool BankStore::lock_question(db::Conn& c, std::int64_t id) const {
    if (c.dialect() != db::Dialect::kPostgres) return true;
    return c.query_one(kLockQuestionPg, {{"id", id}}).has_value();
}

void BankStore::lock_bank(db::Conn& c, std::int64_t course_id) const {
    if (c.dialect() == db::Dialect::kPostgres) c.query(kLockBankPg, {{"course_id", course_id}});
}

std::string BankStore::live_serials_sql() { return std::string(kLiveSerials); }

std::set<int> BankStore::live_serials(db::Conn& c, std::int64_t course_id) const {
    std::set<int> out;
    for (const auto& r : c.query(kLiveSerials, {{"course_id", course_id}}))
        out.insert(static_cast<int>(r.integer("serial_number")));
    return out;
}

std::optional<int> SerialPicker::next() {
    for (int s = last_ + 1; s <= kSerialMax; ++s)
        if (take(s)) return s;
    for (int s = 1; s <= kSerialMax; ++s)  // past 9999: the smallest free number
        if (take(s)) return s;
    return std::nullopt;
}

bool SerialPicker::take(int serial) {
    if (!used_.insert(serial).second) return false;
    last_ = std::max(last_, serial);
    return true;
}

std::int64_t BankStore::insert(db::Conn& c, const std::string& sign, std::int64_t course_id, const CheckedQuestion& q,
                               int serial, std::int64_t user_id, std::int64_t now) const {
    return c
        .query_one(kInsert, {{"sign", sign},
                             {"course_id", course_id},
                             {"type", static_cast<std::int64_t>(q.type)},
                             {"subject_name", q.subject_name},
                             {"serial", static_cast<std::int64_t>(serial)},
                             {"level", static_cast<std::int64_t>(q.level)},
                             {"score", static_cast<std::int64_t>(q.score)},
                             {"answer", q.answer},
                             {"analysis", q.analysis},
                             {"user_id", user_id},
                             {"now", now}})
        ->integer("id");
}

void BankStore::update(db::Conn& c, std::int64_t id, const CheckedQuestion& q, int serial, std::int64_t now) const {
    c.exec(kUpdate, {{"type", static_cast<std::int64_t>(q.type)},
                     {"subject_name", q.subject_name},
                     {"serial", static_cast<std::int64_t>(serial)},
                     {"level", static_cast<std::int64_t>(q.level)},
                     {"score", static_cast<std::int64_t>(q.score)},
                     {"answer", q.answer},
                     {"analysis", q.analysis},
                     {"now", now},
                     {"id", id}});
}

void BankStore::set_answer(db::Conn& c, std::int64_t id, const std::string& answer, std::int64_t now) const {
    c.exec(kSetAnswer, {{"answer", answer}, {"now", now}, {"id", id}});
}

void BankStore::touch(db::Conn& c, std::int64_t id, std::int64_t now) const {
    c.exec(kTouch, {{"now", now}, {"id", id}});
}

std::optional<OptionRow> BankStore::find_option(db::Conn& c, const std::string& sign) const {
    auto r = c.query_one(kFindOption, {{"sign", sign}});
    if (!r) return std::nullopt;
    return option_of(*r);
}

void BankStore::insert_option(db::Conn& c, const std::string& sign, std::int64_t question_id, const std::string& name,
                              const std::string& content, std::int64_t now) const {
    c.exec(kInsertOption,
           {{"sign", sign}, {"question_id", question_id}, {"name", name}, {"content", content}, {"now", now}});
}

void BankStore::update_option(db::Conn& c, std::int64_t id, const std::string& content) const {
    c.exec(kUpdateOption, {{"content", content}, {"id", id}});
}

void BankStore::rename_option(db::Conn& c, std::int64_t id, const std::string& name) const {
    c.exec(kRenameOption, {{"name", name}, {"id", id}});
}

void BankStore::delete_option(db::Conn& c, std::int64_t id) const { c.exec(kDeleteOption, {{"id", id}}); }

bool BankStore::used_by_exam(db::Conn& c, std::int64_t id) const {
    return c.query_one(kUsed, {{"id", id}}).has_value();
}

void BankStore::mark_deleted(db::Conn& c, std::int64_t id, std::int64_t now) const {
    c.exec(kMarkDeleted, {{"now", now}, {"id", id}});
}

void BankStore::remove(db::Conn& c, std::int64_t id) const { c.exec(kDelete, {{"id", id}}); }

std::string BankStore::course_name(db::Conn& c, std::int64_t course_id) const {
    auto r = c.query_one(kCourseName, {{"id", course_id}});
    return r ? r->text("name") : std::string();
}

}  // namespace xj::exams

namespace xj::exams {

void BankStore::refresh_exam_totals(db::Conn& c, std::int64_t question_id, std::int64_t now) const {
    c.exec(kRefreshTotals, {{"id", question_id}, {"now", now}});
}

}  // namespace xj::exams
