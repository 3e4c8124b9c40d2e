#include "core/qr_code.h"

#include <gd.h>
#include <qrencode.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace xj::core {

std::string qr_png(std::string_view text, int size_px) {
    if (text.empty() || text.find('\0') != std::string_view::npos)
        throw std::runtime_error("QR code text must be non-empty and contain no NUL byte");
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(std::string(text).c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code)
        throw std::runtime_error("cannot encode a QR code of " + std::to_string(text.size()) +
                                 " bytes: " + std::strerror(errno));
    const int module = size_px / (code->width + 2 * kQrQuietZoneModules);
    if (module < 1 || size_px > kQrMaxSizePx)
        throw std::runtime_error("QR code of " + std::to_string(code->width) + " modules plus quiet zone cannot be " +
                                 std::to_string(size_px) + " px (at most " + std::to_string(kQrMaxSizePx) + ")");
    const std::unique_ptr<gdImage, decltype(&gdImageDestroy)> img(gdImageCreateTrueColor(size_px, size_px),
                                                                  &gdImageDestroy);
    if (!img) throw std::runtime_error("cannot allocate a " + std::to_string(size_px) + " px QR picture");
    const int white = gdTrueColor(255, 255, 255);
    const int black = gdTrueColor(0, 0, 0);
    gdImageFilledRectangle(img.get(), 0, 0, size_px - 1, size_px - 1, white);
    const int offset = (size_px - module * code->width) / 2;
    for (int i = 0; i < code->width * code->width; ++i) {
        if ((code->data[i] & 1U) != 0) {  // bit 0 of each byte: dark module
            const int x = offset + (i % code->width) * module;
            const int y = offset + (i / code->width) * module;
            gdImageFilledRectangle(img.get(), x, y, x + module - 1, y + module - 1, black);
        }
    }
    int size = 0;
    void* png = gdImagePngPtr(img.get(), &size);
    if (!png) throw std::runtime_error("cannot encode the QR picture as PNG");
    std::string out(static_cast<const char*>(png), static_cast<std::size_t>(size));
    gdFree(png);
    return out;
}

}  // namespace xj::core
