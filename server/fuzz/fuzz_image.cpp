// libFuzzer target: an uploaded picture (avatar, cover) decoded and fitted as the server does (libgd): the first byte
// chooses the declared type.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/image.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    static constexpr std::array<std::string_view, 4> kTypes{"image/png", "image/jpeg", "image/gif", "image/webp"};
    std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
    (void)xj::core::fitted_png(bytes, kTypes[data[0] % kTypes.size()], 64, 64);
    return 0;
}
