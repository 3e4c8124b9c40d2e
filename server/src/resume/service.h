// Resumes (docs/resume.md): each user edits their own, made the first time it is asked for; a section's id of another
// user's resume is refused like one that does not exist. The only header other domains include.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "certificates/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/uploaded_file.h"
#include "courses/service.h"
#include "db/db.h"
#include "exams/paper_service.h"
#include "resume/model.h"
#include "resume/store.h"
#include "training/service.h"

namespace xj::resume {

// A platform record the user may cite in their resume (the candidates list), and whether it is already cited.
struct Candidate {
    Verified entry;
    bool added = false;
};

// An exported PDF and the file name it is downloaded as (张晓明的简历.pdf).
struct ResumePdf {
    std::string file_name;
    std::string bytes;
};

// A position's learning line (docs/resume.md "Course line"): the skills asked for it and the school's courses and
// trainings that teach them, those naming the most skills first, each with the user's study status.
struct CourseLine {
    std::string code;
    std::string name;
    std::vector<std::string> skills;
    std::vector<courses::SkillCourse> courses;  // the first 12
    // Over every matching course, not only those listed.
    int total = 0;
    int studying = 0;
    int finished = 0;
};

// What the job board matches a seeker with (docs/employment.md "Recommendations"): their resume's intentions and
// skills, empty without a resume.
struct SeekerResume {
    bool exists = false;
    std::string email;
    std::vector<Intention> intentions;
    std::vector<std::string> skills;
};

// The public page of a shared resume.
struct SharedResume {
    ResumeDetail detail;
    std::int64_t views = 0;
};

class ResumeService {
public:
    ResumeService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                  exams::PaperService& papers, training::TrainingService& training,
                  certificates::CertificateService& certificates)
        : db_(db),
          clock_(clock),
          courses_(courses),
          papers_(papers),
          training_(training),
          certificates_(certificates) {}

    // The user's video resume as an upload (/home/uploading, docs/uploads.md); nullopt without one.
    std::optional<core::UploadedFile> video_upload(const core::AuthUser& user);

    // Where the head pictures and videos are stored (<data-dir>/private/resume); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }
    const std::filesystem::path& files_dir() const { return files_dir_; }

    // The user's resume with every section and its completeness (made when there is none).
    ResumeDetail detail(const core::AuthUser& user);
    // The completeness alone (the small plate's resumeRatio): 0 without a resume, nothing is made.
    int ratio(std::int64_t user_id);

    ResumeDetail update_basics(const core::AuthUser& user, const Basics& basics);
    ResumeDetail set_advantage(const core::AuthUser& user, const std::string& text);
    ResumeDetail set_template(const core::AuthUser& user, int template_id);
    // The head picture (checked by content, fitted into 600×600, stored as PNG).
    ResumeDetail set_head_picture(const core::AuthUser& user, std::string_view bytes);
    // The video resume: an MP4 or WebM file (by content), replacing the one before.
    ResumeDetail set_video(const core::AuthUser& user, std::string_view bytes, std::string_view name);
    // The file of the user's head picture or video, for the owner's download; nullopt when there is none.
    std::optional<std::filesystem::path> own_file(const core::AuthUser& user, bool video);

    // resumeId, when a call sends one, must be the user's own (-6 otherwise).
    void check_resume_id(const core::AuthUser& user, std::optional<std::int64_t> resume_id);
    // The user's resume row alone (made when there is none), checked against a resumeId sent (-6 for another).
    Resume own(const core::AuthUser& user, std::optional<std::int64_t> resume_id);

    std::vector<Intention> intentions(const core::AuthUser& user);
    std::int64_t add_intention(const core::AuthUser& user, const Intention& intention);
    void update_intention(const core::AuthUser& user, const Intention& intention);
    void remove_intention(const core::AuthUser& user, std::int64_t id);

    // The entries of one section: education, work (with internships), project, train, cultivate or volunteer.
    std::vector<Entry> entries(const core::AuthUser& user, const std::vector<Kind>& kinds);
    std::int64_t add_entry(const core::AuthUser& user, const Entry& entry);
    void update_entry(const core::AuthUser& user, const std::vector<Kind>& kinds, const Entry& entry);
    void remove_entry(const core::AuthUser& user, const std::vector<Kind>& kinds, std::int64_t id);

    std::vector<Qualification> qualifications(const core::AuthUser& user);
    std::int64_t add_qualification(const core::AuthUser& user, const Qualification& q);
    void update_qualification(const core::AuthUser& user, const Qualification& q);
    void remove_qualification(const core::AuthUser& user, std::int64_t id);

    // The platform's records the user may cite, newest first.
    std::vector<Candidate> candidates(const core::AuthUser& user);
    // Cites one (-1000 平台记录不存在 for a record that is not the user's; -4 已添加 when it is cited already).
    std::int64_t add_verified(const core::AuthUser& user, VerifiedKind kind, const std::string& sign);
    void remove_verified(const core::AuthUser& user, std::int64_t id);

    // The learning line of a position or position category code (-1000 职位不存在 for an unknown code).
    CourseLine course_line(std::string_view host, const core::AuthUser& user, std::string_view code);
    // The user's scored practical tasks in the trainings (实训实践), last scored first; those that reached their pass
    // lines may be cited as 平台认证.
    std::vector<training::ScoredPractice> practice(const core::AuthUser& user);

    // The share link: on or off; `renew` makes a new link (the old one stops answering, the count starts again).
    ResumeDetail set_share(const core::AuthUser& user, bool on, bool renew);
    // A shared resume by its token (counted as one view); -1000 简历不存在或未公开 when the link is off or unknown.
    SharedResume shared(const std::string& token);
    // The resume as a PDF in a template (0: the resume's own); a shared one by its link (-1000 when it is off).
    ResumePdf pdf(const core::AuthUser& user, int template_id);
    ResumePdf shared_pdf(const std::string& token);

    // The job board's view of a seeker's resume (nothing is made when there is none).
    SeekerResume seeker_resume(std::int64_t user_id);
    // The resume as a PDF for a job application, in its own template; nullopt when the user has no resume or no name
    // on it (the application then sends a summary).
    std::optional<ResumePdf> application_pdf(const core::AuthUser& user);

    // The head picture of a shared resume; nullopt when the link is off or there is no picture.
    std::optional<std::filesystem::path> shared_picture(const std::string& token);

    // The service's clock (the forms compare months with now).
    std::int64_t now_seconds() const { return clock_.now_seconds(); }

private:
    Resume ensure(db::Conn& conn, const core::AuthUser& user) const;
    // The resume's rows (the verified entries as references only), read in the caller's transaction.
    ResumeDetail rows(db::Conn& conn, const Resume& resume) const;
    ResumeDetail reload(db::Conn& conn, std::int64_t user_id) const;
    // The verified references resolved and the completeness computed: after the transaction, since the courses'
    // and exams' services read with connections of their own.
    ResumeDetail finish(ResumeDetail detail, bool owner);
    // What each verified reference says now, from the courses' and exams' records.
    std::vector<Verified> resolve(std::int64_t user_id, const std::vector<Verified>& refs, bool owner);
    std::vector<Verified> citable(std::int64_t user_id);
    ResumePdf render(const ResumeDetail& detail, int template_id);
    std::int64_t now() const { return clock_.now_seconds(); }

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    exams::PaperService& papers_;
    training::TrainingService& training_;
    certificates::CertificateService& certificates_;
    ResumeStore store_;
    std::filesystem::path files_dir_ = "data/private/resume";
};

// The completeness rule (docs/resume.md "Completeness"): the sum of the weights of the parts filled — the resume's
// own fields, the parts' row counts, and whether one of its cited platform records still exists.
int completeness(const Resume& resume, const PartCounts& parts, bool verified_found);
int completeness(const ResumeDetail& detail);

}  // namespace xj::resume
