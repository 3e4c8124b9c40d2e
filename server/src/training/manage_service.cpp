// TrainingService: authoring a training (service.h, docs/training.md "Authoring"). The course row is authoring's
// (written through its service in this transaction), the training row and its partners are this domain's.
#include <algorithm>

#include "core/api_error.h"
#include "training/service.h"

namespace xj::training {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoEnterprise = "合作企业不存在";

// Who picks the school's recommended trainings: its admins (a teacher's form keeps what is set).
bool curates(const core::AuthUser& user) { return user.has_role(core::Role::kSchoolAdmin); }

authoring::TrainingCourseFields course_fields(const TrainingForm& f) {
    return {f.name, f.introduction, f.details, f.picture, f.price_fen};
}

NewTraining training_row(std::int64_t course_id, std::int64_t school_id, const TrainingForm& f) {
    NewTraining t;
    t.course_id = course_id;
    t.school_id = school_id;
    t.hours = f.hours;
    t.plan = f.plan;
    t.join_rule = f.join_rule;
    t.recommend = f.recommend;
    t.starts_at = f.starts_at;
    t.ends_at = f.ends_at;
    return t;
}

}  // namespace

std::vector<std::int64_t> TrainingService::partner_ids(db::Conn& conn, std::int64_t school_id,
                                                       const TrainingForm& form) const {
    std::vector<std::int64_t> ids;
    for (const auto& sign : form.enterprise_signs) {
        auto id = store_.enterprise_id(conn, school_id, sign);
        if (!id) throw ApiError::invalid("enterpriseIds", std::string(kMsgNoEnterprise));
        if (std::find(ids.begin(), ids.end(), *id) == ids.end()) ids.push_back(*id);
    }
    return ids;
}

std::string TrainingService::add_training(std::string_view host, const core::AuthUser& user, const TrainingForm& form) {
    std::int64_t school = courses_.school_of(host);
    if (user.school_id != school) throw ApiError::no_permission();  // a school's trainings are made on its site
    return db_.with_tx([&](db::Conn& c) {
        std::vector<std::int64_t> partners = partner_ids(c, school, form);
        authoring::NewCourseResult made = authoring_.insert_training_course(c, user, course_fields(form));
        std::int64_t course_id = courses_.managed_course(c, user, made.course_sign).id;
        NewTraining row = training_row(course_id, school, form);
        row.recommend = form.recommend && curates(user);
        row.sort = store_.next_sort(c, school);
        store_.insert(c, row, now());
        store_.set_partners(c, course_id, partners);
        return made.course_sign;
    });
}

TrainingHeader TrainingService::edited(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingHeader h;
        h.detail = managed_training(c, host, user, sign);
        h.partners = store_.partners_of(c, h.detail.card.id);
        h.state = state_of(h.detail.card);
        h.can_manage = true;
        return h;
    });
}

TrainingHeader TrainingService::update_training(std::string_view host, const core::AuthUser& user,
                                                const std::string& sign, const TrainingForm& form) {
    std::string replaced = db_.with_tx([&](db::Conn& c) {
        TrainingDetail d = managed_training(c, host, user, sign);
        std::vector<std::int64_t> partners = partner_ids(c, d.card.school_id, form);
        std::string old = authoring_.update_training_course(c, d.card.id, course_fields(form), d.card.picture);
        NewTraining row = training_row(d.card.id, d.card.school_id, form);
        if (!curates(user)) row.recommend = d.card.recommend;  // the school's front row is its admins' choice
        store_.update(c, row, now());
        store_.set_partners(c, d.card.id, partners);
        return old;
    });
    authoring_.discard_cover(replaced);  // after the commit: a rolled-back change keeps its cover
    return edited(host, user, sign);
}

TrainingHeader TrainingService::set_published(std::string_view host, const core::AuthUser& user,
                                              const std::string& sign, bool published) {
    db_.with_tx([&](db::Conn& c) {
        TrainingDetail d = managed_training(c, host, user, sign);
        authoring_.set_training_status(c, d.card.id, published ? courses::kStatusPublished : courses::kStatusDraft);
    });
    return edited(host, user, sign);
}

Paged<TrainingCard> TrainingService::managed_list(const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.managed(c, user.id, page); });
}

}  // namespace xj::training
