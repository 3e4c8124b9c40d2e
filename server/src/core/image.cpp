#include "core/image.h"

#include <gd.h>

#include <algorithm>
#include <array>
#include <memory>

namespace xj::core {

namespace {

constexpr std::array<std::string_view, 4> kAcceptedTypes = {"image/png", "image/jpeg", "image/webp", "image/gif"};
constexpr long long kMaxPixels = 40LL * 1000 * 1000;  // decoded pixels: a small file must not become gigabytes

struct ImageDeleter {
    void operator()(gdImage* im) const { gdImageDestroy(im); }
};
using Image = std::unique_ptr<gdImage, ImageDeleter>;

Image decode(std::string_view bytes, std::string_view mime) {
    void* data = const_cast<char*>(bytes.data());  // libgd's readers take a non-const pointer but only read
    int size = static_cast<int>(bytes.size());
    if (mime == "image/png") return Image(gdImageCreateFromPngPtr(size, data));
    if (mime == "image/jpeg") return Image(gdImageCreateFromJpegPtr(size, data));
    if (mime == "image/webp") return Image(gdImageCreateFromWebpPtr(size, data));
    if (mime == "image/gif") return Image(gdImageCreateFromGifPtr(size, data));
    return nullptr;
}

using Size = std::pair<long long, long long>;

long long be16(std::string_view b, std::size_t at) {
    return (static_cast<long long>(static_cast<unsigned char>(b[at])) << 8) | static_cast<unsigned char>(b[at + 1]);
}
long long le16(std::string_view b, std::size_t at) {
    return (static_cast<long long>(static_cast<unsigned char>(b[at + 1])) << 8) | static_cast<unsigned char>(b[at]);
}
long long le24(std::string_view b, std::size_t at) {
    return le16(b, at) | (static_cast<long long>(static_cast<unsigned char>(b[at + 2])) << 16);
}
unsigned byte_at(std::string_view b, std::size_t at) { return static_cast<unsigned char>(b[at]); }

std::optional<Size> png_size(std::string_view b) {
    if (b.size() < 24 || b.substr(12, 4) != "IHDR") return std::nullopt;
    return Size{(be16(b, 16) << 16) | be16(b, 18), (be16(b, 20) << 16) | be16(b, 22)};
}

std::optional<Size> gif_size(std::string_view b) {
    if (b.size() < 10) return std::nullopt;
    return Size{le16(b, 6), le16(b, 8)};
}

std::optional<Size> webp_size(std::string_view b) {
    if (b.size() < 30) return std::nullopt;
    std::string_view chunk = b.substr(12, 4);
    if (chunk == "VP8 ") return Size{le16(b, 26) & 0x3FFF, le16(b, 28) & 0x3FFF};
    if (chunk == "VP8X") return Size{le24(b, 24) + 1, le24(b, 27) + 1};
    if (chunk == "VP8L") {
        unsigned b1 = byte_at(b, 22), b2 = byte_at(b, 23), b3 = byte_at(b, 24);
        return Size{1 + (((b1 & 0x3FU) << 8) | byte_at(b, 21)),
                    1 + (((b3 & 0xFU) << 10) | (b2 << 2) | ((b1 & 0xC0U) >> 6))};
    }
    return std::nullopt;
}

// The frame header (SOF0–SOF15 but DHT, JPG, DAC) of a JPEG, found by walking its marker segments.
std::optional<Size> jpeg_size(std::string_view b) {
    std::size_t i = 2;
    while (i + 9 < b.size()) {
        if (byte_at(b, i) != 0xFF) return std::nullopt;
        unsigned marker = byte_at(b, i + 1);
        if (marker == 0xFF) {
            ++i;  // fill byte
            continue;
        }
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
            i += 2;  // no length
            continue;
        }
        bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) return Size{be16(b, i + 7), be16(b, i + 5)};
        i += 2 + static_cast<std::size_t>(be16(b, i + 2));
    }
    return std::nullopt;
}

// Width and height from the header, read before decoding so that a small file cannot claim gigabytes.
std::optional<Size> declared_size(std::string_view bytes, std::string_view mime) {
    if (mime == "image/png") return png_size(bytes);
    if (mime == "image/gif") return gif_size(bytes);
    if (mime == "image/webp") return webp_size(bytes);
    if (mime == "image/jpeg") return jpeg_size(bytes);
    return std::nullopt;
}

}  // namespace

bool accepted_image_type(std::string_view mime) {
    return std::find(kAcceptedTypes.begin(), kAcceptedTypes.end(), mime) != kAcceptedTypes.end();
}

namespace {

// The decoded image fitted into max_width×max_height (never enlarged): with its alpha channel kept, or laid on
// white for a format without one.
Image fitted(std::string_view bytes, std::string_view mime, int max_width, int max_height, bool on_white) {
    auto size = declared_size(bytes, mime);
    // Each side first, then the product: sides up to 2^32 − 1 would overflow it (found by fuzz_image).
    if (!size || size->first <= 0 || size->second <= 0 || size->first > kMaxPixels || size->second > kMaxPixels ||
        size->first > kMaxPixels / size->second)
        return Image(nullptr);
    Image source = decode(bytes, mime);
    if (!source) return Image(nullptr);
    int w = gdImageSX(source.get());
    int h = gdImageSY(source.get());
    if (w <= 0 || h <= 0 || static_cast<long long>(w) * h > kMaxPixels) return Image(nullptr);
    double scale = std::min({1.0, static_cast<double>(max_width) / w, static_cast<double>(max_height) / h});
    int tw = std::max(1, static_cast<int>(w * scale + 0.5));
    int th = std::max(1, static_cast<int>(h * scale + 0.5));
    Image target(gdImageCreateTrueColor(tw, th));
    if (!target) return Image(nullptr);
    if (on_white) {
        gdImageFilledRectangle(target.get(), 0, 0, tw - 1, th - 1, gdTrueColor(255, 255, 255));
        gdImageAlphaBlending(target.get(), 1);
    } else {
        gdImageAlphaBlending(target.get(), 0);
        gdImageSaveAlpha(target.get(), 1);
    }
    gdImageCopyResampled(target.get(), source.get(), 0, 0, 0, 0, tw, th, w, h);
    return target;
}

std::optional<std::string> taken(void* out, int out_size) {
    if (out == nullptr) return std::nullopt;
    std::string bytes(static_cast<const char*>(out), static_cast<std::size_t>(out_size));
    gdFree(out);
    return bytes;
}

}  // namespace

std::optional<std::string> fitted_png(std::string_view bytes, std::string_view mime, int max_width, int max_height) {
    Image target = fitted(bytes, mime, max_width, max_height, false);
    if (!target) return std::nullopt;
    int out_size = 0;
    void* out = gdImagePngPtr(target.get(), &out_size);
    return taken(out, out_size);
}

std::optional<std::string> fitted_jpeg(std::string_view bytes, std::string_view mime, int max_width, int max_height,
                                       int quality) {
    Image target = fitted(bytes, mime, max_width, max_height, true);
    if (!target) return std::nullopt;
    int out_size = 0;
    void* out = gdImageJpegPtr(target.get(), &out_size, quality);
    return taken(out, out_size);
}

}  // namespace xj::core
