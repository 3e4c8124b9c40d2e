// Avatars: an uploaded image checked by content, shrunk and stored as PNG under <data-dir>/files/avatars (served
// publicly at /files/avatars/…); the photo of a user only ever points at such a file.
#include "accounts/service.h"
#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kMsgImageOnly = "仅支持 PNG、JPG、WEBP、GIF 图片";
constexpr std::string_view kMsgPhotoInvalid = "头像地址无效";
constexpr std::string_view kFieldFile = "file";
constexpr std::string_view kFieldPhotoPath = "photoPath";
constexpr std::string_view kAvatarUrlPrefix = "/files/avatars/";
constexpr std::string_view kPngSuffix = ".png";
constexpr int kAvatarSide = 256;  // an avatar is fitted into kAvatarSide×kAvatarSide

bool sign_char(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// The file name of an avatar URL this server issues (/files/avatars/<sign>.png), or nullopt.
std::optional<std::string> avatar_file_name(std::string_view url) {
    if (url.substr(0, kAvatarUrlPrefix.size()) != kAvatarUrlPrefix) return std::nullopt;
    std::string_view name = url.substr(kAvatarUrlPrefix.size());
    if (name.size() != core::kSignLength + kPngSuffix.size() || name.substr(core::kSignLength) != kPngSuffix)
        return std::nullopt;
    for (char c : name.substr(0, core::kSignLength)) {
        if (!sign_char(c)) return std::nullopt;
    }
    return std::string(name);
}

}  // namespace

std::string AccountService::upload_avatar(const core::AuthUser&, std::string_view bytes) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime)) throw ApiError::business(std::string(kMsgImageOnly), std::string(kFieldFile));
    auto png = core::fitted_png(bytes, mime, kAvatarSide, kAvatarSide);
    if (!png) throw ApiError::business(std::string(kMsgImageOnly), std::string(kFieldFile));
    std::string name = core::make_sign() + std::string(kPngSuffix);
    std::filesystem::create_directories(avatars_dir_);
    core::write_atomically(avatars_dir_ / name, *png, "accounts: avatar");
    return std::string(kAvatarUrlPrefix) + name;
}

void AccountService::update_photo(const core::AuthUser& who, const std::string& url) {
    auto name = avatar_file_name(url);
    std::error_code ec;
    if (!name || !std::filesystem::is_regular_file(avatars_dir_ / *name, ec))
        throw ApiError::invalid(std::string(kFieldPhotoPath), std::string(kMsgPhotoInvalid));
    db_.with_conn([&](db::Conn& c) { users_.update_photo(c, who.id, url); });
}

}  // namespace xj::accounts
