// The training domain's rules (service.h): the catalogue and a training's page.
#include "training/service.h"

#include "core/api_error.h"

namespace xj::training {

namespace {

constexpr std::string_view kMsgNoTraining = "培训项目不存在";
constexpr int kOptionEnterprisesMax = 50;

core::ApiError no_training() { return core::ApiError::business(std::string(kMsgNoTraining)); }

}  // namespace

std::vector<TrainingCard> TrainingService::recommended(std::string_view host, int limit) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.recommended(c, school, limit); });
}

std::vector<QueryGroup> TrainingService::query_options(std::string_view host) {
    std::int64_t school = courses_.school_of(host);
    auto partners = db_.with_conn([&](db::Conn& c) {
        return store_.enterprises(c, school, true, Page{1, kOptionEnterprisesMax}).list;
    });
    QueryGroup enterprises{"enterpriseId", "合作企业", {}};
    for (const auto& e : partners)
        if (e.training_count > 0) enterprises.options.push_back({e.sign, e.name});
    QueryGroup states{"state", "培训状态", {}};
    for (int state : {kStateUpcoming, kStateRunning, kStateEnded})
        states.options.push_back({std::to_string(state), std::string(state_name(state))});
    return {std::move(enterprises), std::move(states)};
}

Paged<TrainingCard> TrainingService::list(std::string_view host, const ListQuery& query) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.list(c, school, query, now()); });
}

TrainingDetail TrainingService::visible(db::Conn& conn, std::int64_t school_id, const OptUser& user,
                                        const std::string& sign) const {
    auto found = sign.empty() ? std::nullopt : store_.find(conn, school_id, sign);
    if (!found) throw no_training();
    if (found->card.status != courses::kStatusPublished &&
        !(user && courses_.may_manage(conn, *user, found->card.id, found->card.school_id)))
        throw no_training();
    return *found;
}

TrainingHeader TrainingService::header(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        TrainingHeader h;
        h.detail = visible(c, school, user, sign);
        h.partners = store_.partners_of(c, h.detail.card.id);
        h.state = state_of(h.detail.card);
        if (user) {
            h.can_manage = courses_.may_manage(c, *user, h.detail.card.id, h.detail.card.school_id);
            if (auto e = courses_.enrolment(c, user->id, h.detail.card.id))
                h.my_study = MyStudy{e->progress, e->status, e->studied_seconds, e->created_at};
        }
        return h;
    });
}

TrainingDetail TrainingService::body(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return visible(c, school, user, sign); });
}

std::vector<courses::CourseTeacher> TrainingService::teachers(std::string_view host, const OptUser& user,
                                                              const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return courses_.teachers(c, visible(c, school, user, sign).card.id); });
}

Paged<Enterprise> TrainingService::enterprises(std::string_view host, bool joined, const Page& page) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.enterprises(c, school, joined, page); });
}

std::vector<Enterprise> TrainingService::partners(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.partners_of(c, visible(c, school, user, sign).card.id); });
}

}  // namespace xj::training
