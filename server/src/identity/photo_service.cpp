// IdentityService's recognition photos (docs/uploads.md "Recognition photo"): a photo uploaded, checked by its bytes
// and stored as JPEG outside the public files; kept as the user's, with their pending claim and the next one; shown
// to them and to their school's admin only.
#include <spdlog/spdlog.h>

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"
#include "identity/service.h"

namespace xj::identity {

using core::ApiError;

namespace {

constexpr std::string_view kMsgUploadFailed = "上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片";
constexpr std::string_view kMsgKeepFailed = "上传失败，请重新上传照片";
constexpr std::string_view kMsgNoPhoto = "照片不存在";
constexpr std::size_t kPhotoBytesMax = 5 * 1024 * 1024;
constexpr int kPhotoSide = 1200;
constexpr int kJpegQuality = 85;
constexpr std::int64_t kUnkeptSeconds = 24 * 3600;
// Uploads a user may make in a day: a few retries of a bad photo, never a flood of decoding and files.
constexpr std::int64_t kUploadsPerDay = 20;
constexpr std::string_view kMsgTooMany = "上传过于频繁，请明天再试";

void remove_files(const std::filesystem::path& dir, const std::vector<std::string>& names) {
    for (const auto& name : names) {
        std::error_code ec;
        std::filesystem::remove(dir / name, ec);
        if (ec) spdlog::warn("identity: cannot remove {}: {}", name, ec.message());
    }
}

}  // namespace

std::string IdentityService::upload_photo(const core::AuthUser& user, std::string_view bytes) {
    std::int64_t day_ago = clock_.now_seconds() - kUnkeptSeconds;
    if (db_.with_conn([&](db::Conn& c) { return photos_.uploads_since(c, user.id, day_ago); }) >= kUploadsPerDay)
        throw ApiError::business(std::string(kMsgTooMany));
    std::string mime = core::sniff_mime(bytes);
    if (bytes.size() > kPhotoBytesMax || mime == "image/gif" || !core::accepted_image_type(mime))
        throw ApiError::invalid("file", std::string(kMsgUploadFailed));
    auto jpeg = core::fitted_jpeg(bytes, mime, kPhotoSide, kPhotoSide, kJpegQuality);
    if (!jpeg) throw ApiError::invalid("file", std::string(kMsgUploadFailed));
    std::string sign = core::make_sign();
    std::string name = sign + ".jpg";
    std::filesystem::create_directories(photos_dir_);
    core::write_atomically(photos_dir_ / name, *jpeg, "identity: recognition photo");
    std::int64_t now = clock_.now_seconds();
    auto stale = db_.with_tx([&](db::Conn& c) {
        photos_.insert(c, sign, user.id, name, now);
        return photos_.remove_unkept(c, now - kUnkeptSeconds);
    });
    remove_files(photos_dir_, stale);
    return sign;
}

void IdentityService::keep_photo(const core::AuthUser& user, const std::string& photo_path) {
    auto replaced = db_.with_tx([&](db::Conn& c) {
        auto photo = photo_path.empty() ? std::nullopt : photos_.by_sign(c, photo_path);
        if (!photo || photo->user_id != user.id) throw ApiError::invalid("photoPath", std::string(kMsgKeepFailed));
        photos_.keep(c, *photo, clock_.now_seconds());
        return photos_.remove_replaced(c, *photo);
    });
    remove_files(photos_dir_, replaced);
}

std::filesystem::path IdentityService::photo_file(const std::optional<StoredPhoto>& photo) const {
    if (!photo) throw ApiError::business(std::string(kMsgNoPhoto));
    std::filesystem::path path = photos_dir_ / photo->path;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) throw ApiError::business(std::string(kMsgNoPhoto));
    return path;
}

std::filesystem::path IdentityService::my_photo(const core::AuthUser& user) {
    return photo_file(db_.with_conn([&](db::Conn& c) { return photos_.kept_of(c, user.id); }));
}

std::filesystem::path IdentityService::claim_photo(const core::AuthUser& admin, std::int64_t claim_id) {
    std::int64_t school = admin_school(admin);
    return photo_file(db_.with_conn([&](db::Conn& c) { return photos_.of_claim(c, claim_id, school); }));
}

std::optional<core::UploadedFile> IdentityService::photo_upload(const core::AuthUser& user) {
    auto photo = db_.with_conn([&](db::Conn& c) { return photos_.kept_of(c, user.id); });
    if (!photo) return std::nullopt;
    std::error_code ec;
    auto size = std::filesystem::file_size(photos_dir_ / photo->path, ec);
    return core::UploadedFile{"recognition", "识别照片.jpg", ec ? 0 : static_cast<std::int64_t>(size), photo->kept_at,
                              "身份认证照片"};
}

}  // namespace xj::identity
