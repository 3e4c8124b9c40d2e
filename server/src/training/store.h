// The training domain's SQL, and only SQL (docs/training.md). It writes training, enterprise and
// training_enterprise; the course rows a training is built on (course, course_teacher, chapter, chapter_video,
// media) are read here as the training pages show them, and written by their owners (docs/database.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "training/model.h"

namespace xj::training {

// A training row as the seed and the authoring calls write it.
struct NewTraining {
    std::int64_t course_id = 0;
    std::int64_t school_id = 0;
    int hours = 0;
    std::string plan;
    std::string join_rule{kJoinFree};
    bool recommend = false;
    std::optional<std::int64_t> starts_at;
    std::optional<std::int64_t> ends_at;
    int sort = 0;
};

struct NewEnterprise {
    std::string sign;
    std::int64_t school_id = 0;
    std::string name;
    std::string logo;
    std::string introduction;
    std::string industry;
    bool joined = true;
    int sort = 0;
};

// A chapter video of a training's timetable: whose it is and what it plays ("" without a file yet).
struct TrainingVideo {
    std::int64_t course_id = 0;
    std::int64_t school_id = 0;
    std::string media_sign;
};

// A course row of offering 2 that has no training row yet (the demo seed completes them).
struct BareTraining {
    std::int64_t course_id = 0;
    std::string name;
};

class TrainingStore {
public:
    // Published trainings of a school marked recommended, in the school's order.
    std::vector<TrainingCard> recommended(db::Conn& conn, std::int64_t school_id, int limit) const;
    Paged<TrainingCard> list(db::Conn& conn, std::int64_t school_id, const ListQuery& query, std::int64_t now) const;
    // Any status: the service decides who sees a draft.
    std::optional<TrainingDetail> find(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;

    // joined: the spec's isJoinEnterprise (1 partners, 0 the others).
    Paged<Enterprise> enterprises(db::Conn& conn, std::int64_t school_id, bool joined, const Page& page) const;
    std::vector<Enterprise> partners_of(db::Conn& conn, std::int64_t training_id) const;

    void insert(db::Conn& conn, const NewTraining& training, std::int64_t now) const;
    void update(db::Conn& conn, const NewTraining& training, std::int64_t now) const;
    // Replaces the training's partner enterprises (in the order given).
    void set_partners(db::Conn& conn, std::int64_t training_id, const std::vector<std::int64_t>& enterprise_ids) const;
    std::optional<std::int64_t> enterprise_id(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    // The school's next place in its order (a new training goes last).
    int next_sort(db::Conn& conn, std::int64_t school_id) const;
    // The trainings the user is on the team of (any status), latest change first.
    Paged<TrainingCard> managed(db::Conn& conn, std::int64_t user_id, const Page& page) const;
    std::int64_t insert_enterprise(db::Conn& conn, const NewEnterprise& enterprise, std::int64_t now) const;
    void link_enterprise(db::Conn& conn, std::int64_t training_id, std::int64_t enterprise_id, int sort) const;
    // The chapter video `video_sign` of the chapter `chapter_sign`, when both are a training's.
    std::optional<TrainingVideo> training_video(db::Conn& conn, std::string_view video_sign,
                                                std::string_view chapter_sign) const;
    // The user's trainings (enrolled), the most recently studied first; status 1 studying, 2 finished, nullopt all.
    Paged<MyTraining> mine(db::Conn& conn, std::int64_t user_id, std::optional<int> status, const Page& page) const;
    bool any_training(db::Conn& conn) const;
    // The sign of the training whose course row this is (nullopt: a course, or none).
    std::optional<std::string> sign_of(db::Conn& conn, std::int64_t course_id) const;
    std::vector<BareTraining> bare_trainings(db::Conn& conn, std::int64_t school_id) const;
};

}  // namespace xj::training
