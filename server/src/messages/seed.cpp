#include "messages/seed.h"

#include <chrono>

#include <spdlog/spdlog.h>

namespace xj::messages {

namespace {

constexpr std::string_view kStudentMobile = "13800000001";      // 张晓明
constexpr std::string_view kSchoolAdminMobile = "13800000004";  // 陈国强, 学鲸职业技术学院
constexpr std::string_view kAdminMobile = "13800000006";        // 周杰
constexpr std::int64_t kHour = 3600;

struct DemoText {
    const char* title;
    const char* content;
};

// Oldest first; the oldest of each list is marked read for 张晓明.
const std::vector<DemoText> kSystemNotices{
    {"平台使用指南",
     "欢迎来到学鲸！在“个人中心”可以查看课程进度、作业和考试，在“简历”中完善个人信息可提高求职成功率。"},
    {"系统维护通知",
     "为提升服务质量，平台将于本周六 00:00—02:00 进行系统维护，期间视频播放和考试提交可能短暂不可用，请提前安排学习。"},
    {"新功能上线：消息中心",
     "消息中心现已上线，课程通知、学校公告和系统消息集中展示，未读消息会在头像旁的信封图标上提示。"},
};
const std::vector<DemoText> kSchoolBulletins{
    {"2026年秋季学期选课通知",
     "秋季学期选课将于9月1日开始，请同学们登录平台在“学分课”中完成选课，选课截止时间为9月15日。"},
    {"关于开展职业技能竞赛的通知",
     "学院将于11月举办第五届职业技能竞赛，设电子商务、数据分析、跨境电商三个赛项，欢迎同学们踊跃报名。"},
    {"期末考试安排",
     "本学期期末考试将于12月下旬在线进行，请各位同学按时完成课程学习与单元测试，考试时间以课程公告为准。"},
};
const std::vector<DemoText> kCourseMessages{
    {"课程开课通知", "欢迎选修本课程！请先观看第一章视频并完成课后练习，课程答疑在每周三晚上进行。"},
    {"作业提交提醒", "本周的章节作业将于周日 23:59 截止提交，请尚未提交的同学抓紧时间完成。"},
};

// What the demo writes with: the database, the accounts it looks up and this domain's store.
struct Seed {
    db::Database& db;
    accounts::AccountService& accounts;
    const MessageStore store{};
};

std::int64_t user_id_of(Seed& s, db::Conn& c, std::string_view mobile) {
    auto user = s.accounts.find_user_by_mobile(c, std::string(mobile));
    return user ? user->id : 0;
}

// Inserts texts oldest first (an hour apart, ending `age` hours ago); marks the first read for the reader.
int seed_texts(Seed& s, db::Conn& c, const std::vector<DemoText>& texts, NewMessage base, std::int64_t reader,
               std::int64_t now, std::int64_t age) {
    std::string prefix = "demo" + std::to_string(base.category) + "s" + std::to_string(base.scope_id) + "n";
    const MessageStore& store = s.store;
    int n = 0;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        NewMessage m = base;
        m.title = texts[i].title;
        m.content = texts[i].content;
        m.sign = prefix + std::to_string(i + 1);
        std::int64_t at = now - (age + static_cast<std::int64_t>(texts.size() - i)) * kHour;
        std::string sign = store.insert(c, m, at);
        if (i == 0 && reader != 0) store.mark_read(c, reader, *store.find_by_sign(c, sign), at + kHour / 2);
        ++n;
    }
    return n;
}

int seed_notices(Seed& s, std::int64_t now) {
    return s.db.with_tx([&](db::Conn& c) {
        if (s.store.any_of(c, kSystem) || s.store.any_of(c, kSchool)) return 0;
        std::int64_t reader = user_id_of(s, c, kStudentMobile);
        int n =
            seed_texts(s, c, kSystemNotices, {kSystem, 0, user_id_of(s, c, kAdminMobile), "", "", ""}, reader, now, 48);
        auto school_admin = s.accounts.find_user_by_mobile(c, std::string(kSchoolAdminMobile));
        if (school_admin && school_admin->school_id)
            n += seed_texts(s, c, kSchoolBulletins, {kSchool, *school_admin->school_id, school_admin->id, "", "", ""},
                            reader, now, 24);
        return n;
    });
}

int seed_course_messages(Seed& s, std::int64_t now) {
    return s.db.with_tx([&](db::Conn& c) {
        if (s.store.any_of(c, kCourse)) return 0;
        std::int64_t reader = user_id_of(s, c, kStudentMobile);
        if (reader == 0) return 0;
        int n = 0;
        std::int64_t age = 2;
        for (const auto& [course_id, teacher_id] : s.store.enrolled_course_teachers(c, reader)) {
            n += seed_texts(s, c, kCourseMessages, {kCourse, course_id, teacher_id, "", "", ""}, reader, now, age);
            age += 5;
        }
        return n;
    });
}

// Two instances starting at once: demo messages have fixed signs, so the loser's insert fails on the unique sign and
// its transaction rolls back; a lost race is not a start-up failure.
template <class F>
int guarded(F&& seed) {
    try {
        return seed();
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;
        return 0;
    }
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts) {
    Seed s{db, accounts};
    std::int64_t now = clock.now_seconds();
    int notices = guarded([&] { return seed_notices(s, now); });
    int course = guarded([&] { return seed_course_messages(s, now); });
    if (notices > 0) spdlog::info("demo: seeded {} system notices and school bulletins", notices);
    if (course > 0) spdlog::info("demo: seeded {} course messages", course);
    return notices + course > 0;
}

}  // namespace xj::messages
