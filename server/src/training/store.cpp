// The training domain's SQL (store.h).
#include "training/store.h"

#include "db/like.h"

namespace xj::training {

namespace {

// A training card: the course row, the training row, its first partner enterprise and its lead teacher.
#define XJ_TRAINING_COLUMNS                                                                              \
    "c.id, c.sign, c.school_id, c.name, c.introduction, c.picture, c.price, c.status, c.student_count, " \
    "c.created_at, t.hours, t.join_rule, t.recommend, t.starts_at, t.ends_at, "                          \
    "COALESCE((SELECT e.name FROM training_enterprise te JOIN enterprise e ON e.id = te.enterprise_id "  \
    "  WHERE te.training_id = t.course_id ORDER BY te.sort, e.id LIMIT 1), '') AS enterprise_name, "     \
    "COALESCE(lu.name, '') AS teacher_name "
#define XJ_TRAINING_FROM                                                    \
    "FROM training t JOIN course c ON c.id = t.course_id "                  \
    "LEFT JOIN course_teacher lt ON lt.course_id = c.id AND lt.master = 1 " \
    "LEFT JOIN users lu ON lu.id = lt.user_id "

// training_recommended (school_id, recommend, sort, course_id) serves the recommended list, training_by_sort the
// school's list; a school has tens of trainings, so the filters below read the rows the index finds.
constexpr std::string_view kRecommended =
    "SELECT " XJ_TRAINING_COLUMNS XJ_TRAINING_FROM
    "WHERE t.school_id = :school_id AND t.recommend = 1 AND c.status = 1 ORDER BY t.sort, t.course_id LIMIT :limit";
constexpr std::string_view kListHead = "SELECT " XJ_TRAINING_COLUMNS XJ_TRAINING_FROM;
constexpr std::string_view kCountHead = "SELECT COUNT(*) AS n FROM training t JOIN course c ON c.id = t.course_id ";
constexpr std::string_view kWherePublished = "WHERE t.school_id = :school_id AND c.status = 1";
constexpr std::string_view kWhereLikeSqlite = " AND c.name LIKE :like ESCAPE '\\'";
constexpr std::string_view kWhereLikePostgres = " AND c.name ILIKE :like ESCAPE '\\'";
constexpr std::string_view kWhereEnterprise =
    " AND EXISTS (SELECT 1 FROM training_enterprise te JOIN enterprise e ON e.id = te.enterprise_id "
    "WHERE te.training_id = t.course_id AND e.sign = :enterprise)";
constexpr std::string_view kWhereUpcoming = " AND t.starts_at IS NOT NULL AND t.starts_at > :now";
constexpr std::string_view kWhereRunning =
    " AND (t.starts_at IS NULL OR t.starts_at <= :now) AND (t.ends_at IS NULL OR t.ends_at >= :now)";
constexpr std::string_view kWhereEnded = " AND t.ends_at IS NOT NULL AND t.ends_at < :now";
constexpr std::string_view kOrderBySort = " ORDER BY t.sort, t.course_id";
constexpr std::string_view kOrderByNew = " ORDER BY c.created_at DESC, c.id DESC";
constexpr std::string_view kOrderByHot = " ORDER BY c.student_count DESC, c.id DESC";
constexpr std::string_view kLimit = " LIMIT :limit OFFSET :offset";

constexpr std::string_view kFind =
    "SELECT " XJ_TRAINING_COLUMNS
    ", c.details, t.plan, "
    "(SELECT COUNT(*) FROM chapter h WHERE h.course_id = c.id) AS chapter_count, "
    "(SELECT COUNT(*) FROM chapter_video v WHERE v.course_id = c.id) AS video_count, "
    "(SELECT COALESCE(SUM(m.duration_ms), 0) FROM chapter_video v JOIN media m ON m.id = v.media_id "
    "  WHERE v.course_id = c.id) AS duration_ms " XJ_TRAINING_FROM "WHERE c.sign = :sign AND t.school_id = :school_id";
// enrolment_user_status (user_id, status, id) finds the user's enrolments; the training row by its key.
constexpr std::string_view kMine =
    "SELECT " XJ_TRAINING_COLUMNS
    ", e.progress AS e_progress, e.status AS e_status, e.studied_seconds AS e_studied_seconds, "
    "e.created_at AS e_created_at, e.last_studied_at AS e_last_studied_at, lv.sign AS e_last_video_sign "
    "FROM enrolment e JOIN training t ON t.course_id = e.course_id JOIN course c ON c.id = t.course_id "
    "LEFT JOIN chapter_video lv ON lv.id = e.last_video_id "
    "LEFT JOIN course_teacher lt ON lt.course_id = c.id AND lt.master = 1 LEFT JOIN users lu ON lu.id = lt.user_id "
    "WHERE e.user_id = :user_id";
constexpr std::string_view kMineCount =
    "SELECT COUNT(*) AS n FROM enrolment e JOIN training t ON t.course_id = e.course_id WHERE e.user_id = :user_id";
constexpr std::string_view kWhereStudyStatus = " AND e.status = :status";
constexpr std::string_view kMineOrder =
    " ORDER BY COALESCE(e.last_studied_at, e.created_at) DESC, e.id DESC LIMIT :limit OFFSET :offset";
// The trainings the user teaches (course_teacher_user finds the rows), latest change first.
constexpr std::string_view kManaged = "SELECT " XJ_TRAINING_COLUMNS XJ_TRAINING_FROM
                                      "JOIN course_teacher me ON me.course_id = c.id AND me.user_id = :user_id "
                                      "ORDER BY c.updated_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kManagedCount =
    "SELECT COUNT(*) AS n FROM course_teacher me JOIN training t ON t.course_id = me.course_id "
    "WHERE me.user_id = :user_id";
#undef XJ_TRAINING_COLUMNS
#undef XJ_TRAINING_FROM

#define XJ_ENTERPRISE_COLUMNS                                                            \
    "e.id, e.sign, e.school_id, e.name, e.logo, e.introduction, e.industry, e.joined, "  \
    "(SELECT COUNT(*) FROM training_enterprise x JOIN course c ON c.id = x.training_id " \
    "  WHERE x.enterprise_id = e.id AND c.status = 1) AS training_count "
constexpr std::string_view kEnterprises =
    "SELECT " XJ_ENTERPRISE_COLUMNS
    "FROM enterprise e WHERE e.school_id = :school_id AND e.joined = :joined ORDER BY e.sort, e.id "
    "LIMIT :limit OFFSET :offset";
constexpr std::string_view kEnterprisesCount =
    "SELECT COUNT(*) AS n FROM enterprise WHERE school_id = :school_id AND joined = :joined";
constexpr std::string_view kPartners =
    "SELECT " XJ_ENTERPRISE_COLUMNS
    "FROM training_enterprise te JOIN enterprise e ON e.id = te.enterprise_id WHERE te.training_id = :training_id "
    "ORDER BY te.sort, e.id";
#undef XJ_ENTERPRISE_COLUMNS

constexpr std::string_view kInsert =
    "INSERT INTO training (course_id, school_id, hours, plan, join_rule, recommend, starts_at, ends_at, sort, "
    "updated_at) VALUES (:course_id, :school_id, :hours, :plan, :join_rule, :recommend, :starts_at, :ends_at, "
    ":sort, :now)";
constexpr std::string_view kInsertEnterprise =
    "INSERT INTO enterprise (sign, school_id, name, logo, introduction, industry, joined, sort, created_at) "
    "VALUES (:sign, :school_id, :name, :logo, :introduction, :industry, :joined, :sort, :now) RETURNING id";
constexpr std::string_view kLinkEnterprise =
    "INSERT INTO training_enterprise (training_id, enterprise_id, sort) VALUES (:training_id, :enterprise_id, :sort) "
    "ON CONFLICT (training_id, enterprise_id) DO NOTHING";
constexpr std::string_view kUpdate =
    "UPDATE training SET hours = :hours, plan = :plan, join_rule = :join_rule, recommend = :recommend, "
    "starts_at = :starts_at, ends_at = :ends_at, updated_at = :now WHERE course_id = :course_id";
constexpr std::string_view kUnlinkEnterprises = "DELETE FROM training_enterprise WHERE training_id = :training_id";
constexpr std::string_view kEnterpriseBySign =
    "SELECT id FROM enterprise WHERE school_id = :school_id AND sign = :sign";
constexpr std::string_view kNextSort =
    "SELECT COALESCE(MAX(sort), 0) + 1 AS n FROM training WHERE school_id = :school_id";
constexpr std::string_view kTrainingVideo =
    "SELECT t.course_id, t.school_id, COALESCE(m.sign, '') AS media_sign FROM chapter_video v "
    "JOIN chapter ch ON ch.id = v.chapter_id JOIN training t ON t.course_id = v.course_id "
    "LEFT JOIN media m ON m.id = v.media_id WHERE v.sign = :video AND ch.sign = :chapter";
constexpr std::string_view kAnyTraining = "SELECT course_id FROM training LIMIT 1";
constexpr std::string_view kSignOf =
    "SELECT c.sign FROM training t JOIN course c ON c.id = t.course_id WHERE t.course_id = :course_id";
constexpr std::string_view kBareTrainings =
    "SELECT c.id, c.name FROM course c WHERE c.school_id = :school_id AND c.offering = 2 "
    "AND NOT EXISTS (SELECT 1 FROM training t WHERE t.course_id = c.id) ORDER BY c.id";

TrainingCard card_from(const db::Row& r) {
    TrainingCard c;
    c.id = r.integer("id");
    c.sign = r.text("sign");
    c.school_id = r.integer("school_id");
    c.name = r.text("name");
    c.introduction = r.text("introduction");
    c.picture = r.text("picture");
    c.price = r.integer("price");
    c.status = static_cast<int>(r.integer("status"));
    c.student_count = r.integer("student_count");
    c.created_at = r.integer("created_at");
    c.hours = static_cast<int>(r.integer("hours"));
    c.join_rule = r.text("join_rule");
    c.recommend = r.integer("recommend") != 0;
    c.starts_at = r.opt_integer("starts_at");
    c.ends_at = r.opt_integer("ends_at");
    c.enterprise_name = r.text("enterprise_name");
    c.teacher_name = r.text("teacher_name");
    return c;
}

Enterprise enterprise_from(const db::Row& r) {
    Enterprise e;
    e.id = r.integer("id");
    e.sign = r.text("sign");
    e.school_id = r.integer("school_id");
    e.name = r.text("name");
    e.logo = r.text("logo");
    e.introduction = r.text("introduction");
    e.industry = r.text("industry");
    e.joined = r.integer("joined") != 0;
    e.training_count = r.integer("training_count");
    return e;
}

std::string filters(db::Dialect dialect, const ListQuery& q) {
    std::string sql(kWherePublished);
    if (!q.keyword.empty()) sql += dialect == db::Dialect::kPostgres ? kWhereLikePostgres : kWhereLikeSqlite;
    if (q.enterprise_sign) sql += kWhereEnterprise;
    if (q.state == kStateUpcoming) sql += kWhereUpcoming;
    if (q.state == kStateRunning) sql += kWhereRunning;
    if (q.state == kStateEnded) sql += kWhereEnded;
    return sql;
}

db::Params filter_params(const ListQuery& q, std::int64_t school_id, std::int64_t now) {
    db::Params params{{"school_id", school_id}};
    if (!q.keyword.empty()) params.push_back({"like", db::like_contains(q.keyword)});
    if (q.enterprise_sign) params.push_back({"enterprise", *q.enterprise_sign});
    if (q.state) params.push_back({"now", now});
    return params;
}

std::string_view order_of(const ListQuery& q) {
    if (q.order == "new") return kOrderByNew;
    if (q.order == "hot") return kOrderByHot;
    return kOrderBySort;
}

}  // namespace

std::vector<TrainingCard> TrainingStore::recommended(db::Conn& conn, std::int64_t school_id, int limit) const {
    std::vector<TrainingCard> out;
    for (const auto& r :
         conn.query(kRecommended, {{"school_id", school_id}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(card_from(r));
    return out;
}

Paged<TrainingCard> TrainingStore::list(db::Conn& conn, std::int64_t school_id, const ListQuery& query,
                                        std::int64_t now) const {
    std::string where = filters(conn.dialect(), query);
    db::Params params = filter_params(query, school_id, now);
    Paged<TrainingCard> out;
    out.total = conn.query_one(std::string(kCountHead) + where, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(query.page.size)});
    params.push_back({"offset", query.page.offset()});
    for (const auto& r :
         conn.query(std::string(kListHead) + where + std::string(order_of(query)) + std::string(kLimit), params))
        out.list.push_back(card_from(r));
    return out;
}

std::optional<TrainingDetail> TrainingStore::find(db::Conn& conn, std::int64_t school_id, std::string_view sign) const {
    auto r = conn.query_one(kFind, {{"sign", std::string(sign)}, {"school_id", school_id}});
    if (!r) return std::nullopt;
    TrainingDetail d;
    d.card = card_from(*r);
    d.details = r->text("details");
    d.plan = r->text("plan");
    d.chapter_count = static_cast<int>(r->integer("chapter_count"));
    d.video_count = static_cast<int>(r->integer("video_count"));
    d.duration_seconds = r->integer("duration_ms") / 1000;
    return d;
}

Paged<Enterprise> TrainingStore::enterprises(db::Conn& conn, std::int64_t school_id, bool joined,
                                             const Page& page) const {
    db::Params params{{"school_id", school_id}, {"joined", static_cast<std::int64_t>(joined ? 1 : 0)}};
    Paged<Enterprise> out;
    out.total = conn.query_one(kEnterprisesCount, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(kEnterprises, params)) out.list.push_back(enterprise_from(r));
    return out;
}

std::vector<Enterprise> TrainingStore::partners_of(db::Conn& conn, std::int64_t training_id) const {
    std::vector<Enterprise> out;
    for (const auto& r : conn.query(kPartners, {{"training_id", training_id}})) out.push_back(enterprise_from(r));
    return out;
}

void TrainingStore::insert(db::Conn& conn, const NewTraining& t, std::int64_t now) const {
    conn.exec(kInsert, {{"course_id", t.course_id},
                        {"school_id", t.school_id},
                        {"hours", static_cast<std::int64_t>(t.hours)},
                        {"plan", t.plan},
                        {"join_rule", t.join_rule},
                        {"recommend", static_cast<std::int64_t>(t.recommend ? 1 : 0)},
                        {"starts_at", db::nullable(t.starts_at)},
                        {"ends_at", db::nullable(t.ends_at)},
                        {"sort", static_cast<std::int64_t>(t.sort)},
                        {"now", now}});
}

std::int64_t TrainingStore::insert_enterprise(db::Conn& conn, const NewEnterprise& e, std::int64_t now) const {
    return conn
        .query_one(kInsertEnterprise, {{"sign", e.sign},
                                       {"school_id", e.school_id},
                                       {"name", e.name},
                                       {"logo", e.logo},
                                       {"introduction", e.introduction},
                                       {"industry", e.industry},
                                       {"joined", static_cast<std::int64_t>(e.joined ? 1 : 0)},
                                       {"sort", static_cast<std::int64_t>(e.sort)},
                                       {"now", now}})
        ->integer("id");
}

void TrainingStore::link_enterprise(db::Conn& conn, std::int64_t training_id, std::int64_t enterprise_id,
                                    int sort) const {
    conn.exec(
        kLinkEnterprise,
        {{"training_id", training_id}, {"enterprise_id", enterprise_id}, {"sort", static_cast<std::int64_t>(sort)}});
}

std::optional<TrainingVideo> TrainingStore::training_video(db::Conn& conn, std::string_view video_sign,
                                                           std::string_view chapter_sign) const {
    auto r =
        conn.query_one(kTrainingVideo, {{"video", std::string(video_sign)}, {"chapter", std::string(chapter_sign)}});
    if (!r) return std::nullopt;
    return TrainingVideo{r->integer("course_id"), r->integer("school_id"), r->text("media_sign")};
}

Paged<MyTraining> TrainingStore::mine(db::Conn& conn, std::int64_t user_id, std::optional<int> status,
                                      const Page& page) const {
    db::Params params{{"user_id", user_id}};
    std::string filter;
    if (status) {
        filter = kWhereStudyStatus;
        params.push_back({"status", static_cast<std::int64_t>(*status)});
    }
    Paged<MyTraining> out;
    out.total = conn.query_one(std::string(kMineCount) + filter, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(std::string(kMine) + filter + std::string(kMineOrder), params)) {
        MyTraining t;
        t.card = card_from(r);
        t.study.progress = static_cast<int>(r.integer("e_progress"));
        t.study.status = static_cast<int>(r.integer("e_status"));
        t.study.studied_seconds = r.integer("e_studied_seconds");
        t.study.joined_at = r.integer("e_created_at");
        t.study.last_studied_at = r.opt_integer("e_last_studied_at");
        t.study.last_video_sign = r.opt_text("e_last_video_sign");
        out.list.push_back(std::move(t));
    }
    return out;
}

bool TrainingStore::any_training(db::Conn& conn) const { return conn.query_one(kAnyTraining).has_value(); }

std::vector<BareTraining> TrainingStore::bare_trainings(db::Conn& conn, std::int64_t school_id) const {
    std::vector<BareTraining> out;
    for (const auto& r : conn.query(kBareTrainings, {{"school_id", school_id}}))
        out.push_back({r.integer("id"), r.text("name")});
    return out;
}

void TrainingStore::update(db::Conn& conn, const NewTraining& t, std::int64_t now) const {
    conn.exec(kUpdate, {{"hours", static_cast<std::int64_t>(t.hours)},
                        {"plan", t.plan},
                        {"join_rule", t.join_rule},
                        {"recommend", static_cast<std::int64_t>(t.recommend ? 1 : 0)},
                        {"starts_at", db::nullable(t.starts_at)},
                        {"ends_at", db::nullable(t.ends_at)},
                        {"now", now},
                        {"course_id", t.course_id}});
}

void TrainingStore::set_partners(db::Conn& conn, std::int64_t training_id,
                                 const std::vector<std::int64_t>& enterprise_ids) const {
    conn.exec(kUnlinkEnterprises, {{"training_id", training_id}});
    int sort = 0;
    for (std::int64_t id : enterprise_ids) link_enterprise(conn, training_id, id, ++sort);
}

std::optional<std::int64_t> TrainingStore::enterprise_id(db::Conn& conn, std::int64_t school_id,
                                                         std::string_view sign) const {
    auto r = conn.query_one(kEnterpriseBySign, {{"school_id", school_id}, {"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

int TrainingStore::next_sort(db::Conn& conn, std::int64_t school_id) const {
    return static_cast<int>(conn.query_one(kNextSort, {{"school_id", school_id}})->integer("n"));
}

Paged<TrainingCard> TrainingStore::managed(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    Paged<TrainingCard> out;
    out.total = conn.query_one(kManagedCount, {{"user_id", user_id}})->integer("n");
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(kManaged,
                    {{"user_id", user_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}}))
        out.list.push_back(card_from(r));
    return out;
}

std::optional<std::string> TrainingStore::sign_of(db::Conn& conn, std::int64_t course_id) const {
    auto r = conn.query_one(kSignOf, {{"course_id", course_id}});
    if (!r) return std::nullopt;
    return r->text("sign");
}

}  // namespace xj::training
