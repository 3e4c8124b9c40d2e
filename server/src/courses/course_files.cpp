// The courses service, a course's data files for its learners: the course's list, the list by chapter and the
// download.
#include <map>

#include "core/api_error.h"
#include "core/hmac.h"
#include "courses/service.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoFile = "文件不存在";
constexpr std::string_view kCourseFilesName = "课程资料";
constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgTicketGone = "下载链接已失效，请重新下载";
constexpr std::size_t kTicketMax = 64;  // a ticket is 43 characters

}  // namespace

std::vector<DataFile> CourseService::course_files(std::string_view host, const core::AuthUser& user,
                                                  const std::string& sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        // A training's resources (the management page's material tab): as their download, for its trainees and
        // teachers (docs/training.md); a course's as its page shows it.
        auto row = sign.empty() ? std::nullopt : store_.managed_by_sign(c, sign);
        if (row && store_.course_by_id(c, row->id)->offering == kOfferingTraining) {
            CourseCard training = reachable_course_by_id(c, user, row->id);
            if (training.school_id != school) throw ApiError::business(std::string(kMsgNoCourse));
            require_learner(c, user, training.id);
            return store_.files(c, training.id);
        }
        CourseInfo course = visible_course(c, school, user, sign);
        require_learner(c, user, course.card.id);
        return store_.files(c, course.card.id);
    });
}

std::vector<ChapterFiles> CourseService::chapter_files(std::string_view host, const core::AuthUser& user,
                                                       const std::string& sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        require_learner(c, user, course.card.id);
        std::vector<ChapterFiles> out;
        std::map<std::int64_t, std::size_t> at;
        for (const auto& chapter : store_.chapters(c, course.card.id, 0)) {
            at[chapter.id] = out.size();
            out.push_back({chapter.sign, chapter.name, {}});
        }
        ChapterFiles loose{"", std::string(kCourseFilesName), {}};
        for (auto& f : store_.files(c, course.card.id)) {
            auto found = f.chapter_id ? at.find(*f.chapter_id) : at.end();
            if (found == at.end()) loose.files.push_back(std::move(f));
            else out[found->second].files.push_back(std::move(f));
        }
        std::erase_if(out, [](const ChapterFiles& cf) { return cf.files.empty(); });
        if (!loose.files.empty()) out.push_back(std::move(loose));
        return out;
    });
}

Download CourseService::download(std::string_view host, const core::AuthUser& user, const std::string& file_sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        auto file = file_sign.empty() ? std::nullopt : store_.find_file(c, file_sign);
        if (!file) throw ApiError::business(std::string(kMsgNoFile));
        // A training's resources are for its trainees and teachers only (docs/training.md): no public visibility.
        CourseCard course = reachable_course_by_id(c, user, file->course_id);
        if (course.school_id != school) throw ApiError::business(std::string(kMsgNoFile));
        require_learner(c, user, course.id);
        std::filesystem::path path = files_dir_ / file->path;
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) throw ApiError::business(std::string(kMsgNoFile));
        return Download{*file, path};
    });
}

std::pair<std::string, std::int64_t> CourseService::download_ticket(std::string_view host, const core::AuthUser& user,
                                                                    const std::string& file_sign) {
    Download d = download(host, user, file_sign);
    std::string ticket = core::random_token();
    std::int64_t now = clock_.now_seconds();
    std::int64_t expires = now + kTicketSeconds;
    db_.with_tx([&](db::Conn& c) {
        tickets_.sweep(c, now);
        tickets_.insert(c, core::sha256_b64url(ticket), d.file.id, user.id, expires);
    });
    return {ticket, expires};
}

Download CourseService::redeem_ticket(const std::string& ticket) {
    if (ticket.empty() || ticket.size() > kTicketMax) throw ApiError::business(std::string(kMsgTicketGone));
    return db_.with_conn([&](db::Conn& c) {
        auto sign = tickets_.file_of(c, core::sha256_b64url(ticket), clock_.now_seconds());
        auto file = sign ? store_.find_file(c, *sign) : std::nullopt;
        if (!file) throw ApiError::business(std::string(kMsgTicketGone));
        std::filesystem::path path = files_dir_ / file->path;
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) throw ApiError::business(std::string(kMsgNoFile));
        return Download{*file, path};
    });
}

}  // namespace xj::courses
