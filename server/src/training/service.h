// The training domain's rules (docs/training.md, decision 0008): the school's training catalogue (/train), a
// training's page (header, body, plan, teachers, partner enterprises) and the partner enterprises' list. A visitor
// sees the published trainings of the host's school; a draft only its teachers and the school's admins
// (-1000 培训项目不存在 for anyone else, the same answer as an unknown id).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "training/model.h"
#include "training/rules.h"
#include "training/store.h"

namespace xj::training {

using OptUser = std::optional<core::AuthUser>;

// The filters the list offers (GET /train/getQueryList): the partner enterprises with published trainings and the
// three states.
struct QueryOption {
    std::string value;
    std::string label;
};
struct QueryGroup {
    std::string key;  // the list's filter field
    std::string name;
    std::vector<QueryOption> options;
};

// The training page's header: the training, its partners, and the caller's standing.
struct TrainingHeader {
    TrainingDetail detail;
    std::vector<Enterprise> partners;
    std::optional<MyStudy> my_study;
    bool can_manage = false;
    int state = kStateRunning;
};

class TrainingService {
public:
    TrainingService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}

    std::vector<TrainingCard> recommended(std::string_view host, int limit);
    std::vector<QueryGroup> query_options(std::string_view host);
    Paged<TrainingCard> list(std::string_view host, const ListQuery& query);

    TrainingHeader header(std::string_view host, const OptUser& user, const std::string& sign);
    TrainingDetail body(std::string_view host, const OptUser& user, const std::string& sign);
    std::vector<courses::CourseTeacher> teachers(std::string_view host, const OptUser& user, const std::string& sign);
    Paged<Enterprise> enterprises(std::string_view host, bool joined, const Page& page);
    std::vector<Enterprise> partners(std::string_view host, const OptUser& user, const std::string& sign);

    // Where a training stands today (its card's state).
    int state_of(const TrainingCard& card) const { return state_at(card.starts_at, card.ends_at, now()); }

private:
    // The training of the host's school the user may see; -1000 培训项目不存在 otherwise.
    TrainingDetail visible(db::Conn& conn, std::int64_t school_id, const OptUser& user, const std::string& sign) const;
    std::int64_t now() const { return clock_.now_seconds(); }

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    TrainingStore store_;
};

}  // namespace xj::training
