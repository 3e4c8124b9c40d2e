// PaperService: offline answers (answerMode 2): the student uploads an answer file (PDF, Word, image or ZIP,
// ≤ 20 MB, the type judged by content), which submits the record; the teacher downloads it and scores the record.
#include "exams/paper_service.h"

#include <fstream>
#include <system_error>

#include <spdlog/spdlog.h>

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/sign.h"
#include "exams/exam_rules.h"
#include "exams/grading_rules.h"

namespace xj::exams {

namespace fs = std::filesystem;
using core::ApiError;

namespace {

constexpr std::string_view kAnswerDir = "exam-answers";
constexpr std::string_view kMsgOnline = "本次考试为在线作答";
constexpr std::string_view kMsgNotStarted = "考试尚未开始";
constexpr std::string_view kMsgEnded = "考试已结束";
constexpr std::string_view kMsgGraded = "试卷已批改，不能再上传";
constexpr std::string_view kMsgNoFile = "未上传答案文件";

}  // namespace

RecordView PaperService::upload_offline(const core::AuthUser& user, const OfflineUpload& up) {
    if (up.bytes.empty()) throw ApiError::invalid("file", std::string(kMsgOfflineNoFile));
    if (up.bytes.size() > kOfflineMaxBytes) throw ApiError::invalid("file", std::string(kMsgOfflineTooLarge));
    auto type = core::document_type_among(up.bytes, up.file_name, {"pdf", "doc", "docx", "jpg", "png", "zip"});
    if (!type) throw ApiError::invalid("file", std::string(kMsgOfflineType));

    AnswerFile file;
    std::string sign = core::make_sign();
    file.path = std::string(kAnswerDir) + "/" + sign + "." + *type;
    file.name = up.file_name.empty() ? sign + "." + *type : up.file_name;
    file.mime = core::sniff_mime(up.bytes);
    file.size = static_cast<std::int64_t>(up.bytes.size());
    fs::path target = files_dir_ / file.path;
    fs::create_directories(target.parent_path());
    {
        std::ofstream out(target, std::ios::binary | std::ios::trunc);
        out.write(up.bytes.data(), static_cast<std::streamsize>(up.bytes.size()));
        if (!out.flush()) {
            core::remove_quietly(target);
            throw std::runtime_error("exams: cannot write " + target.string());
        }
    }
    std::optional<std::string> replaced;
    try {
        RecordView view = db_.with_tx([&](db::Conn& conn) {
            PaperExam exam = student_exam(conn, user, up.exam_sign);
            store_.lock_student_exam(conn, exam.id, user.id);
            if ((up.homework && *up.homework != (exam.type == kExamHomework)) ||
                (up.course_id && *up.course_id != exam.course_id))
                throw ApiError::business(std::string(kMsgNoExam));
            if (exam.answer_mode != 2) throw ApiError::business(std::string(kMsgOnline));
            std::int64_t now = clock_.now_seconds();
            if (now < exam.start_at) throw ApiError::business(std::string(kMsgNotStarted));
            if (now >= exam.end_at) throw ApiError::business(std::string(kMsgEnded));
            std::optional<Attempt> a = store_.in_progress(conn, exam.id, user.id);
            if (!a) a = store_.latest(conn, exam.id, user.id);
            if (a && a->submit_status == kGraded) throw ApiError::business(std::string(kMsgGraded));
            if (!a) {
                Attempt fresh;
                fresh.sign = core::make_sign();
                fresh.exam_id = exam.id;
                fresh.user_id = user.id;
                fresh.started_at = now;
                fresh.deadline_at = exam.end_at;
                if (!store_.insert_attempt(conn, fresh)) fresh = *store_.in_progress(conn, exam.id, user.id);
                a = fresh;
            }
            replaced = a->file_path;
            store_.set_file(conn, a->id, file, now);
            store_.mark_submitted(conn, a->id, now, false);
            return view_of(conn, exam, store_.attempt_by_id(conn, a->id).value_or(*a), false);
        });
        if (replaced && !replaced->empty()) core::remove_quietly(files_dir_ / *replaced);
        return view;
    } catch (...) {
        core::remove_quietly(target);
        throw;
    }
}

std::pair<fs::path, AnswerFile> PaperService::answer_file(const core::AuthUser& user, const std::string& record_sign) {
    return db_.with_conn([&](db::Conn& conn) {
        bool teacher = false;
        auto [exam, a] = readable(conn, user, record_sign, &teacher);
        if (!a.file_path || a.file_path->empty()) throw ApiError::business(std::string(kMsgNoFile));
        AnswerFile f{*a.file_path, a.file_name.value_or(""), a.file_mime.value_or("application/octet-stream"),
                     a.file_size.value_or(0)};
        return std::pair{files_dir_ / f.path, f};
    });
}

}  // namespace xj::exams
