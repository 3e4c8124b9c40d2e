#include "simulation/service.h"

#include <algorithm>

#include "core/api_error.h"
#include "core/sign.h"
#include "core/text.h"
#include "simulation/market.h"
#include "simulation/rules.h"

namespace xj::simulation {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgAssigned = "该实训已添加到本课程";
constexpr std::string_view kMsgNotAssigned = "该实训未添加到本课程";
constexpr int kBannerSize = 3;
constexpr core::Page kCreationPage{1, 50};

ApiError no_practice() { return ApiError::business(std::string(kMsgNoPractice)); }

}  // namespace

void finish_if_done(const PracticeRules& rules, Run& run, std::int64_t now) {
    if (run.state.stage != Stage::kFinished || run.finished_at) return;
    double score = score_of(rules, run.state).total;
    run.score = score;
    run.best_score = run.best_score ? std::max(*run.best_score, score) : score;
    run.finished_at = now;
}

Practice SimulationService::practice_in(db::Conn& conn, std::int64_t school_id, const std::string& sign) const {
    auto p = store_.practice(conn, school_id, sign);
    if (!p) throw no_practice();
    return *p;
}

std::vector<CategoryCount> SimulationService::categories(std::string_view host, const std::string& marketplace) {
    std::int64_t school = courses_.school_of(host);
    auto counts = db_.with_conn([&](db::Conn& conn) { return store_.category_counts(conn, school, marketplace); });
    std::vector<CategoryCount> out;
    for (int id = 1; id <= 3; ++id) {
        CategoryCount c{id, 0};
        for (const auto& [category, n] : counts)
            if (category == id) c.count = n;
        out.push_back(c);
    }
    return out;
}

core::Paged<PracticeCard> SimulationService::practices(std::string_view host, const core::AuthUser& user, int category,
                                                       const core::Page& page) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) { return store_.cards(conn, school, user.id, category, page); });
}

std::vector<PracticeCard> SimulationService::banner(std::string_view host, const core::AuthUser& user) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) { return store_.banner(conn, school, user.id, kBannerSize); });
}

PracticeDetail SimulationService::detail(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) {
        Practice p = practice_in(conn, school, sign);
        PracticeDetail d{{p, std::nullopt, std::nullopt}, store_.courses_assigning(conn, user.id, p.id)};
        if (auto run = store_.run(conn, user.id, p.id, false)) {
            d.card.my_stage = run->state.stage;
            d.card.my_best = run->best_score;
        }
        return d;
    });
}

core::Paged<articles::NewsItem> SimulationService::information(std::string_view host, const core::Page& page) {
    return news_.information(host, articles::kIndustry, page);
}

std::pair<std::vector<RunCard>, std::vector<PracticeCard>> SimulationService::creation(std::string_view host,
                                                                                       const core::AuthUser& user) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) {
        return std::make_pair(store_.runs_of(conn, user.id, school),
                              store_.cards(conn, school, user.id, 0, kCreationPage).list);
    });
}

Practice SimulationService::practice(std::string_view host, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) { return practice_in(conn, school, sign); });
}

std::optional<RunView> SimulationService::run(std::string_view host, const core::AuthUser& user,
                                              const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) -> std::optional<RunView> {
        Practice p = practice_in(conn, school, sign);
        auto run = store_.run(conn, user.id, p.id, false);
        if (!run) return std::nullopt;
        return RunView{p, *run};
    });
}

RunView SimulationService::start(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_tx([&](db::Conn& conn) {
        Practice p = practice_in(conn, school, sign);
        if (auto run = store_.run(conn, user.id, p.id, true)) return RunView{p, *run};
        Run fresh;
        fresh.practice_id = p.id;
        fresh.user_id = user.id;
        fresh.state = new_run(p.rules);
        fresh.started_at = clock_.now_seconds();
        if (auto inserted = store_.insert_run(conn, fresh)) return RunView{p, *inserted};
        // Another start of the same user at the same moment came first: its run is the one.
        return RunView{p, *store_.run(conn, user.id, p.id, true)};
    });
}

RunView SimulationService::restart(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    std::optional<RunView> view = db_.with_tx([&](db::Conn& conn) -> std::optional<RunView> {
        Practice p = practice_in(conn, school, sign);
        auto run = store_.run(conn, user.id, p.id, true);
        if (!run) return std::nullopt;
        run->state = new_run(p.rules);
        run->score.reset();
        run->finished_at.reset();
        run->started_at = run->updated_at = clock_.now_seconds();
        if (!store_.save_run(conn, *run)) throw ApiError::business(std::string(kMsgStale));
        ++run->version;
        return RunView{p, *run};
    });
    return view ? *view : start(host, user, sign);
}

RunView SimulationService::decide(std::string_view host, const core::AuthUser& user, const std::string& sign,
                                  const Decision& decision) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_tx([&](db::Conn& conn) {
        Practice p = practice_in(conn, school, sign);
        auto run = store_.run(conn, user.id, p.id, true);
        if (!run) throw ApiError::business(std::string(kMsgNotStarted));
        expect(run->state, decision.stage, decision.day);
        if (decision.version && *decision.version != run->version) throw ApiError::business(std::string(kMsgStale));
        decision.apply(p.rules, run->state);
        run->updated_at = clock_.now_seconds();
        finish_if_done(p.rules, *run, run->updated_at);
        // The version read under the lock: on SQLite the write transaction is the lock, on PostgreSQL the row's.
        if (!store_.save_run(conn, *run)) throw ApiError::business(std::string(kMsgStale));
        ++run->version;
        return RunView{p, *run};
    });
}

Assignment SimulationService::assigned(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id) const {
    auto a = store_.assignment(conn, course_id, practice_id);
    if (!a) throw ApiError::business(std::string(kMsgNotAssigned));
    return *a;
}

std::vector<Assignment> SimulationService::assignments(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        return store_.assignments(conn, course.id);
    });
}

std::vector<std::pair<Practice, bool>> SimulationService::assignable(const core::AuthUser& user,
                                                                     const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        std::vector<std::pair<Practice, bool>> out;
        auto taken = store_.assignments(conn, course.id);
        for (PracticeCard& c : store_.cards(conn, course.school_id, user.id, 0, kCreationPage).list) {
            bool assigned = false;
            for (const Assignment& a : taken) assigned = assigned || a.practice.id == c.practice.id;
            out.emplace_back(std::move(c.practice), assigned);
        }
        return out;
    });
}

Assignment SimulationService::assign(const core::AuthUser& user, const std::string& course_sign,
                                     const std::string& sign, bool in_assessment) {
    return db_.with_tx([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        Practice p = practice_in(conn, course.school_id, sign);
        if (!store_.assign(conn, course.id, p.id, in_assessment, user.id, clock_.now_seconds()))
            throw ApiError::business(std::string(kMsgAssigned));
        return assigned(conn, course.id, p.id);
    });
}

Assignment SimulationService::set_assessment(const core::AuthUser& user, const std::string& course_sign,
                                             const std::string& sign, bool in_assessment) {
    return db_.with_tx([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        Practice p = practice_in(conn, course.school_id, sign);
        if (!store_.set_assessment(conn, course.id, p.id, in_assessment))
            throw ApiError::business(std::string(kMsgNotAssigned));
        return assigned(conn, course.id, p.id);
    });
}

void SimulationService::unassign(const core::AuthUser& user, const std::string& course_sign, const std::string& sign) {
    db_.with_tx([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        Practice p = practice_in(conn, course.school_id, sign);
        if (!store_.unassign(conn, course.id, p.id)) throw ApiError::business(std::string(kMsgNotAssigned));
    });
}

core::Paged<Trainee> SimulationService::trainees(const core::AuthUser& user, const std::string& course_sign,
                                                 const std::string& sign, const std::string& keyword,
                                                 const core::Page& page) {
    return db_.with_conn([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        Practice p = practice_in(conn, course.school_id, sign);
        assigned(conn, course.id, p.id);
        auto found = store_.trainees(conn, course.id, course.school_id, p.id, keyword, page);
        for (Trainee& t : found.list) t.days = p.rules.days;
        return found;
    });
}

TraineeRows SimulationService::trainees_export(const core::AuthUser& user, const std::string& course_sign,
                                               const std::string& sign, const std::string& keyword) {
    return db_.with_conn([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        Practice p = practice_in(conn, course.school_id, sign);
        assigned(conn, course.id, p.id);
        auto info = courses_.find_course(conn, course.school_id, course.sign);
        if (!info) throw ApiError::business(std::string(kMsgNoCourse));
        auto all = store_.trainees(conn, course.id, course.school_id, p.id, keyword, core::Page{1, 1});
        exporter_.check_rows(all.total);
        return TraineeRows{info->card.name, p.title,
                           store_.trainees(conn, course.id, course.school_id, p.id, keyword, core::Page{1, 0}).list};
    });
}

std::int64_t SimulationService::add_practice(db::Conn& conn, Practice p) {
    if (p.sign.empty()) p.sign = core::make_sign();
    if (p.rules.seed == 0) p.rules.seed = seed_of(p.sign);
    return store_.insert_practice(conn, p, clock_.now_seconds());
}

}  // namespace xj::simulation
