#include "training/seed.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include <spdlog/spdlog.h>

#include "core/atomic_file.h"
#include "core/sign.h"
#include "teaching/seed.h"
#include "training/demo_content.h"
#include "training/practice_store.h"
#include "training/store.h"

namespace xj::training {

namespace {

constexpr std::string_view kDemoSchool = "1";
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华, who scores the demo's practical work
constexpr std::int64_t kDay = 86400;
constexpr std::string_view kFileDir = "course-files/demo";  // beside the demo courses' data files

// Midnight in China (UTC+8) of the day `at` falls on.
std::int64_t china_midnight(std::int64_t at) {
    constexpr std::int64_t kOffset = 8 * 3600;
    return (at + kOffset) / kDay * kDay - kOffset;
}

struct Writer {
    db::Conn& c;
    const DemoServices& services;
    const std::filesystem::path& files_dir;
    TrainingStore store;
};

// The training's resources: files under <files>/course-files/demo, rows through the courses service (its table).
void seed_resources(const Writer& w, std::int64_t course_id, const demo::DemoTraining& t, std::int64_t now) {
    for (const auto& r : t.resources) {
        courses::DataFile file;
        file.sign = core::make_sign();
        file.course_id = course_id;
        file.name = r.name;
        file.file_name = r.file_name;
        file.data_type = r.type;
        file.path = std::string(kFileDir) + "/" + file.sign + "." + r.type;
        std::string_view text = r.text;
        file.size = static_cast<std::int64_t>(text.size());
        std::filesystem::path path = w.files_dir / file.path;
        std::filesystem::create_directories(path.parent_path());
        core::write_atomically(path, text, "a demo training resource");
        w.services.courses.add_file(w.c, file, std::nullopt, now);
    }
}

std::vector<std::int64_t> seed_enterprises(const Writer& w, std::int64_t school_id, std::int64_t now) {
    std::vector<std::int64_t> ids;
    int sort = 0;
    for (const auto& e : demo::kEnterprises)
        ids.push_back(w.store.insert_enterprise(
            w.c, NewEnterprise{core::make_sign(), school_id, e.name, "", e.introduction, e.industry, true, ++sort},
            now));
    return ids;
}

// The students who join: 张晓明 where the demo says so, then the first n demo students of the teaching demo.
std::vector<std::int64_t> trainees_of(const Writer& w, const demo::DemoTraining& t) {
    std::vector<std::int64_t> out;
    if (t.he_joins)
        if (auto he = w.services.accounts.find_user_by_mobile(w.c, std::string(kStudentMobile))) out.push_back(he->id);
    for (int i = 0; i < t.trainees; ++i)
        if (auto s = w.services.accounts.find_user_by_mobile(w.c, teaching::demo_student_mobile(i)))
            out.push_back(s->id);
    return out;
}

// A handed-in deliverable of the demo: a one-page PDF under <files>/practice.
PracticeResult demo_file(const Writer& w, const std::string& title) {
    PracticeResult file;
    std::string sign = core::make_sign();
    file.file_path = "practice/" + sign + ".pdf";
    file.file_name = title + ".pdf";
    file.file_mime = "application/pdf";
    std::string pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
    file.file_size = static_cast<std::int64_t>(pdf.size());
    std::filesystem::path path = w.files_dir / *file.file_path;
    std::filesystem::create_directories(path.parent_path());
    core::write_atomically(path, pdf, "a demo practical deliverable");
    return file;
}

// The training's practical tasks with the spec's prerequisites, and the trainees' work on them: 张晓明's as the
// demo says (so the gated task 47 shows its reason), each other trainee's a little different.
void seed_practice(const Writer& w, std::int64_t course_id, const demo::DemoTraining& t,
                   const std::vector<std::int64_t>& trainees, std::int64_t now) {
    if (t.tasks.empty()) return;
    PracticeStore practice;
    std::map<int, std::int64_t> chapters;
    for (const auto& ch : w.services.courses.chapters_of(w.c, course_id, 0)) chapters[ch.level] = ch.id;
    std::map<int, std::int64_t> ids;
    std::map<int, std::string> titles;
    for (const auto& d : t.tasks) {
        PracticeTask task;
        task.sign = core::make_sign();
        task.course_id = course_id;
        if (auto ch = chapters.find(d.chapter); ch != chapters.end()) task.chapter_id = ch->second;
        task.number = d.number;
        task.title = d.title;
        task.description = d.description;
        task.pass_line = d.pass_line;
        task.full_score = d.full_score;
        task.sort = d.number;
        ids[d.number] = practice.insert_task(w.c, task, now);
        titles[d.number] = d.title;
    }
    for (const auto& d : t.tasks)
        for (int required : d.requires_numbers) practice.require(w.c, ids.at(d.number), ids.at(required));
    auto teacher = w.services.accounts.find_user_by_mobile(w.c, std::string(kTeacherMobile));
    std::int64_t scorer = teacher ? teacher->id : 0;
    for (std::size_t i = 0; i < trainees.size(); ++i) {
        bool he = i == 0 && t.he_joins;
        int shift = he ? 0 : static_cast<int>(i % 4) * 6 - 6;
        for (const auto& work : he ? t.his_work : t.others_work) {
            std::int64_t task = ids.at(work.number);
            std::int64_t at = now - static_cast<std::int64_t>(trainees.size() - i) * 3600;
            PracticeResult r = practice.start(w.c, core::make_sign(), task, trainees[i], at - kDay);
            practice.hand_in(w.c, r.id, demo_file(w, titles.at(work.number)), at);
            if (work.score >= 0 && scorer != 0)
                practice.score(w.c, r.id, std::clamp(work.score + shift, 0, 100), "", scorer, at + 3600);
        }
    }
}

int seed_all(const Writer& w, std::int64_t school_id, std::int64_t now) {
    std::vector<std::int64_t> enterprises = seed_enterprises(w, school_id, now);
    std::map<std::string, std::int64_t> bare;
    for (const auto& b : w.store.bare_trainings(w.c, school_id)) bare[b.name] = b.course_id;
    std::int64_t today = china_midnight(now);
    int seeded = 0;
    for (const auto& t : demo::kTrainings) {
        auto found = bare.find(t.name);
        if (found == bare.end()) continue;
        NewTraining row;
        row.course_id = found->second;
        row.school_id = school_id;
        row.hours = t.hours;
        row.plan = t.plan;
        row.join_rule = t.join_rule;
        row.recommend = t.recommend;
        row.starts_at = today + t.starts_in_days * kDay;
        row.ends_at = *row.starts_at + t.lasts_days * kDay - 1;
        row.sort = ++seeded;
        w.store.insert(w.c, row, now);
        int sort = 0;
        for (int e : t.enterprises)
            w.store.link_enterprise(w.c, row.course_id, enterprises.at(static_cast<std::size_t>(e)), ++sort);
        std::int64_t joined_at = *row.starts_at < now ? *row.starts_at : now - kDay;
        seed_resources(w, row.course_id, t, now);
        std::vector<std::int64_t> trainees = trainees_of(w, t);
        for (std::int64_t user : trainees)
            w.services.courses.enrol(w.c, user, row.course_id, courses::kSourceFree, joined_at);
        seed_practice(w, row.course_id, t, trainees, now);
    }
    return seeded;
}

}  // namespace

bool seed_training_demo(db::Database& db, const core::Clock& clock, const DemoServices& services,
                        const std::filesystem::path& files_dir) {
    int seeded = 0;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            Writer w{c, services, files_dir, {}};
            if (w.store.any_training(c)) return 0;
            auto school = services.site.find_school_by_sign(c, kDemoSchool);
            if (!school || w.store.bare_trainings(c, school->id).empty()) return 0;
            return seed_all(w, school->id, clock.now_seconds());
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded > 0) {
        services.courses.catalogue_changed_everywhere();
        spdlog::info("demo: seeded {} trainings with {} partner enterprises", seeded, demo::kEnterprises.size());
    }
    return seeded > 0;
}

}  // namespace xj::training
