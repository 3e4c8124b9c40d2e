// TrainingService: the managers' writes to a training's practical tasks (service.h, docs/training.md "Practical
// tasks"). Prerequisites are data: they name tasks of the same training and never close a cycle (practice_rules.h).
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/sign.h"
#include "training/practice_rules.h"
#include "training/service.h"

namespace xj::training {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNumberTaken = "任务编号已存在";
constexpr std::string_view kMsgNoChapter = "章节不存在";
constexpr std::string_view kMsgNoRequired = "前置任务不存在";
constexpr std::string_view kMsgCycle = "前置任务不能形成循环";
constexpr std::string_view kMsgHasWork = "已有学员开始或提交该任务，不能删除";
constexpr std::string_view kMsgRequired = "该任务是任务{}的前置任务，请先修改";
constexpr std::string_view kMsgBelowScores = "已有学员得分为{}，满分不能低于此分";

}  // namespace

TrainingDetail TrainingService::managed_training(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                                 const std::string& sign) const {
    TrainingDetail d = visible(conn, courses_.school_of(host), user, sign);
    if (!courses_.may_manage(conn, user, d.card.id, d.card.school_id)) throw ApiError::no_permission();
    return d;
}

TaskOfTraining TrainingService::managed_task(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                             const std::string& task_sign) const {
    auto found = practice_.task(conn, task_sign);
    auto d = found ? seen(conn, courses_.school_of(host), user, found->train_sign) : std::nullopt;
    if (!d) throw ApiError::business(std::string(kMsgNoTask));
    if (!courses_.may_manage(conn, user, d->card.id, d->card.school_id)) throw ApiError::no_permission();
    return *found;
}

PracticeTask TrainingService::write_task(db::Conn& conn, PracticeTask task, const PracticeTaskForm& form) {
    practice_.lock_training(conn, task.course_id, true);
    if (task.id != 0) {
        // Scores already given stay within the full score.
        std::optional<int> best = practice_.best_score(conn, task.id);
        if (best && form.full_score < *best)
            throw ApiError::invalid("fullScore", fmt::format(fmt::runtime(kMsgBelowScores), *best));
    }
    task.chapter_id = std::nullopt;
    if (form.chapter_sign) {
        task.chapter_id = practice_.chapter_of(conn, task.course_id, *form.chapter_sign);
        if (!task.chapter_id) throw ApiError::invalid("chapterId", std::string(kMsgNoChapter));
    }
    task.number = form.number;
    task.title = form.title;
    task.description = form.description;
    task.pass_line = form.pass_line;
    task.full_score = form.full_score;
    task.sort = form.number;

    std::map<std::string, std::int64_t> by_sign;
    std::map<std::int64_t, std::vector<std::int64_t>> requirements;
    for (const auto& item : practice_.tasks_of(conn, task.course_id)) {
        if (item.task.id != task.id && item.task.number == task.number)
            throw ApiError::invalid("taskId", std::string(kMsgNumberTaken));
        by_sign[item.task.sign] = item.task.id;
        requirements[item.task.id] = item.task.requires_ids;
    }
    std::vector<std::int64_t> required;
    for (const auto& sign : form.requires_signs) {
        auto it = by_sign.find(sign);
        if (it == by_sign.end()) throw ApiError::invalid("requires", std::string(kMsgNoRequired));
        if (std::find(required.begin(), required.end(), it->second) != required.end()) continue;
        required.push_back(it->second);
    }
    std::int64_t now_s = now();
    if (task.id == 0) {
        // A new task requires only tasks that exist before it, so it closes no cycle.
        task.sign = core::make_sign();
        try {
            task.id = practice_.insert_task(conn, task, now_s);
        } catch (const db::DbError& e) {
            if (e.kind() == db::DbError::Kind::kUniqueViolation)
                throw ApiError::invalid("taskId", std::string(kMsgNumberTaken));
            throw;
        }
    } else {
        requirements[task.id].clear();
        for (std::int64_t id : required) {
            if (closes_cycle(task.id, id, requirements)) throw ApiError::invalid("requires", std::string(kMsgCycle));
            requirements[task.id].push_back(id);
        }
        practice_.update_task(conn, task, now_s);
    }
    practice_.set_requirements(conn, task.id, required);
    task.requires_ids = required;
    return task;
}

PracticeItem TrainingService::add_practice_task(std::string_view host, const core::AuthUser& user,
                                                const PracticeTaskForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        TrainingDetail d = managed_training(c, host, user, form.train_sign);
        PracticeTask task;
        task.course_id = d.card.id;
        task = write_task(c, task, form);
        return practice_item(c, task.course_id, task.id, user.id);
    });
}

PracticeItem TrainingService::update_practice_task(std::string_view host, const core::AuthUser& user,
                                                   const std::string& task_sign, const PracticeTaskForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        PracticeTask task = write_task(c, managed_task(c, host, user, task_sign).task, form);
        return practice_item(c, task.course_id, task.id, user.id);
    });
}

void TrainingService::delete_practice_task(std::string_view host, const core::AuthUser& user,
                                           const std::string& task_sign) {
    db_.with_tx([&](db::Conn& c) {
        PracticeTask task = managed_task(c, host, user, task_sign).task;
        practice_.lock_training(c, task.course_id, true);
        if (practice_.has_results(c, task.id)) throw ApiError::business(std::string(kMsgHasWork));
        auto by = practice_.required_by(c, task.id);
        if (!by.empty()) throw ApiError::business(fmt::format(fmt::runtime(kMsgRequired), by.front()));
        practice_.delete_task(c, task.id);
    });
}

}  // namespace xj::training
