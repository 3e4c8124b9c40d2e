// libFuzzer target: a multipart/form-data body (the first line holds the Content-Type, the rest the body).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/multipart.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    auto eol = input.find('\n');
    if (eol == std::string_view::npos) return 0;
    auto boundary = xj::core::multipart_boundary(input.substr(0, eol));
    if (!boundary) return 0;
    auto parts = xj::core::parse_multipart(input.substr(eol + 1), *boundary);
    if (parts) (void)xj::core::find_part(*parts, "file");
    return 0;
}
