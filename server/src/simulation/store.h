// The simulation domain's SQL, and only SQL (migration 0031). Reads join users, enrolment and identity_claim for a
// course's trainees; only the simulation_* tables are written.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/page.h"
#include "db/db.h"
#include "simulation/model.h"

namespace xj::simulation {

class SimulationStore {
public:
    std::int64_t insert_practice(db::Conn& conn, const Practice& p, std::int64_t at) const;
    std::optional<Practice> practice(db::Conn& conn, std::int64_t school_id, const std::string& sign) const;
    std::optional<Practice> practice_by_id(db::Conn& conn, std::int64_t id) const;
    // A school's practices of a category (0: all) in their order, with the user's own runs.
    core::Paged<PracticeCard> cards(db::Conn& conn, std::int64_t school_id, std::int64_t user_id, int category,
                                    const core::Page& page) const;
    // The most played first.
    std::vector<PracticeCard> banner(db::Conn& conn, std::int64_t school_id, std::int64_t user_id, int limit) const;
    // category → number of practices (of a marketplace, "" for all).
    std::vector<std::pair<int, std::int64_t>> category_counts(db::Conn& conn, std::int64_t school_id,
                                                              const std::string& marketplace) const;

    // lock: the row FOR UPDATE on PostgreSQL (SQLite's write transaction holds the database already).
    std::optional<Run> run(db::Conn& conn, std::int64_t user_id, std::int64_t practice_id, bool lock) const;
    // nullopt when the user has a run of the practice already (a second start at the same moment).
    std::optional<Run> insert_run(db::Conn& conn, const Run& run) const;
    // Saves a decision: false when the run's version is no longer run.version (another decision came first).
    bool save_run(db::Conn& conn, const Run& run) const;
    // A user's runs of a school's practices, the last played first.
    std::vector<RunCard> runs_of(db::Conn& conn, std::int64_t user_id, std::int64_t school_id) const;

    std::vector<Assignment> assignments(db::Conn& conn, std::int64_t course_id) const;
    std::optional<Assignment> assignment(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id) const;
    // False when the practice is assigned to the course already.
    bool assign(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id, bool in_assessment, std::int64_t by,
                std::int64_t at) const;
    bool set_assessment(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id, bool in_assessment) const;
    bool unassign(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id) const;
    // Names of the courses that assign the practice among those the user is enrolled in.
    std::vector<std::string> courses_assigning(db::Conn& conn, std::int64_t user_id, std::int64_t practice_id) const;
    // The course's trainees and their runs of the practice, who played last first (then the rest by enrolment);
    // keyword: a part of the name or the whole mobile. page.size 0: every one (the export).
    core::Paged<Trainee> trainees(db::Conn& conn, std::int64_t course_id, std::int64_t school_id,
                                  std::int64_t practice_id, const std::string& keyword, const core::Page& page) const;

    static std::string trainees_sql(bool keyword);
};

}  // namespace xj::simulation
