#include "teaching/seed.h"

#include <algorithm>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "accounts/seed.h"
#include "core/sign.h"
#include "teaching/seed_store.h"

namespace xj::teaching {

namespace {

using core::Role;

constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kCourseName = "Python 程序设计";
constexpr std::int64_t kDay = 86400;

constexpr const char* kNames[kDemoStudents]{"刘子涵", "陈思远", "杨雨桐", "黄浩然", "赵欣怡", "吴俊杰",
                                            "周梓萱", "徐博文", "孙佳琪", "马天宇", "朱晓雯", "胡志强",
                                            "郭雅婷", "何宇航", "高诗涵", "林嘉豪", "罗梦瑶", "郑凯文",
                                            "梁思琪", "谢明轩", "宋欣然", "唐子墨", "韩雪",   "冯一鸣"};

constexpr const char* kQuestions[]{"for 循环和 while 循环分别适合什么场景？",
                                   "列表推导式里可以写 if else 吗？",
                                   "函数的默认参数为什么不能用列表？",
                                   "字典遍历时能修改它吗？",
                                   "怎样读取一个 CSV 文件？",
                                   "缩进用 Tab 还是空格？"};
constexpr const char* kAnswers[]{"可以看第三章的例子，老师讲得很清楚。", "我试过，写在 for 后面就可以。",
                                 "默认参数只求值一次，改用 None 再在函数里新建。"};

// How far student i gets: some finish, most are on the way, a few have only joined.
double share_watched(int i) {
    static constexpr double kShares[]{1.0, 0.95, 0.85, 0.75, 0.7, 0.6, 0.55, 0.45, 0.4,  0.35, 0.3,  0.25,
                                      0.2, 0.15, 0.1,  0.05, 0.0, 0.9, 0.65, 0.5,  0.33, 1.0,  0.12, 0.0};
    return kShares[i % kDemoStudents];
}

}  // namespace

std::string demo_student_mobile(int i) { return fmt::format("1390001{:04}", i + 1); }

std::vector<std::string> demo_leading_mobiles(int n) {
    std::vector<int> order(kDemoStudents);
    for (int i = 0; i < kDemoStudents; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [](int a, int b) { return share_watched(a) > share_watched(b); });
    std::vector<std::string> out;
    for (int k = 0; k < n && k < kDemoStudents; ++k) out.push_back(demo_student_mobile(order[k]));
    return out;
}

bool seed_teaching_demo(db::Database& db, const core::Clock& clock, const DemoServices& s) {
    accounts::AccountService& accounts = s.accounts;
    const courses::CourseService& courses = s.courses;
    const study::StudyService& study = s.study;
    std::int64_t now = clock.now_seconds();
    if (db.with_conn([&](db::Conn& c) { return accounts.find_user_by_mobile(c, demo_student_mobile(0)).has_value(); }))
        return false;
    std::string hash = accounts.hash_password(accounts::kDemoPassword);  // one hash for all of them: fast
    int enrolled = 0;
    bool seeded = false;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            if (accounts.find_user_by_mobile(c, demo_student_mobile(0))) return false;
            auto teacher = accounts.find_user_by_mobile(c, std::string(kTeacherMobile));
            if (!teacher) return false;
            auto course = SeedStore{}.teacher_course(c, teacher->id, kCourseName);
            if (!course) return false;
            std::int64_t course_id = course->id;
            std::int64_t school_id = course->school_id;
            std::string school_sign = s.site.find_school_by_id(c, school_id)->sign;
            auto videos = study.course_videos(c, course_id);

            if (!courses.standard(c, course_id)) {
                courses::Standard standard;
                standard.course_id = course_id;
                standard.watch_video = 60, standard.interactive_question = 15, standard.unit_testing = 5;
                standard.final_exam = 5, standard.log_sig = 15;
                s.authoring.put_standard(c, standard, now - 30 * kDay);
            }
            // Six unused codes, one of them expired. (None is marked used: tests/api/courses-enrolment.test.mjs counts
            // used codes of the whole database and expects none in the demo.)
            for (int k = 0; k < 6; ++k) {
                std::string code = core::make_sign().substr(0, 16);
                std::transform(code.begin(), code.end(), code.begin(),
                               [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
                std::optional<std::int64_t> expires;
                if (k == 2) expires = now - 2 * kDay;
                if (k == 3) expires = now + 90 * kDay;
                courses.add_activation_code(c, code, course_id, expires, now - (20 - k) * kDay);
            }

            std::vector<std::int64_t> ids;
            for (int i = 0; i < kDemoStudents; ++i) {
                accounts::NewUser u{core::make_sign(), demo_student_mobile(i),  kNames[i],       hash,
                                    school_sign,       identity::kStatusPassed, {Role::kStudent}};
                auto id = accounts.create_user(c, u, now - 40 * kDay);
                if (!id) continue;
                identity::Claim claim;
                claim.user_id = *id, claim.type = identity::kTypeStudent, claim.school_id = school_id;
                claim.real_name = kNames[i], claim.number = fmt::format("20240102{:02}", i + 1);
                claim.status = identity::kStatusPassed;
                s.identity.record_decided_claim(c, claim, now - 35 * kDay);
                // Joined on one of the last 30 days (China time does not matter here: whole days back).
                std::int64_t joined = now - (29 - (i * 7) % 28) * kDay - (i % 5) * 3600 - 1800;
                std::string_view source = i % 6 == 5 ? "import" : "join";
                if (!courses.enrol(c, *id, course_id, source, joined)) continue;
                courses.record_view(c, *id, course_id, joined);
                ids.push_back(*id);
                ++enrolled;

                // Study: the first videos up to the student's share, one or two videos a day from the day after
                // joining.
                double share = share_watched(i);
                auto watch = static_cast<std::size_t>(share * static_cast<double>(videos.size()) + 0.5);
                // Spread from the day after joining to a recent day (today for some): each video on its own day.
                std::int64_t first_day = std::max<std::int64_t>(0, (now - joined) / kDay - 1);  // days back from now
                std::int64_t last_day = std::min<std::int64_t>(first_day, share >= 0.3 ? i % 5 : 6 + i % 7);
                std::int64_t at_ms = 0;
                for (std::size_t v = 0; v < watch && v < videos.size(); ++v) {
                    if (videos[v].duration_ms <= 0) continue;
                    auto span = static_cast<std::int64_t>(std::max<std::size_t>(watch, 2) - 1);
                    std::int64_t day = first_day - (first_day - last_day) * static_cast<std::int64_t>(v) / span;
                    // Mornings back then; an hour ago on today.
                    std::int64_t start = day == 0 ? now - 3600 - i * 60 : now - day * kDay - (i % 8) * 1200;
                    at_ms = study.replay(c, *id, videos[v], videos[v].duration_seconds(), start * 1000);
                }
                if (at_ms == 0) at_ms = (now - first_day * kDay) * 1000;
                // Some stopped half-way through the next video.
                if (watch < videos.size() && share > 0 && i % 3 == 0 && videos[watch].duration_ms > 0)
                    study.replay(c, *id, videos[watch], videos[watch].duration_seconds() * 0.5, at_ms + 600'000);
            }
            // Q&A: questions from a few students, answers from classmates and the teacher.
            for (std::size_t q = 0; q < std::size(kQuestions) && q * 3 < ids.size(); ++q) {
                std::int64_t asked = now - static_cast<std::int64_t>(20 - q * 3) * kDay;
                auto question = courses.add_question(c, course_id, ids[q * 3], kQuestions[q], asked);
                if (!question) continue;
                for (std::size_t a = 0; a < std::size(kAnswers) && a <= q % 3; ++a) {
                    std::int64_t by = a == 2 ? teacher->id : ids[(q * 3 + a + 1) % ids.size()];
                    courses.add_answer(c, *question, by, kAnswers[a], asked + static_cast<std::int64_t>(a + 1) * 3600);
                }
            }
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded) spdlog::info("demo: {} students with study in 王丽华's course (teaching statistics)", enrolled);
    return seeded;
}

}  // namespace xj::teaching
