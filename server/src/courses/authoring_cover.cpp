// Course covers: an uploaded image checked by content (libmagic, as accounts/avatar.cpp does), decoded with libgd,
// fitted into 960×540 keeping the aspect ratio, stored as PNG under <data-dir>/files/course-covers (public).
#include <gd.h>

#include <algorithm>
#include <fstream>
#include <memory>

#include "accounts/avatar_image.h"
#include "core/api_error.h"
#include "courses/authoring_service.h"

namespace xj::courses {

namespace {

constexpr std::string_view kMsgImageOnly = "仅支持 PNG、JPG、WEBP、GIF 图片";
constexpr std::string_view kCoverDir = "course-covers";
constexpr int kCoverWidth = 960;
constexpr int kCoverHeight = 540;

struct ImageFree {
    void operator()(gdImagePtr p) const {
        if (p != nullptr) gdImageDestroy(p);
    }
};
using Image = std::unique_ptr<gdImage, ImageFree>;

Image decode(std::string_view bytes, std::string_view mime) {
    int size = static_cast<int>(bytes.size());
    void* data = const_cast<char*>(bytes.data());
    if (mime == "image/png") return Image(gdImageCreateFromPngPtr(size, data));
    if (mime == "image/jpeg") return Image(gdImageCreateFromJpegPtr(size, data));
    if (mime == "image/gif") return Image(gdImageCreateFromGifPtr(size, data));
    if (mime == "image/webp") return Image(gdImageCreateFromWebpPtr(size, data));
    return Image(nullptr);
}

std::optional<std::string> cover_png(std::string_view bytes, std::string_view mime) {
    // The avatar check first: it refuses images whose declared size is too large to decode safely.
    if (!accounts::avatar_png(bytes, mime)) return std::nullopt;
    Image source = decode(bytes, mime);
    if (!source) return std::nullopt;
    int w = gdImageSX(source.get());
    int h = gdImageSY(source.get());
    if (w <= 0 || h <= 0) return std::nullopt;
    double scale = std::min({1.0, static_cast<double>(kCoverWidth) / w, static_cast<double>(kCoverHeight) / h});
    int tw = std::max(1, static_cast<int>(w * scale + 0.5));
    int th = std::max(1, static_cast<int>(h * scale + 0.5));
    Image target(gdImageCreateTrueColor(tw, th));
    if (!target) return std::nullopt;
    gdImageAlphaBlending(target.get(), 0);
    gdImageSaveAlpha(target.get(), 1);
    gdImageCopyResampled(target.get(), source.get(), 0, 0, 0, 0, tw, th, w, h);
    int out_size = 0;
    void* out = gdImagePngPtr(target.get(), &out_size);
    if (out == nullptr) return std::nullopt;
    std::string png(static_cast<const char*>(out), static_cast<std::size_t>(out_size));
    gdFree(out);
    return png;
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
