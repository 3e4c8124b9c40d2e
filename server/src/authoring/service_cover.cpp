// Course covers: an uploaded image checked by content (libmagic, as for avatars), decoded with libgd,
// fitted into 960×540 keeping the aspect ratio, stored as PNG under <data-dir>/files/course-covers (public).
#include "authoring/service.h"
#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"

namespace xj::authoring {

namespace {

constexpr std::string_view kMsgImageOnly = "仅支持 PNG、JPG、WEBP、GIF 图片";
constexpr std::string_view kCoverDir = "course-covers";
constexpr int kCoverWidth = 960;
constexpr int kCoverHeight = 540;

// The cover fitted into kCoverWidth×kCoverHeight; nullopt when it does not decode or is too large to decode safely.
std::optional<std::string> cover_png(std::string_view bytes, std::string_view mime) {
    return core::fitted_png(bytes, mime, kCoverWidth, kCoverHeight);
}

}  // namespace

std::string AuthoringService::upload_cover(const core::AuthUser&, std::string_view bytes) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime))
        throw core::ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto png = cover_png(bytes, mime);
    if (!png) throw core::ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = core::make_sign() + ".png";
    std::filesystem::path dir = files_dir_ / kCoverDir;
    std::filesystem::create_directories(dir);
    core::write_atomically(dir / name, *png, "courses: cover");
    return "/files/" + std::string(kCoverDir) + "/" + name;
}

}  // namespace xj::authoring
