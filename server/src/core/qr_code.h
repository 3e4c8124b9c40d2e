// QR codes as PNG (the payment page's code, the demo school's WeChat code): libqrencode for the modules, libgd for the
// picture. No database, no files.
#pragma once

#include <string>
#include <string_view>

namespace xj::core {

// Modules of quiet zone around the code (ISO/IEC 18004 asks for at least 4).
inline constexpr int kQrQuietZoneModules = 4;
inline constexpr int kQrMaxSizePx = 4096;

// The PNG of `text` as a QR code (error correction M, black on white) with its quiet zone, on a size_px square; a
// module is the largest whole number of pixels that fits, the code centred. Throws std::runtime_error for empty text,
// a NUL byte, text too long to encode, or a size that cannot hold the code (or over kQrMaxSizePx).
std::string qr_png(std::string_view text, int size_px);

}  // namespace xj::core
