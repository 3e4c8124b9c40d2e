// libFuzzer target: an uploaded roster or import sheet — XLSX (a zip) or CSV by content, as the imports read it, and
// the roster's row checks.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/text.h"
#include "core/xlsx_reader.h"
#include "identity/roster_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view bytes(reinterpret_cast<const char*>(data), size);
    if (xj::core::looks_like_zip(bytes)) {
        if (auto rows = xj::core::read_xlsx(bytes)) (void)xj::identity::check_roster(*rows);
    } else if (xj::core::text::valid_utf8(bytes)) {
        (void)xj::identity::check_roster(xj::identity::parse_csv(bytes));
    }
    return 0;
}
