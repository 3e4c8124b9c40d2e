// The courses store on both databases: the school list (filters, orders, paging), totals kept by course_tally
// through publishing and unpublishing, Chinese substring search (2- and 4-character keywords, FTS5 trigram on
// SQLite, pg_trgm on PostgreSQL) kept in step with renames, query plans that use an index, enrolment counted
// once, single-use activation codes, collections and history.
#include <gtest/gtest.h>

#include "accounts/store.h"
#include "core/sign.h"
#include "courses/store.h"
#include "testing/catalogue_rows.h"
#include "testing/db_test_support.h"

namespace xj::courses {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class CourseStoreTest : public SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1), ('s2', '二校', "
                "'二校', 1)");
            school1_ = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = 's2'")->integer("id");
            accounts::NewUser u{"sign-u", "13700000001", "张晓明", "hash", "", 0, {core::Role::kStudent}};
            user_ = *users_.insert_user(c, u, kNow);
            accounts::NewUser t{"sign-t", "13700000002", "王丽华", "hash", "", 0, {core::Role::kTeacher}};
            teacher_ = *users_.insert_user(c, t, kNow);
            top_ = store_.insert_type(c, "t1", std::nullopt, 1, "财经商贸", 1);
            mid_ = store_.insert_type(c, "t2", top_, 2, "财务会计类", 1);
            leaf_ = store_.insert_type(c, "t3", mid_, 3, "会计实务", 1);
            other_leaf_ = store_.insert_type(c, "t3b", mid_, 3, "财务管理", 2);
        });
    }

    std::int64_t add(db::Conn& c, std::string name, int type, int kind, std::int64_t price, int status = 1,
                     std::int64_t school = 0, std::optional<std::int64_t> leaf = std::nullopt, int sort = 0,
                     std::int64_t created = kNow) {
        xj::testing::CourseRow row{
            core::make_sign(), school != 0 ? school : school1_, std::move(name), price, type, kind, status, sort};
        if (leaf) {
            row.type1_id = top_;
            row.type2_id = mid_;
            row.type3_id = *leaf;
        }
        return xj::testing::insert_course(c, row, created);  // the course rows are authoring's: fixture rows
    }

    ListFilter filter(std::string keyword = {}) const {
        ListFilter f;
        f.school_id = school1_;
        f.keyword = std::move(keyword);
        return f;
    }

    std::vector<std::string> names(const Paged<CourseCard>& page) const {
        std::vector<std::string> out;
        for (const auto& c : page.list) out.push_back(c.name);
        return out;
    }

    CourseStore store_;
    accounts::UserStore users_;
    std::int64_t school1_ = 0, school2_ = 0, user_ = 0, teacher_ = 0;
    std::int64_t top_ = 0, mid_ = 0, leaf_ = 0, other_leaf_ = 0;
};

TEST_P(CourseStoreTest, ListsPublishedCoursesOfOneSchoolWithFiltersOrdersAndPages) {
    db_->with_conn([&](db::Conn& c) {
        add(c, "会计基础", 1, 4, 0, 1, 0, leaf_, 3, kNow + 1);
        add(c, "财务管理", 1, 5, 19900, 1, 0, other_leaf_, 2, kNow + 2);
        add(c, "商务英语", 2, 4, 0, 1, 0, std::nullopt, 1, kNow + 3);
        add(c, "草稿课程", 1, 4, 0, 0);
        add(c, "归档课程", 1, 4, 0, 2);
        add(c, "别校课程", 1, 4, 0, 1, school2_);
        ListFilter f = filter();
        auto all = store_.list_courses(c, f, Page{1, 15}, true);
        EXPECT_EQ(all.total, 3);
        EXPECT_EQ(names(all), (std::vector<std::string>{"商务英语", "财务管理", "会计基础"})) << "by sort";
        f.order = std::string(kOrderNew);
        EXPECT_EQ(names(store_.list_courses(c, f, Page{1, 15}, true)),
                  (std::vector<std::string>{"商务英语", "财务管理", "会计基础"}));
        f.order = std::string(kOrderSort);
        auto second = store_.list_courses(c, f, Page{2, 2}, true);
        EXPECT_EQ(second.total, 3);
        EXPECT_EQ(names(second), (std::vector<std::string>{"会计基础"}));
        f.type = 1;
        EXPECT_EQ(store_.list_courses(c, f, Page{1, 15}, true).total, 2);
        f.kind = 5;
        EXPECT_EQ(names(store_.list_courses(c, f, Page{1, 15}, true)), (std::vector<std::string>{"财务管理"}));
        ListFilter by_type = filter();
        by_type.course_type = TypeRef{mid_, 2};
        EXPECT_EQ(store_.list_courses(c, by_type, Page{1, 15}, true).total, 2);
        by_type.course_type = TypeRef{leaf_, 3};
        auto leaf = store_.list_courses(c, by_type, Page{1, 15}, true);
        ASSERT_EQ(leaf.list.size(), 1U);
        EXPECT_EQ(leaf.list[0].type_name, "会计实务");
        ListFilter free = filter();
        free.free = true;
        EXPECT_EQ(store_.list_courses(c, free, Page{1, 15}, true).total, 2);
        free.free = false;
        EXPECT_EQ(names(store_.list_courses(c, free, Page{1, 15}, true)), (std::vector<std::string>{"财务管理"}));
    });
}

TEST_P(CourseStoreTest, TotalsFollowPublishingThroughTheTally) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = add(c, "课程甲", 1, 4, 0, 0);
        add(c, "课程乙", 2, 6, 0, 1);
        auto total = [&](std::optional<int> type, std::optional<int> kind) {
            ListFilter f = filter();
            f.type = type;
            f.kind = kind;
            return store_.list_courses(c, f, Page{1, 1}, true).total;
        };
        EXPECT_EQ(total(std::nullopt, std::nullopt), 1);
        xj::testing::set_course_status(c, a, kStatusPublished, kNow);
        EXPECT_EQ(total(std::nullopt, std::nullopt), 2);
        EXPECT_EQ(total(1, std::nullopt), 1);
        EXPECT_EQ(total(std::nullopt, 6), 1);
        EXPECT_EQ(total(1, 4), 1);
        c.exec("UPDATE course SET kind = 5 WHERE id = :id", {{"id", a}});
        EXPECT_EQ(total(std::nullopt, 4), 0);
        EXPECT_EQ(total(std::nullopt, 5), 1);
        xj::testing::set_course_status(c, a, kStatusArchived, kNow);
        EXPECT_EQ(total(std::nullopt, std::nullopt), 1);
        c.exec("DELETE FROM course WHERE name = '课程乙'");
        EXPECT_EQ(total(std::nullopt, std::nullopt), 0);
        auto kinds = store_.kind_counts(c, school1_);
        ASSERT_EQ(kinds.size(), 3U);
        EXPECT_EQ(kinds[0].count + kinds[1].count + kinds[2].count, 0);
        EXPECT_EQ(c.query_one("SELECT COUNT(*) AS n FROM course WHERE status = 1")->integer("n"), 0);
    });
}

TEST_P(CourseStoreTest, FindsChineseSubstringsOfTwoAndFourCharactersAndFollowsRenames) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = add(c, "会计基础与实务", 1, 4, 0);
        add(c, "管理会计", 1, 5, 0);
        add(c, "Python 程序设计", 1, 4, 0);
        add(c, "别校会计基础", 1, 4, 0, 1, school2_);
        EXPECT_EQ(store_.list_courses(c, filter("会计"), Page{1, 15}, true).total, 2);
        EXPECT_EQ(names(store_.list_courses(c, filter("会计基础"), Page{1, 15}, true)),
                  (std::vector<std::string>{"会计基础与实务"}));
        EXPECT_EQ(store_.list_courses(c, filter("基础与实"), Page{1, 15}, true).total, 1);
        EXPECT_EQ(store_.list_courses(c, filter("python"), Page{1, 15}, true).total, 1) << "ASCII case ignored";
        EXPECT_EQ(store_.list_courses(c, filter("计"), Page{1, 15}, true).total, 3);
        EXPECT_EQ(store_.list_courses(c, filter("100%"), Page{1, 15}, true).total, 0);
        EXPECT_EQ(store_.list_courses(c, filter("\"会计"), Page{1, 15}, true).total, 0);
        auto suggestions = store_.suggest(c, school1_, "会计基础", 10);
        ASSERT_EQ(suggestions.size(), 1U);
        EXPECT_EQ(suggestions[0].name, "会计基础与实务");
        EXPECT_EQ(store_.suggest(c, school1_, "会计", 10).size(), 2U);
        c.exec("UPDATE course SET name = '成本会计' WHERE id = :id", {{"id", a}});
        EXPECT_EQ(store_.list_courses(c, filter("会计基础"), Page{1, 15}, true).total, 0);
        EXPECT_EQ(store_.list_courses(c, filter("成本会计"), Page{1, 15}, true).total, 1);
        c.exec("DELETE FROM course WHERE id = :id", {{"id", a}});
        EXPECT_EQ(store_.list_courses(c, filter("成本会计"), Page{1, 15}, true).total, 0);
    });
}

TEST_P(CourseStoreTest, ListSuggestionAndEnrolmentQueriesUseAnIndex) {
    db_->with_conn([&](db::Conn& c) {
        for (int i = 0; i < 30; ++i) add(c, "课程" + std::to_string(i), 1 + i % 2, 4 + i % 3, 0);
        db::Params base{{"school_id", school1_}, {"limit", std::int64_t{15}}, {"offset", std::int64_t{0}}};
        ListFilter f = filter();
        expect_indexed(plan(c, CourseStore::list_sql(c.dialect(), f), base), "course_by_sort");
        f.order = std::string(kOrderHot);
        expect_indexed(plan(c, CourseStore::list_sql(c.dialect(), f), base), "course_by_popularity");
        f.order = std::string(kOrderNew);
        expect_indexed(plan(c, CourseStore::list_sql(c.dialect(), f), base), "course_by_newest");
        ListFilter by_kind = filter();
        by_kind.kind = 5;
        db::Params kind_params = base;
        kind_params.push_back({"kind", std::int64_t{5}});
        // Without statistics PostgreSQL may walk the sort index and filter the kind: still an index of the list.
        expect_indexed(plan(c, CourseStore::list_sql(c.dialect(), by_kind), kind_params),
                       is_postgres() ? "using course_by_" : "course_by_kind");

        ListFilter search = filter("课程设计");
        db::Params search_params = base;
        if (is_postgres()) search_params.push_back({"like", std::string("%课程设计%")});
        else search_params.push_back({"match", std::string("\"课程设计\"")});
        std::string search_plan = plan(c, CourseStore::list_sql(c.dialect(), search), search_params);
        // PostgreSQL may walk the school's sort index and filter (few rows, LIMIT) or use the trigram index;
        // either way an index, and the trigram index serves the name filter on its own.
        expect_indexed(search_plan, is_postgres() ? "Index" : "course_search");
        if (is_postgres())
            expect_indexed(
                plan(c, "SELECT id FROM course WHERE name ILIKE :like", {{"like", std::string("%课程设计%")}}),
                "course_name_trgm");

        db::Params suggest_params{{"school_id", school1_}, {"limit", std::int64_t{10}}};
        if (is_postgres()) suggest_params.push_back({"like", std::string("%课程设计%")});
        else suggest_params.push_back({"match", std::string("\"课程设计\"")});
        expect_indexed(plan(c, CourseStore::suggest_sql(c.dialect(), "课程设计"), suggest_params),
                       is_postgres() ? "Index" : "course_search");
        db::Params short_params{{"school_id", school1_}, {"limit", std::int64_t{10}}, {"like", std::string("%课程%")}};
        expect_indexed(plan(c, CourseStore::suggest_sql(c.dialect(), "课程"), short_params),
                       is_postgres() ? "course_" : "course_by_sort");

        std::string enrolment_plan =
            plan(c, std::string(CourseStore::enrolment_sql()), {{"user_id", user_}, {"course_id", std::int64_t{1}}});
        if (is_postgres()) expect_indexed(enrolment_plan, "enrolment_user_id_course_id_key");
        else expect_indexed(enrolment_plan, "sqlite_autoindex_enrolment_1");
    });
}

TEST_P(CourseStoreTest, EnrolsOnceCountsOnceAndUsesACodeOnce) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t course = add(c, "会计基础", 1, 4, 0);
        EXPECT_TRUE(store_.enrol(c, user_, course, kSourceFree, kNow));
        EXPECT_FALSE(store_.enrol(c, user_, course, kSourceFree, kNow + 1));
        auto e = store_.find_enrolment(c, user_, course);
        ASSERT_TRUE(e);
        EXPECT_EQ(e->status, kStudyInProgress);
        EXPECT_EQ(e->source, "free");
        EXPECT_FALSE(e->last_studied_at);
        EXPECT_EQ(store_.course_by_id(c, course)->student_count, 1);
        auto mine = store_.my_courses(c, user_, std::nullopt, Page{1, 15});
        EXPECT_EQ(mine.total, 1);
        EXPECT_EQ(store_.my_courses(c, user_, kStudyFinished, Page{1, 15}).total, 0);

        store_.insert_code(c, "ABCDEFGHJKLMNP23", course, std::nullopt, kNow);
        auto code = store_.find_code(c, "ABCDEFGHJKLMNP23");
        ASSERT_TRUE(code);
        EXPECT_FALSE(code->used_by);
        EXPECT_TRUE(store_.use_code(c, code->id, user_, kNow));
        EXPECT_FALSE(store_.use_code(c, code->id, teacher_, kNow)) << "a used code stays with its first user";
        EXPECT_EQ(*store_.find_code(c, "ABCDEFGHJKLMNP23")->used_by, user_);
        EXPECT_FALSE(store_.insert_code(c, "ABCDEFGHJKLMNP23", course, std::nullopt, kNow)) << "a code exists once";
    });
}

// Teaching's import and removal go through these: the count follows what really changed, never below zero.
TEST_P(CourseStoreTest, EnrolAllAndUnenrolKeepTheStudentCount) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t course = add(c, "会计基础", 1, 4, 0);
        EXPECT_TRUE(store_.enrol(c, user_, course, kSourceFree, kNow));
        auto added = store_.enrol_all(c, course, {user_, teacher_}, kSourceImport, kNow);
        EXPECT_EQ(added, std::vector<std::int64_t>{teacher_}) << "the enrolled user is not enrolled again";
        EXPECT_EQ(store_.find_enrolment(c, teacher_, course)->source, "import");
        EXPECT_EQ(store_.course_by_id(c, course)->student_count, 2);
        EXPECT_TRUE(store_.enrol_all(c, course, {}, kSourceImport, kNow).empty());

        EXPECT_EQ(store_.unenrol(c, course, {teacher_, teacher_ + 1000}), 1) << "only real enrolments count";
        EXPECT_FALSE(store_.find_enrolment(c, teacher_, course));
        EXPECT_EQ(store_.course_by_id(c, course)->student_count, 1);
        c.exec("UPDATE course SET student_count = 0 WHERE id = :id", {{"id", course}});
        EXPECT_EQ(store_.unenrol(c, course, {user_}), 1);
        EXPECT_EQ(store_.course_by_id(c, course)->student_count, 0) << "never below zero";
    });
}

TEST_P(CourseStoreTest, KeepsCollectionsHistoryAndLeadTeachers) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = add(c, "会计基础", 1, 4, 0);
        std::int64_t b = add(c, "商务英语", 2, 4, 0);
        xj::testing::insert_course_teacher(c, "ct1", a, teacher_, true, kNow);
        EXPECT_EQ(store_.course_by_id(c, a)->teacher_name, "王丽华");
        EXPECT_TRUE(store_.is_teacher(c, a, teacher_));
        EXPECT_FALSE(store_.is_teacher(c, b, teacher_));
        store_.collect(c, user_, a, kNow);
        store_.collect(c, user_, a, kNow + 1);
        store_.collect(c, user_, b, kNow + 2);
        auto collected = store_.collections(c, user_, Page{1, 15});
        EXPECT_EQ(collected.total, 2);
        EXPECT_EQ(collected.list[0].card.name, "商务英语");
        store_.uncollect(c, user_, b);
        EXPECT_FALSE(store_.is_collected(c, user_, b));
        store_.record_view(c, user_, a, kNow);
        store_.record_view(c, user_, b, kNow + 1);
        store_.record_view(c, user_, a, kNow + 2);
        auto views = store_.views(c, user_, Page{1, 15});
        EXPECT_EQ(views.total, 2);
        EXPECT_EQ(views.list[0].card.name, "会计基础");
        EXPECT_EQ(views.list[0].at, kNow + 2);
    });
}

XJ_INSTANTIATE_DB_TEST(CourseStoreTest);

}  // namespace
}  // namespace xj::courses
