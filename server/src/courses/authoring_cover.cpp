// Course covers: an uploaded image checked by content (libmagic, as accounts/avatar.cpp does), decoded with libgd,
// fitted into 960×540 keeping the aspect ratio, stored as PNG under <data-dir>/files/course-covers (public).
#include <fstream>

#include "accounts/avatar_image.h"
#include "core/api_error.h"
#include "courses/authoring_service.h"

namespace xj::courses {

namespace {

constexpr std::string_view kMsgImageOnly = "仅支持 PNG、JPG、WEBP、GIF 图片";
constexpr std::string_view kCoverDir = "course-covers";
constexpr int kCoverWidth = 960;
constexpr int kCoverHeight = 540;

// The cover fitted into kCoverWidth×kCoverHeight; nullopt when it does not decode or is too large to decode safely.
std::optional<std::string> cover_png(std::string_view bytes, std::string_view mime) {
    return accounts::fitted_png(bytes, mime, kCoverWidth, kCoverHeight);
}

}  // namespace

std::string AuthoringService::upload_cover(const core::AuthUser&, std::string_view bytes) {
    std::string mime = accounts::sniff_mime(bytes);
    if (!accounts::accepted_avatar_type(mime))
        throw core::ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto png = cover_png(bytes, mime);
    if (!png) throw core::ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = new_sign() + ".png";
    std::filesystem::path dir = files_dir_ / kCoverDir;
    std::filesystem::create_directories(dir);
    std::filesystem::path temp = dir / (name + ".tmp");
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out.write(png->data(), static_cast<std::streamsize>(png->size()));
        out.flush();
        if (!out) throw std::runtime_error("courses: cannot write cover " + temp.string());
    }
    std::filesystem::rename(temp, dir / name);
    return "/files/" + std::string(kCoverDir) + "/" + name;
}

}  // namespace xj::courses
