#include "teaching/materials_rules.h"

#include "core/text.h"

namespace xj::teaching {

std::string default_data_name(std::string_view file_name) {
    auto dot = file_name.rfind('.');
    std::string_view stem = dot == std::string_view::npos || dot == 0 ? file_name : file_name.substr(0, dot);
    return core::text::first_code_points(core::text::trim_wide(stem), kDataNameMax);
}

}  // namespace xj::teaching
