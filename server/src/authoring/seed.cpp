// The demo catalogue (seed.h): authoring's rows through its stores, courses' rows through CourseService.
#include "authoring/seed.h"

#include <chrono>
#include <fstream>
#include <map>
#include <tuple>

#include <spdlog/spdlog.h>

#include "authoring/content_store.h"
#include "authoring/demo_media.h"
#include "authoring/seed_store.h"
#include "authoring/store.h"
#include "core/sign.h"
#include "courses/demo_content.h"

namespace xj::authoring {

namespace fs = std::filesystem;
using courses::DataFile;
using courses::demo::DemoCourse;
using courses::demo::files_of;
using courses::demo::kCodes;
using courses::demo::kCourses;
using courses::demo::kNormalCourses;
using courses::demo::kStudentCourses;
using courses::demo::kTrainings;
using courses::demo::kTypes;

namespace {

constexpr std::string_view kDemoSchool = "1";               // 学鲸职业技术学院, seeded by the site domain
constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kNormalMobile = "13800000003";   // 李娜
constexpr std::string_view kCoverDir = "course-covers/demo";
constexpr std::string_view kFileDir = "course-files/demo";

std::vector<demo::ClipSpec> clip_specs() {
    std::vector<demo::ClipSpec> specs;
    int n = 0;
    for (const auto* list : {&kCourses, &kTrainings})
        for (const auto& course : *list)
            for (const auto& chapter : course.chapters)
                for (const char* video : chapter.videos) {
                    specs.push_back({video, 20 + (n % 3) * 4, 330 + (n % 8) * 55});
                    ++n;
                }
    return specs;
}

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write the demo file " + path.string());
}

std::string cover_tag(int kind, int type, int offering = courses::kOfferingCourse) {
    if (offering == courses::kOfferingTraining) return std::string(courses::kind_name(kind)) + " · 培训项目";
    return std::string(courses::kind_name(kind)) + (type == courses::kTypeCredit ? " · 学分课" : " · 选修课");
}

// What the seed writes through, in its one transaction: authoring's stores and the courses service.
struct Writer {
    db::Conn& c;
    const courses::CourseService& courses;
    AuthoringStore course_rows;
    ContentStore content;
};

struct Seeded {
    std::vector<std::int64_t> course_ids;
    std::vector<std::vector<std::int64_t>> video_ids;    // per course, in order
    std::vector<std::vector<std::int64_t>> chapter_ids;  // per course
};

void seed_questions(const Writer& w, const Seeded& s, std::int64_t student, std::int64_t normal, std::int64_t teacher,
                    std::int64_t now) {
    struct Thread {
        std::size_t course;
        bool by_student;
        const char* question;
        std::vector<std::pair<int, const char*>> answers;  // 0 teacher, 1 student, 2 李娜
    };
    const std::vector<Thread> threads{
        {0,
         true,
         "借贷记账法里“有借必有贷，借贷必相等”应该怎么理解？",
         {{0, "每笔经济业务都会同时影响至少两个账户，一方记借、一方记贷，金额相等，所以总账借贷两方总是平衡的。"},
          {2, "我是对照第三章的练习资料做了几遍分录才弄明白的，推荐先做练习。"}}},
        {0,
         false,
         "资产和费用都记在借方，怎么区分？",
         {{0, "看经济实质：能带来未来经济利益的是资产，当期耗用的是费用。"}}},
        {1,
         true,
         "for 循环和 while 循环什么时候用哪个？",
         {{0, "知道要重复多少次（比如遍历列表）用 for；只知道结束条件时用 while。"}}},
        {1,
         false,
         "运行程序提示 IndentationError 是什么原因？",
         {{1, "一般是缩进不一致，检查是不是空格和 Tab 混用了。"}}},
        {4,
         true,
         "手机拍摄时画面总是抖，有什么办法？",
         {{0, "可以用手机稳定器，或者双手持机贴近身体，走路时屈膝小步移动。"}}},
        {7, false, "市场细分和目标市场选择有什么区别？", {}},
    };
    std::int64_t at = now - 86400 * 5;
    for (const auto& t : threads) {
        std::int64_t course = s.course_ids[t.course];
        auto question = w.courses.add_question(w.c, course, t.by_student ? student : normal, t.question, at);
        for (const auto& [who, text] : t.answers) {
            at += 3600;
            w.courses.add_answer(w.c, *question, who == 0 ? teacher : who == 1 ? student : normal, text, at);
        }
        at += 7200;
    }
}

// The type tree: each key's row id and each key's parent key.
struct TypeIds {
    std::map<std::string, std::int64_t> ids;
    std::map<std::string, std::string> parents;
};

TypeIds seed_types(const Writer& w) {
    TypeIds t;
    int sort = 0;
    for (const auto& type : kTypes) {
        std::optional<std::int64_t> parent;
        int level = 1;
        if (*type.parent != '\0') {
            parent = t.ids.at(type.parent);
            level = t.parents.count(type.parent) ? 3 : 2;
            t.parents[type.key] = type.parent;
        }
        t.ids[type.key] = w.courses.add_type(w.c, core::make_sign(), parent, level, type.name, ++sort);
    }
    return t;
}

// Everything about one course (or training's course row) the seed knows before inserting it.
struct CoursePlan {
    const DemoCourse* demo = nullptr;
    int offering = courses::kOfferingCourse;
    std::size_t index = 0;  // in kCourses (its data files) or kTrainings
    std::int64_t school_id = 0;
    std::optional<std::int64_t> teacher_id;
    std::int64_t district_id = 0;
    std::int64_t now = 0;
};

NewCourse new_course(const DemoCourse& d, const CoursePlan& plan, const TypeIds& types, const std::string& sign) {
    std::string t3 = d.type3;
    std::string t2 = types.parents.at(t3);
    std::string t1 = types.parents.at(t2);
    NewCourse nc;
    nc.sign = sign;
    nc.school_id = plan.school_id;
    CourseFields& f = nc.fields;
    f.name = d.name;
    f.introduction = d.introduction;
    f.details = d.details;
    const char* audience = d.kind == courses::kKindIntro    ? "零基础的同学"
                           : d.kind == courses::kKindMiddle ? "已有一定基础的同学"
                                                            : "希望深入学习的同学";
    nc.details_two = std::string("适合对象：") + audience + "。考核方式：观看视频、章节练习与期末考试相结合。";
    f.picture = "/files/" + std::string(kCoverDir) + "/" + sign + ".png";
    f.price = d.price;
    f.credit = d.credit;
    f.period = d.period;
    f.type1_id = types.ids.at(t1);
    f.type2_id = types.ids.at(t2);
    f.type3_id = types.ids.at(t3);
    f.type = d.type;
    f.kind = d.kind;
    nc.sort = static_cast<int>(plan.index) + 1;
    nc.status = courses::kStatusPublished;
    nc.created_by = plan.teacher_id;
    nc.district_id = plan.district_id;
    nc.offering = plan.offering;
    return nc;
}

void seed_files(const Writer& w, const fs::path& files_dir, const CoursePlan& plan, std::int64_t course_id,
                const std::vector<std::int64_t>& chapter_ids) {
    for (const auto& f : files_of(plan.index)) {
        DataFile df;
        df.sign = core::make_sign();
        df.path = std::string(kFileDir) + "/" + df.sign + "." + f.type;
        write_file(files_dir / df.path, f.text);
        df.course_id = course_id;
        if (f.chapter >= 0) df.chapter_id = chapter_ids.at(static_cast<std::size_t>(f.chapter));
        df.name = f.name;
        df.file_name = f.file_name;
        df.size = static_cast<std::int64_t>(f.text.size());
        df.data_type = f.type;
        w.courses.add_file(w.c, df, std::nullopt, plan.now);
    }
}

// One course with its cover, lead teacher, standard, chapters, videos (the next clips) and data files.
void seed_course(const Writer& w, const fs::path& files_dir, const TypeIds& types, const CoursePlan& plan,
                 const std::vector<demo::Clip>& clips, std::size_t& clip, Seeded& seeded) {
    const DemoCourse& d = *plan.demo;
    std::string sign = core::make_sign();
    demo::draw_cover(files_dir / kCoverDir / (sign + ".png"), d.name, cover_tag(d.kind, d.type, plan.offering), d.from,
                     d.to);
    std::int64_t created = plan.now - 86400 * (30 - static_cast<std::int64_t>(plan.index));
    std::int64_t course_id = w.course_rows.insert_course(w.c, new_course(d, plan, types, sign), created);
    if (plan.teacher_id && d.wang_leads)
        w.course_rows.insert_member(w.c, core::make_sign(), course_id, *plan.teacher_id, true, plan.now);
    w.course_rows.save_standard(w.c, courses::Standard{0, course_id, 40, 10, 20, 25, 5}, plan.now);
    std::vector<std::int64_t> video_ids;
    std::vector<std::int64_t> chapter_ids;
    int level = 0;
    for (const auto& ch : d.chapters) {
        std::int64_t chapter_id = w.content.insert_chapter(
            w.c, EditChapter{0, core::make_sign(), course_id, ++level, ch.name, ch.synopsis, ""}, plan.now);
        chapter_ids.push_back(chapter_id);
        int vlevel = 0;
        for (const char* title : ch.videos) {
            const demo::Clip& m = clips.at(clip++);
            std::int64_t media = w.content.insert_media(
                w.c,
                NewMedia{core::make_sign(), m.relative, "video/mp4", m.size, m.duration_ms, std::nullopt, 640, 360},
                plan.now);
            EditVideo video;
            video.sign = core::make_sign();
            video.chapter_id = chapter_id;
            video.course_id = course_id;
            video.level = ++vlevel;
            video.title = title;
            video.media_id = media;
            video_ids.push_back(w.content.insert_video(w.c, video, plan.now));
        }
    }
    if (plan.offering == courses::kOfferingCourse) seed_files(w, files_dir, plan, course_id, chapter_ids);
    seeded.course_ids.push_back(course_id);
    seeded.video_ids.push_back(std::move(video_ids));
    seeded.chapter_ids.push_back(std::move(chapter_ids));
}

// 张晓明's three courses, collected and viewed; his study in them is played by study::seed_demo (study/seed.cpp)
// through the heartbeat rules.
void seed_student(const Writer& w, const Seeded& seeded, std::int64_t student, std::int64_t now) {
    std::int64_t at = now - 3600 * 30;
    for (const auto& [course, done] : kStudentCourses) {
        std::int64_t id = seeded.course_ids[course];
        w.courses.enrol(w.c, student, id, courses::kSourceFree, at - 86400 * 3);
        w.courses.add_collection(w.c, student, id, at);
        w.courses.record_view(w.c, student, id, at);
        at += 3600 * 8;
    }
}

void seed_all(const Writer& w, const accounts::AccountService& accounts, const fs::path& files_dir,
              const std::vector<demo::Clip>& clips, std::int64_t school_id, std::int64_t now) {
    auto teacher = accounts.find_user_by_mobile(w.c, std::string(kTeacherMobile));
    auto student = accounts.find_user_by_mobile(w.c, std::string(kStudentMobile));
    auto normal = accounts.find_user_by_mobile(w.c, std::string(kNormalMobile));
    TypeIds types = seed_types(w);
    std::int64_t main_campus =
        w.courses.add_district(w.c, core::make_sign(), school_id, "主校区", "杭州市钱塘区学源街 118 号", 1);
    std::int64_t east_campus =
        w.courses.add_district(w.c, core::make_sign(), school_id, "东校区", "杭州市钱塘区文泽路 66 号", 2);
    Seeded seeded;
    std::size_t clip = 0;
    std::optional<std::int64_t> teacher_id = teacher ? std::optional(teacher->id) : std::nullopt;
    for (std::size_t i = 0; i < kCourses.size(); ++i) {
        CoursePlan plan{
            &kCourses[i], courses::kOfferingCourse, i, school_id, teacher_id, i % 3 == 2 ? east_campus : main_campus,
            now};
        seed_course(w, files_dir, types, plan, clips, clip, seeded);
    }
    // The trainings' course rows (the training domain's demo adds what only trainings have), after the courses so
    // that every index into seeded.course_ids above stays a course's.
    Seeded trainings;
    for (std::size_t i = 0; i < kTrainings.size(); ++i) {
        CoursePlan plan{&kTrainings[i], courses::kOfferingTraining, i, school_id, teacher_id, main_campus, now};
        seed_course(w, files_dir, types, plan, clips, clip, trainings);
    }
    for (const auto& [course, code] : kCodes)
        w.courses.add_activation_code(w.c, code, seeded.course_ids[course], std::nullopt, now);
    if (student) seed_student(w, seeded, student->id, now);
    if (normal)
        for (std::size_t course : kNormalCourses)
            w.courses.enrol(w.c, normal->id, seeded.course_ids[course], courses::kSourceFree, now);
    if (student && normal && teacher) seed_questions(w, seeded, student->id, normal->id, teacher->id, now);
}

// A later --demo start on a database seeded before (PostgreSQL kept, data directory new): the covers and data
// files the database names but the data directory lacks are drawn and written again.
int restore_files(db::Database& db, const SeedStore& store, const fs::path& files_dir) {
    auto [covers, files] = db.with_conn([&](db::Conn& c) {
        return std::pair(store.covers_under(c, "/files/" + std::string(kCoverDir) + "/"),
                         store.files_under(c, std::string(kFileDir) + "/"));
    });
    int restored = 0;
    std::error_code ec;
    for (const auto& cover : covers) {
        fs::path path = files_dir / cover.picture.substr(std::string_view("/files/").size());
        if (fs::exists(path, ec)) continue;
        std::uint32_t from = 0x1677ff, to = 0x69b1ff;
        int offering = courses::kOfferingCourse;
        for (const auto& d : kCourses)
            if (d.name == cover.course_name) std::tie(from, to) = std::pair(d.from, d.to);
        for (const auto& d : kTrainings)
            if (d.name == cover.course_name) {
                std::tie(from, to) = std::pair(d.from, d.to);
                offering = courses::kOfferingTraining;
            }
        demo::draw_cover(path, cover.course_name, cover_tag(cover.kind, cover.type, offering), from, to);
        ++restored;
    }
    for (const auto& file : files) {
        fs::path path = files_dir / file.path;
        if (fs::exists(path, ec)) continue;
        for (std::size_t i = 0; i < kCourses.size(); ++i) {
            if (kCourses[i].name != file.course_name) continue;
            for (const auto& f : files_of(i))
                if (f.file_name == file.file_name) {
                    write_file(path, f.text);
                    ++restored;
                }
        }
    }
    return restored;
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, const DemoServices& services, const fs::path& files_dir) {
    const SeedStore store;
    // Videos first (outside any transaction): they are needed on every start since the data directory may be new.
    std::vector<demo::Clip> clips = demo::make_clips(clip_specs(), files_dir);
    if (db.with_conn([&](db::Conn& c) { return store.any_course(c); })) {
        if (int restored = restore_files(db, store, files_dir); restored > 0)
            spdlog::info("demo: restored {} course covers and data files into {}", restored, files_dir.string());
        return false;
    }
    bool seeded = false;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            if (store.any_course(c)) return false;  // another instance started at the same time seeded meanwhile
            auto school = services.site.find_school_by_sign(c, kDemoSchool);
            if (!school) return false;
            seed_all(Writer{c, services.courses, {}, {}}, services.accounts, files_dir, clips, school->id,
                     clock.now_seconds());
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // lost the race to another instance
    }
    if (!seeded) restore_files(db, store, files_dir);  // another instance seeded: its files are in its directory
    services.courses.catalogue_changed_everywhere();
    if (seeded)
        spdlog::info(
            "demo: seeded {} courses and {} trainings with {} videos, 4 activation codes "
            "(XJDEMO2026CODE01–04)",
            kCourses.size(), kTrainings.size(), clips.size());
    return seeded;
}

}  // namespace xj::authoring
