// CertificateService and its store on both databases: issuance only on a real pass (at the pass mark exactly), the
// refusals, the public search and verification, revocation (revoked, never not found), a teacher's offline
// certificate, what is frozen at issuance, two claims at once, and the plan of the course's list.
#include <gtest/gtest.h>

#include <regex>
#include <thread>

#include "certificates/rules.h"
#include "certificates/service.h"
#include "teaching/test_fixture.h"
#include "testing/request_support.h"

namespace xj::certificates {
namespace {

using core::testing::refusal;
using teaching::testing::kNow;
using teaching::testing::TeachingTest;

constexpr std::string_view kHost = "localhost";

class CertificateTest : public TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        stats_ = std::make_unique<teaching::StatisticsService>(*db_, clock_, *courses_, *authoring_);
        certificates_ = std::make_unique<CertificateService>(*db_, clock_, *accounts_, *site_, *courses_, *stats_);
        db_->with_conn([&](db::Conn& c) {
            c.exec("UPDATE course SET period = 32 WHERE id = :id", {{"id", course_}});
            // 张晓明: every video, 10 study days, 4 questions: 40 + 10 + 10 = 60, the pass mark exactly.
            enrol(c, student_, 100);
            for (int d = 0; d < 10; ++d)
                c.exec("INSERT INTO study_day (user_id, course_id, day, seconds) VALUES (:u, :c, :d, 300)",
                       {{"u", student_.id}, {"c", course_}, {"d", teaching::china_date(kNow - d * 86400)}});
            for (int q = 0; q < 4; ++q) courses_->add_question(c, course_, student_.id, "问题", kNow);
            // 李小红: half the videos: 20.
            enrol(c, student2_, 50);
        });
    }

    void enrol(db::Conn& c, const core::AuthUser& u, int progress) {
        courses_->enrol(c, u.id, course_, "join", kNow);
        c.exec("UPDATE enrolment SET progress = :p WHERE user_id = :u AND course_id = :c",
               {{"p", std::int64_t{progress}}, {"u", u.id}, {"c", course_}});
    }
    std::string error(const std::function<void()>& fn) { return refusal(fn).what(); }

    std::unique_ptr<teaching::StatisticsService> stats_;
    std::unique_ptr<CertificateService> certificates_;
};

TEST_P(CertificateTest, AStudentAtThePassMarkGetsACertificateOnceAndItSaysWhatTheRecordsSay) {
    Standing before = certificates_->standing(kHost, student_, "course-a");
    EXPECT_EQ(before.score, 60);
    EXPECT_TRUE(before.passed);
    EXPECT_EQ(before.parts.watch_video, 100);
    EXPECT_EQ(before.weights.watch_video, 40);
    EXPECT_FALSE(before.certificate);

    Certificate c = certificates_->claim(kHost, student_, "course-a");
    EXPECT_TRUE(std::regex_match(c.number, std::regex(R"(XJ2027\d{6})"))) << c.number;  // kNow is in 2027
    EXPECT_TRUE(is_code(c.code)) << c.code;
    EXPECT_EQ(c.kind, Kind::kCourse);
    EXPECT_EQ(c.holder_name, "张晓明");
    EXPECT_EQ(c.school_name, "学鲸");
    EXPECT_EQ(c.course_name, "Python 入门");
    EXPECT_EQ(c.course_sign, "course-a");
    EXPECT_EQ(c.user_sign, student_.sign);
    EXPECT_EQ(c.hours, 32);
    EXPECT_EQ(c.score, 60);
    EXPECT_EQ(c.issued_at, kNow);
    EXPECT_FALSE(c.revoked());
    EXPECT_EQ(statement_of(c),
              "张晓明 同学于 2027年1月15日 完成《Python 入门》课程（32 学时）的学习，经考核成绩合格（综合成绩 60 "
              "分），特发此证。");

    // A second claim answers the first certificate; the standing names it.
    EXPECT_EQ(certificates_->claim(kHost, student_, "course-a").number, c.number);
    EXPECT_EQ(certificates_->standing(kHost, student_, "course-a").certificate->number, c.number);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 1);
    auto mine = certificates_->mine(student_);
    ASSERT_EQ(mine.size(), 1U);
    EXPECT_EQ(mine[0].number, c.number);
}

TEST_P(CertificateTest, BelowThePassMarkNothingIsIssued) {
    EXPECT_EQ(error([&] { certificates_->claim(kHost, student2_, "course-a"); }),
              "综合成绩 20 分，未达到合格线 60 分，暂不能领取证书");
    clock_.advance(std::chrono::hours(1));
    // One study day less for 张晓明 would be 59: the rule is "reaches", as teaching's pass is.
    db_->with_conn([&](db::Conn& c) {
        c.exec("DELETE FROM study_day WHERE user_id = :u AND day = :d",
               {{"u", student_.id}, {"d", teaching::china_date(kNow)}});
    });
    EXPECT_EQ(error([&] { certificates_->claim(kHost, student_, "course-a"); }),
              "综合成绩 59 分，未达到合格线 60 分，暂不能领取证书");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 0);
}

TEST_P(CertificateTest, ClaimsAreRefusedOutsideAJoinedCourseAndWithoutARealName) {
    EXPECT_EQ(error([&] { certificates_->claim(kHost, admin_, "course-a"); }), "请先加入学习");
    EXPECT_EQ(error([&] { certificates_->standing(kHost, admin_, "course-a"); }), "请先加入学习");
    EXPECT_EQ(error([&] { certificates_->claim(kHost, student_, "no-such-course"); }), "课程不存在");
    db_->with_conn([&](db::Conn& c) { c.exec("UPDATE users SET name = '　' WHERE id = :id", {{"id", student_.id}}); });
    EXPECT_EQ(error([&] { certificates_->claim(kHost, student_, "course-a"); }),
              "请先在个人中心填写真实姓名，证书上将印有您的姓名");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 0);
}

TEST_P(CertificateTest, TheSearchNeedsTheNameAndTheNumberAndVerificationTheCode) {
    Certificate c = certificates_->claim(kHost, student_, "course-a");
    std::string typed = "xj " + c.number.substr(2, 4) + " " + c.number.substr(6);
    EXPECT_EQ(certificates_->search(" 张晓明 ", typed).number, c.number);
    EXPECT_EQ(error([&] { certificates_->search("李小红", c.number); }), "未查询到证书，请核对持证人姓名和证书编号");
    EXPECT_EQ(error([&] { certificates_->search("张晓明", "XJ2027999999"); }),
              "未查询到证书，请核对持证人姓名和证书编号");
    EXPECT_EQ(certificates_->verify(c.number, c.code).holder_name, "张晓明");
    std::string lower = c.code;
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    EXPECT_EQ(certificates_->verify(c.number, lower).number, c.number);
    std::string wrong = c.code.substr(0, 7) + (c.code.back() == 'A' ? "B" : "A");
    EXPECT_EQ(error([&] { certificates_->verify(c.number, wrong); }), "证书不存在");
}

TEST_P(CertificateTest, OnlyTheSchoolsAdminRevokesAndARevokedCertificateStillVerifiesAsRevoked) {
    Certificate c = certificates_->claim(kHost, student_, "course-a");
    EXPECT_EQ(refusal([&] { certificates_->revoke(lead_, c.number, "作弊"); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { certificates_->revoke(far_admin_, c.number, "作弊"); }).code(),
              core::ApiCode::kNoPermission);
    EXPECT_EQ(error([&] { certificates_->revoke(admin_, "XJ2027999999", "作弊"); }), "证书不存在");
    clock_.advance(std::chrono::hours(24));
    Certificate revoked = certificates_->revoke(admin_, c.number, "考试作弊");
    EXPECT_TRUE(revoked.revoked());
    EXPECT_EQ(*revoked.revoked_at, kNow + 86400);
    EXPECT_EQ(revoked.revoke_reason, "考试作弊");
    EXPECT_EQ(error([&] { certificates_->revoke(admin_, c.number, "再次"); }), "证书已吊销");
    EXPECT_TRUE(certificates_->search("张晓明", c.number).revoked());
    EXPECT_TRUE(certificates_->verify(c.number, c.code).revoked());
    // A revoked certificate is not issued again: the claim answers it, revoked.
    EXPECT_TRUE(certificates_->claim(kHost, student_, "course-a").revoked());
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 1);
}

TEST_P(CertificateTest, ATeacherOfTheCourseIssuesOneForAnOfflineResult) {
    Certificate c = certificates_->issue_offline(lead_, {"course-a", student2_.sign, 86.5, "线下实操考核"});
    EXPECT_EQ(c.kind, Kind::kOffline);
    EXPECT_EQ(c.holder_name, "李小红");
    EXPECT_EQ(c.score, 86.5);
    EXPECT_EQ(c.remark, "线下实操考核");
    EXPECT_EQ(c.issued_by_name, "王丽华");
    EXPECT_EQ(statement_of(c), "李小红 同学参加《Python 入门》的线下考核，成绩合格（86.5 分），特发此证。");
    EXPECT_EQ(error([&] {
                  certificates_->issue_offline(lead_, {"course-a", student2_.sign, 90, ""});
              }),
              "该学员已获得本课程证书");
    EXPECT_EQ(error([&] {
                  certificates_->issue_offline(lead_, {"course-a", admin_.sign, 90, ""});
              }),
              "该学员未参加本课程");
    EXPECT_EQ(error([&] {
                  certificates_->issue_offline(lead_, {"course-a", "nobody", 90, ""});
              }),
              "该学员未参加本课程");
    // A teacher of another course, and a student, are not the course's managers.
    EXPECT_NE(refusal([&] {
                  certificates_->issue_offline(peer_, {"course-a", student_.sign, 90, ""});
              }).code(),
              core::ApiCode::kOk);
    EXPECT_NE(refusal([&] {
                  certificates_->issue_offline(student_, {"course-a", student_.sign, 90, ""});
              }).code(),
              core::ApiCode::kOk);
    // The student's own claim answers the offline certificate.
    EXPECT_EQ(certificates_->claim(kHost, student2_, "course-a").number, c.number);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 1);
}

TEST_P(CertificateTest, TheCoursesListIsForItsManagersAndFindsANameOrANumber) {
    Certificate a = certificates_->claim(kHost, student_, "course-a");
    clock_.advance(std::chrono::minutes(5));
    Certificate b = certificates_->issue_offline(lead_, {"course-a", student2_.sign, 75, ""});
    auto all = certificates_->of_course(admin_, "course-a", "", {1, 10});
    ASSERT_EQ(all.total, 2);
    EXPECT_EQ(all.list[0].number, b.number);  // newest first
    EXPECT_EQ(certificates_->of_course(lead_, "course-a", "小红", {1, 10}).list.at(0).number, b.number);
    auto by_number =
        certificates_->of_course(lead_, "course-a", " " + a.number.substr(0, 2) + " " + a.number.substr(2), {1, 10});
    ASSERT_EQ(by_number.total, 1);
    EXPECT_EQ(by_number.list[0].number, a.number);
    EXPECT_EQ(certificates_->of_course(lead_, "course-a", "%", {1, 10}).total, 0);
    EXPECT_NE(refusal([&] { certificates_->of_course(peer_, "course-a", "", {1, 10}); }).code(), core::ApiCode::kOk);
    EXPECT_NE(refusal([&] { certificates_->of_course(student_, "course-a", "", {1, 10}); }).code(), core::ApiCode::kOk);
}

TEST_P(CertificateTest, TheSchoolsListIsItsAdminsOnly) {
    Certificate a = certificates_->claim(kHost, student_, "course-a");
    auto listed = certificates_->of_school(admin_, "", {1, 10});
    ASSERT_EQ(listed.total, 1);
    EXPECT_EQ(listed.list[0].number, a.number);
    EXPECT_EQ(certificates_->of_school(admin_, "张晓", {1, 10}).total, 1);
    EXPECT_EQ(certificates_->of_school(admin_, "李小红", {1, 10}).total, 0);
    EXPECT_EQ(certificates_->of_school(far_admin_, "", {1, 10}).total, 0);
    EXPECT_EQ(refusal([&] { certificates_->of_school(lead_, "", {1, 10}); }).code(), core::ApiCode::kNoPermission);
}

TEST_P(CertificateTest, ACertificateKeepsWhatItSaidWhenTheCourseAndTheHolderChangeOrGo) {
    Certificate c = certificates_->claim(kHost, student_, "course-a");
    db_->with_conn([&](db::Conn& conn) {
        conn.exec("UPDATE course SET name = '改名后的课程', period = 8 WHERE id = :id", {{"id", course_}});
        conn.exec("UPDATE users SET name = '张改名' WHERE id = :id", {{"id", student_.id}});
    });
    Certificate renamed = certificates_->verify(c.number, c.code);
    EXPECT_EQ(renamed.course_name, "Python 入门");
    EXPECT_EQ(renamed.holder_name, "张晓明");
    EXPECT_EQ(renamed.hours, 32);
    EXPECT_EQ(certificates_->search("张晓明", c.number).number, c.number);
    db_->with_conn([&](db::Conn& conn) { conn.exec("DELETE FROM course WHERE id = :id", {{"id", course_}}); });
    Certificate orphan = certificates_->verify(c.number, c.code);
    EXPECT_EQ(orphan.course_sign, "");
    EXPECT_FALSE(orphan.course_id);
    EXPECT_EQ(orphan.course_name, "Python 入门");
}

// Two claims at once: the second waits for the first's transaction and answers its certificate (SQLite: the write
// lock; PostgreSQL: the unique holder-and-course index under INSERT … ON CONFLICT DO NOTHING).
TEST_P(CertificateTest, TwoClaimsAtOnceIssueOneCertificate) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    Certificate first;
    first.kind = Kind::kCourse;
    first.school_id = school_;
    first.user_id = student_.id;
    first.course_id = course_;
    first.holder_name = "张晓明";
    first.course_name = "Python 入门";
    first.score = 60;
    first.issued_at = kNow;
    first.code = "ABCDEFGH";
    auto inserted = CertificateStore{}.insert(a, first);
    ASSERT_TRUE(inserted);
    std::string answered;
    const std::uint64_t waits = db_->lock_waits();
    std::thread other([&] { answered = certificates_->claim(kHost, student_, "course-a").number; });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    other.join();
    EXPECT_EQ(answered, inserted->number);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM certificate"), 1);
}

TEST_P(CertificateTest, TheQueriesUseIndexes) {
    db::Params p{{"course_id", std::int64_t{1}}, {"limit", std::int64_t{10}}, {"offset", std::int64_t{0}}};
    expect_indexed(plan(CertificateStore::of_course_sql(false), p), "certificate_course");
    db::Params school{{"school_id", std::int64_t{1}}, {"limit", std::int64_t{10}}, {"offset", std::int64_t{0}}};
    expect_indexed(plan(CertificateStore::of_school_sql(false), school), "certificate_school");
}

XJ_INSTANTIATE_DB_TEST(CertificateTest);

}  // namespace
}  // namespace xj::certificates
