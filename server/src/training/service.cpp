// The training domain's rules (service.h): the catalogue and a training's page.
#include "training/service.h"

#include "core/api_error.h"

namespace xj::training {

namespace {

constexpr int kOptionEnterprisesMax = 50;

core::ApiError no_training() { return core::ApiError::business(std::string(kMsgNoTraining)); }

MyStudy study_of(const courses::Enrolment& e) {
    return MyStudy{e.progress, e.status, e.studied_seconds, e.created_at, e.last_studied_at, e.last_video_sign};
}

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

std::optional<TrainingDetail> TrainingService::seen(db::Conn& conn, std::int64_t school_id, const OptUser& user,
                                                    const std::string& sign) const {
    auto found = sign.empty() ? std::nullopt : store_.find(conn, school_id, sign);
    if (!found) return std::nullopt;
    if (found->card.status != courses::kStatusPublished &&
        !(user && courses_.may_manage(conn, *user, found->card.id, found->card.school_id)))
        return std::nullopt;
    return found;
}

TrainingDetail TrainingService::visible(db::Conn& conn, std::int64_t school_id, const OptUser& user,
                                        const std::string& sign) const {
    auto found = seen(conn, school_id, user, sign);
    if (!found) throw no_training();
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
            if (auto e = courses_.enrolment(c, user->id, h.detail.card.id)) h.my_study = study_of(*e);
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

TrainingDetail TrainingService::member_view(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                            const std::string& sign, bool managers) {
    TrainingDetail d = visible(conn, courses_.school_of(host), user, sign);
    if (courses_.is_enrolled(conn, user.id, d.card.id)) return d;
    if (managers && courses_.may_manage(conn, user, d.card.id, d.card.school_id)) return d;
    throw core::ApiError::business(std::string(kMsgJoinFirst));
}

MyStudy TrainingService::join(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    bool joined = false;
    MyStudy study = db_.with_tx([&](db::Conn& c) {
        TrainingDetail d = visible(c, school, user, sign);
        auto existing = courses_.enrolment(c, user.id, d.card.id);
        if (!existing) {
            bool teacher = courses_.teaches(c, user, d.card.id);
            if (!teacher && state_of(d.card) == kStateEnded) throw core::ApiError::business(std::string(kMsgEnded));
            if (!teacher && d.card.join_rule == kJoinCode) throw core::ApiError::business(std::string(kMsgByCode));
            if (!teacher && (d.card.join_rule == kJoinOrder || d.card.price > 0))
                throw core::ApiError::business(std::string(kMsgByOrder));
            joined =
                courses_.enrol(c, user.id, d.card.id, teacher ? courses::kSourceTeacher : courses::kSourceFree, now());
            existing = courses_.enrolment(c, user.id, d.card.id);
        }
        return study_of(*existing);
    });
    if (joined) courses_.catalogue_changed(school);
    return study;
}

void TrainingService::require_purchasable(db::Conn& conn, std::int64_t school_id, const std::string& sign) const {
    TrainingDetail d = visible(conn, school_id, std::nullopt, sign);
    if (state_of(d.card) == kStateEnded) throw core::ApiError::business(std::string(kMsgEnded));
    if (d.card.join_rule == kJoinCode) throw core::ApiError::business(std::string(kMsgByCode));
}

bool TrainingService::has_ended(db::Conn& conn, std::int64_t school_id, const std::string& sign) const {
    return state_of(visible(conn, school_id, std::nullopt, sign).card) == kStateEnded;
}

Timetable TrainingService::timetable(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = visible(c, school, user, sign);
        std::int64_t user_id = user ? user->id : 0;
        return Timetable{courses_.chapters_of(c, d.card.id, user_id), practice_items(c, d.card.id, user_id)};
    });
}

TrainingProgress TrainingService::progress(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = member_view(c, host, user, sign, false);
        auto e = courses_.enrolment(c, user.id, d.card.id);
        TrainingProgress p;
        p.study = study_of(*e);
        for (const auto& chapter : courses_.chapters_of(c, d.card.id, user.id))
            for (const auto& v : chapter.videos) {
                ++p.video_count;
                if (v.completed) ++p.completed_videos;
                p.duration_seconds += v.duration_ms / 1000;
            }
        return p;
    });
}

std::vector<courses::VideoItem> TrainingService::watch_record(std::string_view host, const core::AuthUser& user,
                                                              const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        TrainingDetail d = member_view(c, host, user, sign, false);
        std::vector<courses::VideoItem> watched;
        for (auto& chapter : courses_.chapters_of(c, d.card.id, user.id))
            for (auto& v : chapter.videos)
                if (v.furthest_seconds > 0 || v.completed) watched.push_back(std::move(v));
        return watched;
    });
}

std::vector<courses::DataFile> TrainingService::resources(std::string_view host, const core::AuthUser& user,
                                                          const std::string& sign) {
    return db_.with_conn(
        [&](db::Conn& c) { return courses_.files(c, member_view(c, host, user, sign, true).card.id); });
}

study::MediaTicket TrainingService::video_authority(std::string_view host, const core::AuthUser& user,
                                                    const std::string& video_sign, const std::string& chapter_sign) {
    std::int64_t school = courses_.school_of(host);
    std::string media_sign = db_.with_conn([&](db::Conn& c) {
        auto video = store_.training_video(c, video_sign, chapter_sign);
        if (!video || video->school_id != school || video->media_sign.empty())
            throw core::ApiError::business(std::string(kMsgNoVideo));
        return video->media_sign;
    });
    return study_.video_auth(user, media_sign);  // enrolled, teaching or the uploader; 请先加入学习 otherwise
}

std::vector<exams::ExamItem> TrainingService::works(std::string_view host, const core::AuthUser& user,
                                                    const std::string& sign, bool homework) {
    std::int64_t course_id = db_.with_conn([&](db::Conn& c) { return member_view(c, host, user, sign, true).card.id; });
    return papers_.training_items(user, course_id, homework);
}

exams::RecordView TrainingService::upload(std::string_view host, const core::AuthUser& user, exams::OfflineUpload up,
                                          bool homework) {
    std::int64_t school = courses_.school_of(host);
    up.course_id = db_.with_conn([&](db::Conn& c) {
        auto course_id = papers_.exam_course(c, up.exam_sign);
        auto sign = course_id ? store_.sign_of(c, *course_id) : std::nullopt;
        auto d = sign ? seen(c, school, user, *sign) : std::nullopt;
        if (!d) throw core::ApiError::business("考试不存在");
        if (!courses_.is_enrolled(c, user.id, d->card.id)) throw core::ApiError::business(std::string(kMsgJoinFirst));
        if (state_of(d->card) == kStateEnded) throw core::ApiError::business(std::string(kMsgEnded));
        return d->card.id;
    });
    up.homework = homework;
    return papers_.upload_offline(user, up);
}

Paged<MyTraining> TrainingService::mine(const core::AuthUser& user, std::optional<int> status, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.mine(c, user.id, status, page); });
}

}  // namespace xj::training
