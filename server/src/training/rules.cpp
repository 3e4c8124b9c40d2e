#include "training/rules.h"

#include "training/model.h"

namespace xj::training {

int state_at(const std::optional<std::int64_t>& starts_at, const std::optional<std::int64_t>& ends_at,
             std::int64_t now) {
    if (starts_at && now < *starts_at) return kStateUpcoming;
    if (ends_at && now > *ends_at) return kStateEnded;
    return kStateRunning;
}

std::string_view state_name(int state) {
    switch (state) {
        case kStateUpcoming:
            return "报名中";
        case kStateRunning:
            return "进行中";
        case kStateEnded:
            return "已结束";
        default:
            return "";
    }
}

}  // namespace xj::training
