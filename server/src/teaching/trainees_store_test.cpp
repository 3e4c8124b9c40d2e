// The students lists and the import's number lookup find their rows by index on both databases (EXPLAIN).
#include <gtest/gtest.h>

#include "teaching/trainees_store.h"
#include "testing/db_test_support.h"

namespace xj::teaching {
namespace {

class TraineeStorePlanTest : public db::testing::SchemaTest {
protected:
    const db::Params page_{{"course_id", std::int64_t{1}}, {"limit", std::int64_t{15}}, {"offset", std::int64_t{0}}};
};

TEST_P(TraineeStorePlanTest, StudentsOfACourseByIndex) {
    db::Params p = page_;
    p.push_back({"school_id", std::int64_t{1}});
    std::string text = plan(TraineeStore::students_sql(), p);
    expect_indexed(text, "enrolment_course");
    // The studentCard subquery: identity_claim_user_school on SQLite; PostgreSQL's choice on an empty table varies
    // between the claim indexes, never a scan of the table.
    expect_indexed(text, is_postgres() ? "identity_claim_" : "identity_claim_user_school");
}

TEST_P(TraineeStorePlanTest, ImportedStudentsByIndex) {
    db::Params p = page_;
    p.push_back({"school_id", std::int64_t{1}});
    expect_indexed(plan(TraineeStore::imported_sql(), p), "course_import_course");
}

TEST_P(TraineeStorePlanTest, ActivationCodesByIndex) {
    expect_indexed(plan(TraineeStore::codes_sql(), page_), "activation_code_course");
}

TEST_P(TraineeStorePlanTest, ApprovedNumbersByIndex) {
    // identity_claim_number (school_id, number, status) on SQLite; PostgreSQL may take the school's index on an
    // empty table: either way no scan of the whole table.
    std::string text =
        plan(TraineeStore::by_card_sql(), {{"school_id", std::int64_t{1}}, {"p0", std::string("2024010101")}});
    expect_indexed(text, is_postgres() ? "identity_claim_" : "identity_claim_number");
}

XJ_INSTANTIATE_DB_TEST(TraineeStorePlanTest);

}  // namespace
}  // namespace xj::teaching
