#include "teaching/trainees_service.h"

#include <chrono>
#include <unordered_map>

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/multipart_upload.h"
#include "core/sign.h"
#include "teaching/trainees_json.h"

namespace xj::teaching {

using core::ApiError;

namespace {

constexpr std::size_t kCodeLength = 16;
constexpr std::int64_t kDaySeconds = 86400;

}  // namespace

std::string new_activation_code() { return core::random_code(kCodeLength); }

core::Paged<StudentRow> TraineeService::students(const core::AuthUser& user, const std::string& course_sign,
                                                 const std::string& keyword, const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        StudentFilter f{course.id, course.school_id, keyword};
        core::Paged<StudentRow> out;
        out.total = store_.count_students(c, f);
        if (out.total > page.offset()) out.list = store_.students(c, f, page);
        return out;
    });
}

ExportRows<StudentRow> TraineeService::students_export(const core::AuthUser& user, const std::string& course_sign,
                                                       const std::string& keyword) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        StudentFilter f{course.id, course.school_id, keyword};
        exporter_.check_rows(store_.count_students(c, f));
        return ExportRows<StudentRow>{store_.course_name(c, course.id), store_.students(c, f, std::nullopt)};
    });
}

std::int64_t TraineeService::remove(const core::AuthUser& user, const std::string& course_sign,
                                    const std::vector<std::string>& user_signs) {
    auto [removed, school] = db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        std::vector<std::int64_t> users = store_.enrolled_by_sign(c, course.id, user_signs);
        study_.forget_course_study(c, course.id, users);
        store_.delete_imports(c, course.id, users);
        return std::pair{courses_.unenrol(c, course.id, users), course.school_id};
    });
    if (removed > 0) courses_.catalogue_changed(school);
    return removed;
}

std::vector<ImportRow> TraineeService::checked(db::Conn& conn, const courses::ManagedCourse& course,
                                               const std::vector<ImportInput>& rows) const {
    std::vector<std::string> mobiles, cards;
    for (const auto& r : rows) {
        if (!r.mobile.empty() && valid_mobile(r.mobile)) mobiles.push_back(r.mobile);
        if (!r.student_card.empty()) cards.push_back(r.student_card);
    }
    ImportLookup lookup;
    store_.find_by_mobile(conn, course.school_id, mobiles, lookup);
    store_.find_by_card(conn, course.school_id, cards, lookup);
    std::vector<std::int64_t> ids;
    for (const auto& [_, cand] : lookup.by_mobile) ids.push_back(cand.id);
    for (const auto& [_, cand] : lookup.by_card) ids.push_back(cand.id);
    store_.find_enrolled(conn, course.id, ids, lookup);
    return check_rows(rows, lookup);
}

ImportPreview TraineeService::preview(const core::AuthUser& user, const std::string& course_sign,
                                      std::string_view xlsx) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        auto records = core::xlsx_upload_rows(xlsx, kImportMaxBytes, kMsgTooLarge, kMsgNotXlsx);
        ImportPreview out;
        out.rows = checked(c, course, sheet_rows(records));
        for (const auto& r : out.rows) (r.ok() ? out.ok_count : out.error_count)++;
        return out;
    });
}

ImportResult TraineeService::import(const core::AuthUser& user, const std::string& course_sign,
                                    const std::vector<ImportInput>& rows) {
    auto [result, school] = db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        std::vector<ImportRow> checked_rows = checked(c, course, rows);
        int errors = 0;
        for (const auto& r : checked_rows) errors += r.ok() ? 0 : 1;
        if (errors > 0) {
            boost::json::array list;
            for (const auto& r : checked_rows) list.push_back(import_row_json(r));
            throw ApiError::invalid("rows", fmt::format("有{}行数据有误，请修改后重新导入", errors))
                .with("rows", std::move(list));
        }
        std::vector<std::int64_t> users;
        std::unordered_map<std::int64_t, std::string> cards;
        for (const auto& r : checked_rows) {
            if (r.status != kStatusOk) continue;
            users.push_back(r.user_id);
            cards[r.user_id] = r.input.student_card;
        }
        std::int64_t now = clock_.now_seconds();
        auto added = courses_.enrol_all(c, course.id, users, courses::kSourceImport, now);
        std::vector<std::pair<std::int64_t, std::string>> imported;
        for (std::int64_t id : added) imported.emplace_back(id, cards[id]);
        store_.insert_imports(c, course.id, user.id, imported, now);
        ImportResult res;
        res.added = static_cast<int>(added.size());
        res.already_enrolled = static_cast<int>(checked_rows.size()) - res.added;
        return std::pair{res, course.school_id};
    });
    if (result.added > 0) courses_.catalogue_changed(school);
    return result;
}

core::Paged<ImportedRow> TraineeService::imported(const core::AuthUser& user, const std::string& course_sign,
                                                  const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        core::Paged<ImportedRow> out;
        out.total = store_.count_imported(c, course.id);
        if (out.total > page.offset()) out.list = store_.imported(c, course.id, course.school_id, page);
        return out;
    });
}

ExportRows<ImportedRow> TraineeService::imported_export(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        exporter_.check_rows(store_.count_imported(c, course.id));
        return ExportRows<ImportedRow>{store_.course_name(c, course.id),
                                       store_.imported(c, course.id, course.school_id, std::nullopt)};
    });
}

core::Paged<CodeRow> TraineeService::codes(const core::AuthUser& user, const std::string& course_sign,
                                           std::optional<int> status, const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        std::int64_t now = clock_.now_seconds();
        core::Paged<CodeRow> out;
        out.total = store_.count_codes(c, course.id, status, now);
        if (out.total > page.offset()) out.list = store_.codes(c, course.id, status, now, page);
        return out;
    });
}

ExportRows<CodeRow> TraineeService::codes_export(const core::AuthUser& user, const std::string& course_sign,
                                                 std::optional<int> status) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        std::int64_t now = clock_.now_seconds();
        exporter_.check_rows(store_.count_codes(c, course.id, status, now));
        return ExportRows<CodeRow>{store_.course_name(c, course.id),
                                   store_.codes(c, course.id, status, now, std::nullopt)};
    });
}

std::vector<std::string> TraineeService::make_codes(const core::AuthUser& user, const std::string& course_sign,
                                                    int count, std::optional<int> valid_days) {
    return db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        std::int64_t now = clock_.now_seconds();
        std::optional<std::int64_t> expires;
        if (valid_days) expires = now + *valid_days * kDaySeconds;
        std::vector<std::string> out;
        while (static_cast<int>(out.size()) < count) {
            std::string code = new_activation_code();
            if (courses_.add_activation_code(c, code, course.id, expires, now)) out.push_back(std::move(code));
        }
        return out;
    });
}

}  // namespace xj::teaching
