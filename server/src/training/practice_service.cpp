// TrainingService: practical tasks (service.h, docs/training.md "Practical tasks"). Gating is data: a task opens when
// every task it requires has reached its pass line (practice_rules.h); the writes check it in their transaction.
#include <algorithm>
#include <system_error>

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/sign.h"
#include "training/practice_rules.h"
#include "training/service.h"

namespace xj::training {

namespace fs = std::filesystem;
using core::ApiError;

namespace {

constexpr std::string_view kPracticeDir = "practice";
constexpr std::string_view kMsgScoreRange = "得分必须在0到{}之间";

// The scores that count for gates: a scored result's; handed-in or started work has none yet.
std::map<std::int64_t, std::optional<int>> scores_of(const std::map<std::int64_t, PracticeResult>& results) {
    std::map<std::int64_t, std::optional<int>> out;
    for (const auto& [task, r] : results) out[task] = r.status == kPracticeScored ? r.score : std::nullopt;
    return out;
}

}  // namespace

std::vector<PracticeItem> TrainingService::practice_items(db::Conn& conn, std::int64_t course_id,
                                                          std::int64_t user_id) const {
    std::vector<PracticeItem> items = practice_.tasks_of(conn, course_id);
    if (items.empty()) return items;
    std::map<std::int64_t, PracticeResult> results;
    if (user_id != 0) results = practice_.results_of(conn, course_id, user_id);
    std::map<std::int64_t, PracticeTask> tasks;
    for (const auto& item : items) tasks.emplace(item.task.id, item.task);
    auto scores = scores_of(results);
    for (auto& item : items) {
        for (std::int64_t id : item.task.requires_ids)
            if (auto it = tasks.find(id); it != tasks.end()) item.requires_numbers.push_back(it->second.number);
        std::sort(item.requires_numbers.begin(), item.requires_numbers.end());
        auto unmet = unmet_requirements(item.task, tasks, scores);
        item.disabled = !unmet.empty();
        item.reason = gate_reason(unmet);
        if (auto it = results.find(item.task.id); it != results.end()) item.result = it->second;
    }
    return items;
}

PracticeItem TrainingService::practice_item(db::Conn& conn, std::int64_t course_id, std::int64_t task_id,
                                            std::int64_t user_id) const {
    for (auto& item : practice_items(conn, course_id, user_id))
        if (item.task.id == task_id) return item;
    throw ApiError::business(std::string(kMsgNoTask));
}

std::vector<ScoredPractice> TrainingService::scored_practice(std::int64_t user_id) {
    constexpr int kLimit = 200;
    return db_.with_conn([&](db::Conn& c) { return practice_.scored(c, user_id, kLimit); });
}

std::vector<PracticeItem> TrainingService::practice_tasks(std::string_view host, const core::AuthUser& user,
                                                          const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = member_view(c, host, user, sign, true);
        return practice_items(c, d.card.id, user.id);
    });
}

TaskOfTraining TrainingService::open_task(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                          const std::string& task_sign) {
    auto found = practice_.task(conn, task_sign);
    // Another school's training, or a draft: the task does not exist for this caller.
    auto d = found ? seen(conn, courses_.school_of(host), user, found->train_sign) : std::nullopt;
    if (!d) throw ApiError::business(std::string(kMsgNoTask));
    if (!courses_.is_enrolled(conn, user.id, d->card.id)) throw ApiError::business(std::string(kMsgJoinFirst));
    if (state_of(d->card) == kStateEnded) throw ApiError::business(std::string(kMsgEnded));
    // The managers' writes to the tasks wait for this one (or it reads them committed), then the task, its
    // requirements and the required results are read afresh.
    practice_.lock_training(conn, d->card.id, false);
    found = practice_.task(conn, task_sign);
    if (!found) throw ApiError::business(std::string(kMsgNoTask));
    std::map<std::int64_t, PracticeTask> tasks;
    for (auto& item : practice_.tasks_of(conn, d->card.id)) tasks.emplace(item.task.id, std::move(item.task));
    auto unmet = unmet_requirements(found->task, tasks, practice_.required_scores(conn, found->task.id, user.id));
    if (!unmet.empty()) throw ApiError::business(gate_reason(unmet));
    return *found;
}

PracticeItem TrainingService::start_practice(std::string_view host, const core::AuthUser& user,
                                             const std::string& task_sign) {
    return db_.with_tx([&](db::Conn& c) {
        TaskOfTraining t = open_task(c, host, user, task_sign);
        practice_.start(c, core::make_sign(), t.task.id, user.id, now());
        return practice_item(c, t.task.course_id, t.task.id, user.id);
    });
}

PracticeItem TrainingService::submit_practice(std::string_view host, const core::AuthUser& user,
                                              const PracticeUpload& up) {
    if (up.bytes.empty()) throw ApiError::invalid("file", std::string(kMsgPracticeNoFile));
    if (up.bytes.size() > kPracticeFileMax) throw ApiError::invalid("file", std::string(kMsgPracticeTooLarge));
    // A deliverable: PDF, Office, image or ZIP, judged by content.
    auto type = core::document_type_among(up.bytes, up.file_name,
                                          {"pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "jpg", "png", "zip"});
    if (!type) throw ApiError::invalid("file", std::string(kMsgPracticeType));

    PracticeResult file;
    std::string sign = core::make_sign();
    file.file_path = std::string(kPracticeDir) + "/" + sign + "." + *type;
    file.file_name = up.file_name.empty() ? sign + "." + *type : up.file_name;
    file.file_mime = core::sniff_mime(up.bytes);
    file.file_size = static_cast<std::int64_t>(up.bytes.size());
    fs::path target = files_dir_ / *file.file_path;
    fs::create_directories(target.parent_path());
    core::write_atomically(target, up.bytes, "a practical deliverable");
    std::optional<std::string> replaced;
    try {
        PracticeItem item = db_.with_tx([&](db::Conn& c) {
            TaskOfTraining t = open_task(c, host, user, up.task_sign);
            practice_.start(c, core::make_sign(), t.task.id, user.id, now());
            // The row locked: a second hand-in at once, or a teacher's score, waits for this one.
            PracticeResult r = *practice_.result(c, t.task.id, user.id, true);
            if (r.status == kPracticeScored && reached_pass_line(r.score, t.task.pass_line))
                throw ApiError::business(std::string(kMsgPracticePassed));
            replaced = r.file_path;
            practice_.hand_in(c, r.id, file, now());
            return practice_item(c, t.task.course_id, t.task.id, user.id);
        });
        if (replaced && !replaced->empty()) core::remove_quietly(files_dir_ / *replaced);
        return item;
    } catch (...) {
        core::remove_quietly(target);
        throw;
    }
}

PracticeRecord TrainingService::managed_record(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                               const std::string& record_sign, std::int64_t* course_id) {
    // The training must be the host school's, and the user its teacher or that school's admin.
    std::int64_t school = 0;
    auto record = practice_.record(conn, record_sign, course_id, &school);
    if (!record || school != courses_.school_of(host) || !courses_.may_manage(conn, user, *course_id, school))
        throw ApiError::business(std::string(kMsgNoPracticeRecord));
    return *record;
}

Paged<PracticeRecord> TrainingService::practice_records(std::string_view host, const core::AuthUser& user,
                                                        const PracticeRecordQuery& q) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = visible(c, courses_.school_of(host), user, q.train_sign);
        if (!courses_.may_manage(c, user, d.card.id, d.card.school_id)) throw ApiError::no_permission();
        return practice_.records(c, d.card.id, q);
    });
}

PracticeRecordsExport TrainingService::practice_records_export(std::string_view host, const core::AuthUser& user,
                                                               PracticeRecordQuery q) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = visible(c, courses_.school_of(host), user, q.train_sign);
        if (!courses_.may_manage(c, user, d.card.id, d.card.school_id)) throw ApiError::no_permission();
        q.page = core::Page{1, static_cast<int>(exporter_.max_rows())};
        Paged<PracticeRecord> all = practice_.records(c, d.card.id, q);
        exporter_.check_rows(all.total);
        return PracticeRecordsExport{d.card.name, std::move(all.list)};
    });
}

PracticeRecord TrainingService::score_practice(std::string_view host, const core::AuthUser& user,
                                               const std::string& record_sign, std::int64_t score,
                                               const std::string& comment) {
    return db_.with_tx([&](db::Conn& c) {
        std::int64_t course_id = 0;
        PracticeRecord r = managed_record(c, host, user, record_sign, &course_id);
        // Locked and read again: a hand-in at the same moment either comes first (this scores its file) or waits.
        r.result = *practice_.result(c, r.result.task_id, r.result.user_id, true);
        if (r.result.status == kPracticeStarted) throw ApiError::business(std::string(kMsgPracticeNotSubmitted));
        if (score < 0 || score > r.full_score)
            throw ApiError::invalid("score", fmt::format(fmt::runtime(kMsgScoreRange), r.full_score));
        practice_.score(c, r.result.id, static_cast<int>(score), comment, user.id, now());
        return *practice_.record(c, record_sign, &course_id);
    });
}

std::pair<fs::path, PracticeRecord> TrainingService::practice_file(std::string_view host, const core::AuthUser& user,
                                                                   const std::string& record_sign) {
    return db_.with_conn([&](db::Conn& c) {
        std::int64_t course_id = 0;
        std::optional<PracticeRecord> record = practice_.record(c, record_sign, &course_id);
        if (!record || record->result.user_id != user.id)
            record = managed_record(c, host, user, record_sign, &course_id);
        if (!record->result.file_path || record->result.file_path->empty()) throw ApiError::business("未上传文件");
        return std::pair{files_dir_ / *record->result.file_path, *record};
    });
}

}  // namespace xj::training
