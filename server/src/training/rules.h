// The training domain's pure rules (docs/training.md): where a training stands by its dates.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace xj::training {

// 1 报名中 before the start, 3 已结束 after the end, 2 进行中 otherwise: no start has started, an open end never ends.
int state_at(const std::optional<std::int64_t>& starts_at, const std::optional<std::int64_t>& ends_at,
             std::int64_t now);
// 报名中 / 进行中 / 已结束, "" for another number.
std::string_view state_name(int state);

}  // namespace xj::training
