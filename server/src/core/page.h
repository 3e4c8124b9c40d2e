// Paging (ARCHITECTURE §4; spec 01 §9 "Default list paging: page 1, page_size 15"): which page of a list a call
// asks for, and one page of a list with the total it was cut from. Read from a request by core::parse_page
// (core/input.h).
#pragma once

#include <cstdint>
#include <vector>

namespace xj::core {

inline constexpr int kPageSizeDefault = 15;

struct Page {
    int page = 1;  // 1-based
    int size = kPageSizeDefault;
    std::int64_t offset() const { return static_cast<std::int64_t>(page - 1) * size; }
};

template <class T>
struct Paged {
    std::vector<T> list;
    std::int64_t total = 0;
};

}  // namespace xj::core
