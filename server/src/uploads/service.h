// 我的上传 (docs/uploads.md, /home/uploading): a user's unfinished video uploads, and the files they gave every
// domain, each answered by its domain's service. No table of its own.
#pragma once

#include <vector>

#include "authoring/upload_service.h"
#include "core/access.h"
#include "core/uploaded_file.h"
#include "exams/paper_service.h"
#include "identity/service.h"
#include "resume/service.h"

namespace xj::uploads {

struct MyUploads {
    std::vector<authoring::UploadSession> in_progress;
    std::vector<core::UploadedFile> done;  // newest first, at most kDoneMax
};

inline constexpr int kDoneMax = 50;

class UploadsService {
public:
    UploadsService(authoring::UploadService& videos, exams::PaperService& papers, resume::ResumeService& resumes,
                   identity::IdentityService& identity)
        : videos_(videos), papers_(papers), resumes_(resumes), identity_(identity) {}

    MyUploads mine(const core::AuthUser& user);

private:
    authoring::UploadService& videos_;
    exams::PaperService& papers_;
    resume::ResumeService& resumes_;
    identity::IdentityService& identity_;
};

}  // namespace xj::uploads
