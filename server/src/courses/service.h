// The courses domain's rules (docs/courses.md): which courses a request sees, the catalogue, course pages,
// enrolment, Q&A, data files, activation codes, collections and history. The only header other domains include.
// Member functions are defined by sub-resource: service.cpp (the host's school, catalogue answers from memory, and
// the access rules visible_course, managed_course, require_learner), catalogue.cpp, course_page.cpp,
// course_files.cpp, enrolment.cpp, collections.cpp, questions.cpp.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <boost/json/value.hpp>

#include "accounts/service.h"
#include "core/access.h"
#include "core/answer_cache_lru.h"
#include "core/memory_answers.h"
#include "courses/model.h"
#include "courses/store.h"
#include "courses/ticket_store.h"
#include "db/change_feed.h"
#include "site/service.h"

namespace xj::courses {

struct CoursePage {
    CourseInfo info;
    std::vector<CourseTeacher> teachers;
    std::optional<Enrolment> my_study;
    bool collected = false;
    bool can_manage = false;
};

struct WatchState {
    int progress = 0;
    int study_status = 0;  // 0 when not enrolled
    std::vector<VideoItem> videos;
};

struct Activation {
    std::string course_name;
    std::string course_sign;
    int offering = kOfferingCourse;  // a training's code opens the training (its page is /trainDetail/{sign})
};

// A data file to send: its row and where it lies on disk.
struct Download {
    DataFile file;
    std::filesystem::path path;
};

using OptUser = std::optional<core::AuthUser>;

class CourseService {
public:
    // Follows the other instances' catalogue and school changes (db/change_feed.h).
    CourseService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                  site::SiteService& site);

    // Where data files lie (<data-dir>/files); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    // The school a request sees (0 when there is none). Remembered per host for kHostMaxAge (at most
    // kHostsMax hosts), so a catalogue call costs no query for it.
    std::int64_t school_of(std::string_view host);
    // The school of a host remembered by school_of, without a query (nullopt when not remembered): for answers
    // served on an I/O thread.
    std::optional<std::int64_t> known_school(std::string_view host);
    // After an admin changed schools or hosts: hosts and signs are looked up again on their next request, on every
    // instance.
    void forget_hosts() { db_.changes().publish(kSchoolsTopic); }

    // Public catalogue answers from memory (docs/decisions/0006-catalogue-answers-from-memory.md): the
    // serialised envelope of build() for the host's school under key, built once until the school's next
    // catalogue write (catalogue_changed) and at most kAnswerMaxAge old. key must say everything the answer
    // depends on besides the school (the normalised query); keyword searches are not cached.
    core::SharedBytes catalogue_answer(std::string_view host, const std::string& key,
                                       const std::function<boost::json::value()>& build);
    // The same when it is already in memory and the host's school is known; null otherwise. Never touches
    // the database (the I/O thread's fast path).
    core::SharedBytes cached_catalogue_answer(std::string_view host, const std::string& key);
    // The same for another domain's cache of public answers per school (articles, news, the study index): the
    // AnswerSource (core/memory_answers.h) of `cache`, keyed by the host's school as the catalogue's is.
    core::AnswerSource answer_source(core::LruAnswerCache& cache);
    core::AnswerSource catalogue_answers() { return answer_source(answers_); }
    // Every write that changes what the catalogue shows of a school (a course, its teachers, chapters, videos,
    // types, student counts) calls this after its commit; catalogue_changed_everywhere() for course types and
    // the demo seed.
    // Every instance drops its answers of the school (db/change_feed.h).
    void catalogue_changed(std::int64_t school_id) { db_.changes().publish(kCatalogueTopic, school_id); }
    void catalogue_changed_everywhere() { db_.changes().publish(kCatalogueTopic); }

    // "May manage this course" (docs/teaching.md, Access), the one rule for authoring, content and the
    // teaching domain: a teacher (role) on the course's team or a school admin of the course's school.
    // -1000 课程不存在 for an unknown sign or id, -6 您没有权限访问! for anyone else.
    ManagedCourse managed_course(db::Conn& conn, const core::AuthUser& user, std::string_view course_sign) const;
    ManagedCourse managed_course(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) const;
    // The same rule answered without an error (what a page shows its managers: a draft, its canManage).
    bool may_manage(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id, std::int64_t school_id) const;
    // A teacher (role) on the course's team: who studies it without its join rule (not its school's admins).
    bool teaches(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) const {
        return user.has_role(core::Role::kTeacher) && store_.is_teacher(conn, course_id, user.id);
    }

    // The catalogue's homework and exam children come from the exams domain through this hook (docs/exams.md):
    // the released ones of a course with a chapter. Without a source chapters show videos only.
    using ChapterTasksSource = std::function<std::vector<CatalogueTask>(db::Conn&, std::int64_t course_id)>;
    void set_chapter_tasks(ChapterTasksSource source) { chapter_tasks_ = std::move(source); }

    // Catalogue (public).
    std::vector<CourseCard> recommended(std::string_view host, int limit);
    std::vector<CourseCard> self_study(std::string_view host, int limit);
    std::vector<CourseCard> chosen(std::string_view host, int limit);
    std::vector<KindCount> kinds(std::string_view host);
    Paged<CourseCard> list(std::string_view host, const ListQuery& query);
    // 课程推荐 of the learning centre: the site's courses the user has not joined, like the ones they study first.
    // The user's finished courses and trainings, last finished first: what a resume may cite (docs/resume.md).
    std::vector<FinishedStudy> finished_studies(std::int64_t user_id);
    // The host school's published courses and trainings that name any of the skills or of `also` (in name,
    // introduction or type; ASCII case ignored), those naming the most skills first (SkillCourse::skills lists the
    // skills only), with the user's study status; at most 200.
    std::vector<SkillCourse> courses_teaching(std::string_view host, std::int64_t user_id,
                                              const std::vector<std::string>& skills,
                                              const std::vector<std::string>& also = {});
    Paged<SuggestedCourse> courses_for(std::string_view host, const core::AuthUser& user, std::optional<int> kind,
                                       const Page& page);
    std::vector<TypeNode> type_tree();
    std::vector<TypeNode> third_types(const std::optional<std::string>& parent_sign);
    std::vector<Suggestion> suggest(std::string_view host, const std::string& keyword);
    std::vector<CourseCard> slider(std::string_view host);
    std::vector<District> districts(std::string_view host);

    // Course page. -1000 课程不存在 for an unknown or hidden course.
    CoursePage course_page(std::string_view host, const OptUser& user, const std::string& sign);
    std::vector<Chapter> catalogue(std::string_view host, const OptUser& user, const std::string& sign);
    Paged<Standard> standards(std::string_view host, const std::string& sign);
    WatchState watch(std::string_view host, const core::AuthUser& user, const std::string& sign);
    // Enrolled users and the course's teachers only (-1000 请先加入学习).
    std::vector<ChapterFiles> chapter_files(std::string_view host, const core::AuthUser& user, const std::string& sign);
    std::vector<DataFile> course_files(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Download download(std::string_view host, const core::AuthUser& user, const std::string& file_sign);
    // POST /file/download (docs/uploads.md): the same checks, then a ticket for the file that GET
    // /file/server/fetch serves for kTicketSeconds; (ticket, expires at).
    std::pair<std::string, std::int64_t> download_ticket(std::string_view host, const core::AuthUser& user,
                                                         const std::string& file_sign);
    // The ticket's file (-1000 下载链接已失效，请重新下载 once expired or for no ticket).
    Download redeem_ticket(const std::string& ticket);
    static constexpr std::int64_t kTicketSeconds = 60;

    // Enrolment.
    Enrolment join(std::string_view host, const core::AuthUser& user, const std::string& sign);
    std::optional<Enrolment> study_info(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Paged<StudyRow> my_courses(const core::AuthUser& user, std::optional<int> status, const Page& page);
    Activation activate(std::string_view host, const core::AuthUser& user, const std::string& code,
                        const std::string& captcha, const accounts::Client& client);

    // Collections and history.
    void collect(std::string_view host, const core::AuthUser& user, const std::string& sign);
    void uncollect(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Paged<DatedCard> collections(const core::AuthUser& user, const Page& page);
    Paged<DatedCard> views(const core::AuthUser& user, const Page& page);

    // Questions and answers (names masked for other users except teachers).
    Paged<Question> questions(std::string_view host, const OptUser& user, const std::string& sign, int sort_type,
                              const Page& page);
    std::string ask(std::string_view host, const core::AuthUser& user, const std::string& sign,
                    const std::string& content);
    Paged<Answer> answers(std::string_view host, const OptUser& user, const std::string& question_sign,
                          const Page& page);
    std::string answer(std::string_view host, const core::AuthUser& user, const std::string& question_sign,
                       const std::string& content);

    // For other domains, in the caller's connection or transaction. Reads of the catalogue (the course rows and
    // teams are authoring's, read here as the catalogue shows them); writes of the rows this domain owns (types,
    // districts, enrolments, codes, data files, Q&A, collections and history: docs/database.md), which others
    // write only through these.
    std::optional<CourseInfo> find_course(db::Conn& conn, std::int64_t school_id, std::string_view sign) const {
        return store_.find_course(conn, school_id, sign);
    }
    // The school's published priced courses in catalogue order (other domains' demo seeds: commerce's orders).
    std::vector<CourseCard> priced_courses(db::Conn& conn, std::int64_t school_id, int limit) const {
        ListFilter filter;
        filter.school_id = school_id;
        filter.free = false;
        return store_.list_courses(conn, filter, Page{1, limit}, false).list;
    }
    // The same, a page at a time with the total (commerce's marketers' links).
    Paged<CourseCard> priced_courses_page(db::Conn& conn, std::int64_t school_id, const Page& page) const {
        ListFilter filter;
        filter.school_id = school_id;
        filter.free = false;
        return store_.list_courses(conn, filter, page, true);
    }
    std::vector<CourseTeacher> teachers(db::Conn& conn, std::int64_t course_id) const {
        return store_.teachers(conn, course_id);
    }
    std::optional<ManagedCourse> find_managed(db::Conn& conn, std::string_view sign) const {
        return store_.managed_by_sign(conn, sign);
    }
    bool is_enrolled(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
        return store_.find_enrolment(conn, user_id, course_id).has_value();
    }
    std::optional<Enrolment> enrolment(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
        return store_.find_enrolment(conn, user_id, course_id);
    }
    std::optional<Standard> standard(db::Conn& conn, std::int64_t course_id) const {
        return store_.standard(conn, course_id);
    }
    std::vector<DataFile> files(db::Conn& conn, std::int64_t course_id) const { return store_.files(conn, course_id); }
    // A course's (or a training's) chapters with their videos (the user's progress; 0 for none) and the exams
    // domain's tasks, without the visibility check: the caller decided who may see them (catalogue, the training's
    // timetable).
    std::vector<Chapter> chapters_of(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const;
    std::vector<std::string> file_paths_under(db::Conn& conn, std::string_view folder) const {
        return store_.file_paths_under(conn, folder);
    }
    // Enrols a user (at most once; counted in the course's student_count); true when this call did.
    bool enrol(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::string_view source,
               std::int64_t at) const {
        return store_.enrol(conn, user_id, course_id, source, at);
    }
    void record_view(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t at) const {
        store_.record_view(conn, user_id, course_id, at);
    }
    void add_collection(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t at) const {
        store_.collect(conn, user_id, course_id, at);
    }
    // The type tree and a school's districts (the demo catalogue): the new row's id.
    std::int64_t add_type(db::Conn& conn, std::string_view sign, std::optional<std::int64_t> parent_id, int level,
                          std::string_view name, int sort) const {
        return store_.insert_type(conn, sign, parent_id, level, name, sort);
    }
    std::int64_t add_district(db::Conn& conn, std::string_view sign, std::int64_t school_id, std::string_view name,
                              std::string_view address, int sort) const {
        return store_.insert_district(conn, sign, school_id, name, address, sort);
    }
    // Study's progress after a heartbeat, on the (locked) enrolment row, in study's transaction.
    void record_progress(db::Conn& conn, std::int64_t enrolment_id, const EnrolmentProgress& progress) const {
        store_.update_progress(conn, enrolment_id, progress);
    }
    // Enrols each user not enrolled yet (teaching's import); the users this call enrolled.
    std::vector<std::int64_t> enrol_all(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users,
                                        std::string_view source, std::int64_t at) const {
        return store_.enrol_all(conn, course_id, users, source, at);
    }
    // Ends the users' enrolments in the course (teaching's removal); how many there were.
    std::int64_t unenrol(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users) const {
        return store_.unenrol(conn, course_id, users);
    }
    // false when the code exists already.
    bool add_activation_code(db::Conn& conn, std::string_view code, std::int64_t course_id,
                             std::optional<std::int64_t> expires_at, std::int64_t at) const {
        return store_.insert_code(conn, code, course_id, expires_at, at);
    }
    // A course's data files as its teachers upload, rename and delete them (teaching's materials; the demo's have no
    // uploader).
    void add_file(db::Conn& conn, const DataFile& file, std::optional<std::int64_t> uploaded_by,
                  std::int64_t at) const {
        store_.insert_file(conn, file, uploaded_by, at);
    }
    void rename_file(db::Conn& conn, std::int64_t file_id, std::string_view name) const {
        store_.rename_file(conn, file_id, name);
    }
    // false when another call deleted it first.
    bool remove_file(db::Conn& conn, std::int64_t file_id) const { return store_.delete_file(conn, file_id); }
    // A question (its id) and an answer written at `at` (other domains' demo seeds).
    std::optional<std::int64_t> add_question(db::Conn& conn, std::int64_t course_id, std::int64_t user_id,
                                             std::string_view content, std::int64_t at) const {
        auto question = store_.find_question(conn, store_.insert_question(conn, course_id, user_id, content, at));
        return question ? std::optional<std::int64_t>(question->id) : std::nullopt;
    }
    void add_answer(db::Conn& conn, std::int64_t question_id, std::int64_t user_id, std::string_view content,
                    std::int64_t at) const {
        store_.insert_answer(conn, question_id, user_id, content, at);
    }

    // The id of the course of the school in `host` that `user` may see (published, or one they teach) — what other
    // domains list about a course (its exams) follows the course page's visibility; -1000 课程不存在 otherwise.
    std::int64_t visible_course_id(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                   const std::string& sign) {
        return visible_course(conn, school_of(host), OptUser(user), sign).card.id;
    }

    // Enrolled, a teacher of the course or an admin of its school; -1000 请先加入学习 otherwise (what a course lists
    // about its learning — homework and exams — is for those).
    void require_learner_or_manager(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id);

private:
    // The course of the school in `host` that `user` may see; -1000 课程不存在 otherwise.
    CourseInfo visible_course(db::Conn& conn, std::int64_t school, const OptUser& user, const std::string& sign);
    CourseCard visible_course_by_id(db::Conn& conn, const OptUser& user, std::int64_t course_id);
    // visible_course_by_id, or a training's row (published, or a draft for its managers): what a training's member
    // reaches through a course call (its resources, its activation codes), checked further by the caller
    // (require_learner, the code's rules); -1000 课程不存在 otherwise.
    CourseCard reachable_course_by_id(db::Conn& conn, const OptUser& user, std::int64_t course_id);
    // Enrolled or a teacher of the course; -1000 请先加入学习 otherwise.
    void require_learner(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id);
    void require_manager(db::Conn& conn, const core::AuthUser& user, const ManagedCourse& course) const;
    std::vector<CourseCard> top(std::string_view host, std::string_view order, std::optional<int> type,
                                std::optional<bool> free, int limit);

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    site::SiteService& site_;
    CourseStore store_;
    TicketStore tickets_;
    std::filesystem::path files_dir_;
    ChapterTasksSource chapter_tasks_;
    static constexpr std::size_t kAnswersMax = 4096;
    static constexpr std::chrono::seconds kAnswerMaxAge{5};  // for writes outside this domain (a teacher's name)
    static constexpr std::size_t kHostsMax = 1024;
    static constexpr std::chrono::seconds kHostMaxAge{5};
    struct KnownHost {
        std::int64_t school_id;
        std::int64_t at_ms;  // on clock_ (a test moves it)
    };

    std::mutex schools_mutex_;
    std::unordered_map<std::string, std::int64_t> schools_;  // school sign → id
    std::unordered_map<std::string, KnownHost> hosts_;       // host → school, bounded by kHostsMax
    core::LruAnswerCache answers_{kAnswersMax, kAnswerMaxAge, clock_};
    static constexpr std::string_view kCatalogueTopic = "catalogue";
    static constexpr std::string_view kSchoolsTopic = "schools";
    // Last, so they end before what their handlers touch.
    db::ChangeFeed::Subscription catalogue_feed_;
    db::ChangeFeed::Subscription schools_feed_;
};

// 张*明: the first and last character kept, the others starred; one character stays, two become 张*.
std::string mask_name(std::string_view name);

}  // namespace xj::courses
