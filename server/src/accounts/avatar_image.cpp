#include "accounts/avatar_image.h"

#include <gd.h>
#include <magic.h>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>

namespace xj::accounts {

namespace {

constexpr std::array<std::string_view, 4> kAcceptedTypes = {"image/png", "image/jpeg", "image/webp", "image/gif"};
constexpr long long kMaxPixels = 40LL * 1000 * 1000;  // decoded pixels: a small file must not become gigabytes
constexpr std::string_view kMagicError = "libmagic: cannot load its database";

struct MagicDeleter {
    void operator()(magic_set* m) const { magic_close(m); }
};
struct ImageDeleter {
    void operator()(gdImage* im) const { gdImageDestroy(im); }
};
using Image = std::unique_ptr<gdImage, ImageDeleter>;

// One libmagic handle per thread: magic_t is not thread-safe, loading its database costs milliseconds.
magic_t magic_handle() {
    thread_local std::unique_ptr<magic_set, MagicDeleter> handle = [] {
        std::unique_ptr<magic_set, MagicDeleter> m(magic_open(MAGIC_MIME_TYPE));
        if (!m || magic_load(m.get(), nullptr) != 0) throw std::runtime_error(std::string(kMagicError));
        return m;
    }();
    return handle.get();
}

Image decode(std::string_view bytes, std::string_view mime) {
    void* data = const_cast<char*>(bytes.data());  // libgd's readers take a non-const pointer but only read
    int size = static_cast<int>(bytes.size());
    if (mime == "image/png") return Image(gdImageCreateFromPngPtr(size, data));
    if (mime == "image/jpeg") return Image(gdImageCreateFromJpegPtr(size, data));
    if (mime == "image/webp") return Image(gdImageCreateFromWebpPtr(size, data));
    if (mime == "image/gif") return Image(gdImageCreateFromGifPtr(size, data));
    return nullptr;
}

// Width and height from a PNG's IHDR, read before decoding.
std::optional<std::pair<long long, long long>> png_size(std::string_view b) {
    constexpr std::size_t kIhdrEnd = 24;
    if (b.size() < kIhdrEnd) return std::nullopt;
    auto be32 = [&](std::size_t at) {
        long long v = 0;
        for (std::size_t i = 0; i < 4; ++i) v = (v << 8) | static_cast<unsigned char>(b[at + i]);
        return v;
    };
    return std::pair{be32(16), be32(20)};
}

}  // namespace

std::string sniff_mime(std::string_view bytes) {
    const char* type = magic_buffer(magic_handle(), bytes.data(), bytes.size());
    return type == nullptr ? std::string() : std::string(type);
}

bool accepted_avatar_type(std::string_view mime) {
    return std::find(kAcceptedTypes.begin(), kAcceptedTypes.end(), mime) != kAcceptedTypes.end();
}

std::optional<std::string> avatar_png(std::string_view bytes, std::string_view mime) {
    if (mime == "image/png") {
        auto size = png_size(bytes);
        if (!size || size->first * size->second > kMaxPixels) return std::nullopt;
    }
    Image source = decode(bytes, mime);
    if (!source) return std::nullopt;
    int w = gdImageSX(source.get());
    int h = gdImageSY(source.get());
    if (w <= 0 || h <= 0 || static_cast<long long>(w) * h > kMaxPixels) return std::nullopt;
    double scale = std::min({1.0, static_cast<double>(kAvatarSide) / w, static_cast<double>(kAvatarSide) / h});
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

}  // namespace xj::accounts
