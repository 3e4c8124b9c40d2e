#include "uploads/service.h"

#include <algorithm>

namespace xj::uploads {

MyUploads UploadsService::mine(const core::AuthUser& user) {
    MyUploads out;
    out.in_progress = videos_.sessions_of(user);
    out.done = videos_.videos_of(user, kDoneMax);
    for (auto& f : papers_.answer_files(user, kDoneMax)) out.done.push_back(std::move(f));
    if (auto video = resumes_.video_upload(user)) out.done.push_back(std::move(*video));
    if (auto photo = identity_.photo_upload(user)) out.done.push_back(std::move(*photo));
    std::stable_sort(out.done.begin(), out.done.end(), [](const core::UploadedFile& a, const core::UploadedFile& b) {
        return a.created_at > b.created_at;
    });
    if (out.done.size() > static_cast<std::size_t>(kDoneMax)) out.done.resize(kDoneMax);
    return out;
}

}  // namespace xj::uploads
