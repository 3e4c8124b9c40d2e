#include "resume/service.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <map>

#include "certificates/rules.h"
#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"
#include "pdf/render_pool.h"
#include "resume/pdf.h"

namespace xj::resume {

using core::ApiError;

namespace {

constexpr std::string_view kMsgSharedNotFound = "简历不存在或未公开";
constexpr std::string_view kMsgImageOnly = "请上传 JPG、PNG、WEBP 或 GIF 图片";
constexpr std::string_view kMsgVideoOnly = "请上传 MP4 或 WebM 视频";
constexpr int kHeadPictureMax = 600;

// 12 学时, 2.5 学分: the credit without trailing zeros.
std::string credit_text(double credit) {
    std::string s = std::to_string(std::round(credit * 10) / 10);
    s.erase(s.find_last_not_of('0') + 1);
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

Verified study_entry(const courses::FinishedStudy& f) {
    Verified v;
    bool training = f.offering == courses::kOfferingTraining;
    v.kind = training ? VerifiedKind::kTraining : VerifiedKind::kCourse;
    v.source_sign = f.sign;
    v.found = true;
    v.title = f.name;
    v.detail = training ? "已结业" : "已完成";
    if (f.period > 0) v.detail += " · " + std::to_string(f.period) + " 学时";
    if (!training && f.credit > 0) v.detail += " · " + credit_text(f.credit) + " 学分";
    v.at = f.finished_at;
    return v;
}

Verified exam_entry(const exams::GradedScore& g) {
    Verified v;
    v.kind = VerifiedKind::kExam;
    v.source_sign = g.sign;
    v.found = true;
    v.title = g.exam_name;
    v.detail = g.course_name + " · " + (g.type == 3 ? "期末考试" : "单元测试") + " · " + std::to_string(g.score) +
               " / " + std::to_string(g.total) + " 分";
    v.score = static_cast<double>(g.score);
    v.at = g.graded_at;
    return v;
}

Verified practice_entry(const training::ScoredPractice& p) {
    Verified v;
    v.kind = VerifiedKind::kPractice;
    v.source_sign = p.sign;
    v.found = true;
    v.title = p.task_title;
    v.detail = p.train_name + " · 实训任务 " + std::to_string(p.task_number) + " · " + std::to_string(p.score) + " / " +
               std::to_string(p.full_score) + " 分 · 已通过";
    v.score = static_cast<double>(p.score);
    v.at = p.scored_at;
    return v;
}

// A certificate the user holds (its number is the entry's sign); a revoked one is listed to its owner only, as
// revoked.
Verified certificate_entry(const certificates::Certificate& c) {
    Verified v;
    v.kind = VerifiedKind::kCertificate;
    v.source_sign = c.number;
    v.found = !c.revoked();
    v.revoked = c.revoked();
    v.title = c.course_name;
    v.detail = std::string(certificates::title_of(c.kind)) + " · 证书编号 " + c.number;
    v.detail += c.revoked() ? " · 已被学校吊销" : " · " + certificates::score_text(c.score) + " 分";
    v.score = c.score;
    v.at = c.issued_at;
    return v;
}

}  // namespace

int completeness(const Resume& r, const PartCounts& parts, bool verified_found) {
    const Basics& b = r.basics;
    int score = 0;
    score += b.name.empty() ? 0 : 4;
    score += b.mobile.empty() ? 0 : 4;
    score += b.email.empty() ? 0 : 3;
    score += b.sex == 0 ? 0 : 3;
    score += b.birth.empty() ? 0 : 3;
    score += b.city.empty() ? 0 : 3;
    score += r.head_picture.empty() ? 0 : 5;
    score += parts.intentions == 0 ? 0 : 15;
    score += parts.of(Kind::kEducation) > 0 ? 15 : 0;
    score += parts.of(Kind::kWork) + parts.of(Kind::kInternship) > 0 ? 15 : 0;
    score += parts.of(Kind::kProject) > 0 ? 10 : 0;
    score += r.advantage.empty() ? 0 : 10;
    score += (b.skills.empty() && parts.qualifications == 0) ? 0 : 5;
    bool other = parts.of(Kind::kTrain) + parts.of(Kind::kCultivate) + parts.of(Kind::kVolunteer) > 0 || verified_found;
    score += other ? 5 : 0;
    return score;
}

int completeness(const ResumeDetail& d) {
    PartCounts parts;
    for (const Entry& e : d.entries) ++parts.entries[static_cast<int>(e.kind)];
    parts.intentions = static_cast<std::int64_t>(d.intentions.size());
    parts.qualifications = static_cast<std::int64_t>(d.qualifications.size());
    parts.verified = static_cast<std::int64_t>(d.verified.size());
    bool found = std::any_of(d.verified.begin(), d.verified.end(), [](const Verified& v) { return v.found; });
    return completeness(d.resume, parts, found);
}

Resume ResumeService::ensure(db::Conn& conn, const core::AuthUser& user) const {
    return store_.ensure(conn, user.id, now());
}

std::vector<Verified> ResumeService::citable(std::int64_t user_id) {
    std::vector<Verified> out;
    for (const auto& f : courses_.finished_studies(user_id)) out.push_back(study_entry(f));
    for (const auto& g : papers_.graded_scores(user_id)) out.push_back(exam_entry(g));
    for (const auto& p : training_.scored_practice(user_id))
        if (p.passed()) out.push_back(practice_entry(p));
    for (const auto& c : certificates_.of_user(user_id)) out.push_back(certificate_entry(c));
    std::stable_sort(out.begin(), out.end(), [](const Verified& a, const Verified& b) { return a.at > b.at; });
    return out;
}

std::vector<Verified> ResumeService::resolve(std::int64_t user_id, const std::vector<Verified>& refs, bool owner) {
    if (refs.empty()) return {};
    std::map<std::pair<int, std::string>, Verified> records;
    for (Verified& v : citable(user_id)) records.emplace(std::make_pair(static_cast<int>(v.kind), v.source_sign), v);
    std::vector<Verified> out;
    for (const Verified& ref : refs) {
        auto it = records.find({static_cast<int>(ref.kind), ref.source_sign});
        if (it == records.end()) {
            if (!owner) continue;
            Verified gone = ref;
            gone.found = false;
            gone.title = "该平台记录已不存在";
            out.push_back(std::move(gone));
            continue;
        }
        if (!it->second.found && !owner) continue;  // a revoked certificate
        Verified v = it->second;
        v.id = ref.id;
        out.push_back(std::move(v));
    }
    return out;
}

ResumeDetail ResumeService::rows(db::Conn& conn, const Resume& resume) const {
    ResumeDetail d;
    d.resume = resume;
    d.intentions = store_.intentions(conn, resume.id);
    d.entries = store_.entries(conn, resume.id);
    d.qualifications = store_.qualifications(conn, resume.id);
    d.verified = store_.verified(conn, resume.id);
    return d;
}

ResumeDetail ResumeService::finish(ResumeDetail d, bool owner) {
    d.verified = resolve(d.resume.user_id, d.verified, owner);
    d.ratio = completeness(d);
    return d;
}

ResumeDetail ResumeService::reload(db::Conn& conn, std::int64_t user_id) const {
    return rows(conn, *store_.find_by_user(conn, user_id));
}

ResumeDetail ResumeService::detail(const core::AuthUser& user) {
    return finish(db_.with_conn([&](db::Conn& c) { return rows(c, ensure(c, user)); }), true);
}

int ResumeService::ratio(std::int64_t user_id) {
    // Two queries: the resume and its parts' counts. Whether a cited record still exists is asked of the other
    // domains only when it decides the last 5 points (cited records and no train, campus or volunteer entry).
    struct Read {
        Resume resume;
        PartCounts parts;
        std::vector<Verified> refs;
    };
    auto read = db_.with_conn([&](db::Conn& c) -> std::optional<Read> {
        auto resume = store_.find_by_user(c, user_id);
        if (!resume) return std::nullopt;
        Read out{*resume, store_.part_counts(c, resume->id), {}};
        bool others = out.parts.of(Kind::kTrain) + out.parts.of(Kind::kCultivate) + out.parts.of(Kind::kVolunteer) > 0;
        if (!others && out.parts.verified > 0) out.refs = store_.verified(c, resume->id);
        return out;
    });
    if (!read) return 0;
    bool found = false;
    if (!read->refs.empty()) {
        auto resolved = resolve(user_id, read->refs, true);
        found = std::any_of(resolved.begin(), resolved.end(), [](const Verified& v) { return v.found; });
    }
    return completeness(read->resume, read->parts, found);
}

ResumeDetail ResumeService::update_basics(const core::AuthUser& user, const Basics& basics) {
    return finish(db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        store_.update_basics(c, r.id, basics, now());
        return reload(c, user.id);
    }),
                  true);
}

ResumeDetail ResumeService::set_advantage(const core::AuthUser& user, const std::string& text) {
    return finish(db_.with_tx([&](db::Conn& c) {
        store_.set_advantage(c, ensure(c, user).id, text, now());
        return reload(c, user.id);
    }),
                  true);
}

ResumeDetail ResumeService::set_template(const core::AuthUser& user, int template_id) {
    return finish(db_.with_tx([&](db::Conn& c) {
        store_.set_template(c, ensure(c, user).id, template_id, now());
        return reload(c, user.id);
    }),
                  true);
}

ResumeDetail ResumeService::set_head_picture(const core::AuthUser& user, std::string_view bytes) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime)) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto png = core::fitted_png(bytes, mime, kHeadPictureMax, kHeadPictureMax);
    if (!png) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = core::make_sign() + ".png";
    std::filesystem::create_directories(files_dir_);
    core::write_atomically(files_dir_ / name, *png, "resume: head picture");
    std::string old;
    ResumeDetail d = finish(db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        old = r.head_picture;
        store_.set_head_picture(c, r.id, name, now());
        return reload(c, user.id);
    }),
                            true);
    if (!old.empty()) core::remove_quietly(files_dir_ / old);
    return d;
}

ResumeDetail ResumeService::set_video(const core::AuthUser& user, std::string_view bytes, std::string_view name) {
    std::string mime = core::sniff_mime(bytes);
    std::string_view ext = mime == "video/mp4" ? ".mp4" : mime == "video/webm" ? ".webm" : "";
    if (ext.empty()) throw ApiError::business(std::string(kMsgVideoOnly), std::string("videoFile"));
    std::string file = core::make_sign() + std::string(ext);
    std::filesystem::create_directories(files_dir_);
    core::write_atomically(files_dir_ / file, bytes, "resume: video");
    std::string old;
    ResumeDetail d = finish(db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        old = r.video;
        store_.set_video(c, r.id, file, core::clean_file_name(name), static_cast<std::int64_t>(bytes.size()), now());
        return reload(c, user.id);
    }),
                            true);
    if (!old.empty()) core::remove_quietly(files_dir_ / old);
    return d;
}

std::optional<core::UploadedFile> ResumeService::video_upload(const core::AuthUser& user) {
    auto resume = db_.with_conn([&](db::Conn& c) { return store_.find_by_user(c, user.id); });
    if (!resume || resume->video.empty()) return std::nullopt;
    return core::UploadedFile{"resumeVideo", resume->video_name, resume->video_size, resume->updated_at, "视频简历"};
}

std::optional<std::filesystem::path> ResumeService::own_file(const core::AuthUser& user, bool video) {
    auto resume = db_.with_conn([&](db::Conn& c) { return store_.find_by_user(c, user.id); });
    if (!resume) return std::nullopt;
    const std::string& name = video ? resume->video : resume->head_picture;
    if (name.empty()) return std::nullopt;
    return files_dir_ / name;
}

void ResumeService::check_resume_id(const core::AuthUser& user, std::optional<std::int64_t> resume_id) {
    if (resume_id) own(user, resume_id);
}

Resume ResumeService::own(const core::AuthUser& user, std::optional<std::int64_t> resume_id) {
    Resume r = db_.with_conn([&](db::Conn& c) { return ensure(c, user); });
    if (resume_id && r.id != *resume_id) throw ApiError::no_permission();
    return r;
}

ResumeDetail ResumeService::set_share(const core::AuthUser& user, bool on, bool renew) {
    return finish(db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        std::optional<std::string> token;
        if (renew) token = ResumeStore::new_token();
        store_.set_share(c, r.id, on, token, now());
        return reload(c, user.id);
    }),
                  true);
}

SharedResume ResumeService::shared(const std::string& token) {
    SharedResume out = db_.with_tx([&](db::Conn& c) {
        auto r = store_.find_by_token(c, token);
        if (!r || !r->share_on) throw ApiError::business(std::string(kMsgSharedNotFound));
        store_.count_share_view(c, r->id);
        SharedResume out;
        out.detail = rows(c, *r);
        out.views = r->share_views + 1;
        return out;
    });
    out.detail = finish(std::move(out.detail), false);
    return out;
}

std::optional<std::filesystem::path> ResumeService::shared_picture(const std::string& token) {
    auto r = db_.with_conn([&](db::Conn& c) { return store_.find_by_token(c, token); });
    if (!r || !r->share_on || r->head_picture.empty()) return std::nullopt;
    return files_dir_ / r->head_picture;
}

ResumePdf ResumeService::render(const ResumeDetail& detail, int template_id) {
    std::string photo;
    if (!detail.resume.head_picture.empty()) {
        std::ifstream in(files_dir_ / detail.resume.head_picture, std::ios::binary);
        photo.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    const std::string& name = detail.resume.basics.name;
    int id = template_id > 0 ? template_id : detail.resume.template_id;
    std::int64_t at = now();
    std::string bytes = pdf::RenderPool::instance().run([&] { return render_pdf(detail, id, photo, at); });
    return {name.empty() ? "简历.pdf" : name + "的简历.pdf", std::move(bytes)};
}

ResumePdf ResumeService::pdf(const core::AuthUser& user, int template_id) { return render(detail(user), template_id); }

ResumePdf ResumeService::shared_pdf(const std::string& token) {
    auto found = db_.with_conn([&](db::Conn& c) -> std::optional<ResumeDetail> {
        auto r = store_.find_by_token(c, token);
        if (!r || !r->share_on) return std::nullopt;
        return rows(c, *r);
    });
    if (!found) throw ApiError::business(std::string(kMsgSharedNotFound));
    return render(finish(std::move(*found), false), 0);
}

SeekerResume ResumeService::seeker_resume(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& c) {
        SeekerResume out;
        auto resume = store_.find_by_user(c, user_id);
        if (!resume) return out;
        out.exists = true;
        out.email = resume->basics.email;
        out.intentions = store_.intentions(c, resume->id);
        out.skills = resume->basics.skills;
        return out;
    });
}

std::optional<ResumePdf> ResumeService::application_pdf(const core::AuthUser& user) {
    auto found = db_.with_conn([&](db::Conn& c) -> std::optional<ResumeDetail> {
        auto r = store_.find_by_user(c, user.id);
        if (!r || r->basics.name.empty()) return std::nullopt;
        return rows(c, *r);
    });
    if (!found) return std::nullopt;
    return render(finish(std::move(*found), false), 0);
}

}  // namespace xj::resume
