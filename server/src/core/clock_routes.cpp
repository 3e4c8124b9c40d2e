#include "core/clock_routes.h"

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/response.h"

namespace xj::core {

namespace {

constexpr std::int64_t kMaxAdvanceSeconds = 366LL * 24 * 3600;
constexpr std::string_view kMsgAdvance = "advanceSeconds 必须是 1 到 31622400 之间的整数";

}  // namespace

void register_clock_routes(Router& router, Clock& clock) {
    auto ops = router.domain("ops");
    ops.post(
        "/dev/clock", Access::demo(), "演示：把服务器时钟向后拨 advanceSeconds 秒（测试截止与过期）",
        [&clock](const Request& req) {
            const std::optional<std::int64_t> seconds = Input::body(req).opt_int("advanceSeconds", kMsgAdvance);
            if (!seconds || *seconds <= 0 || *seconds > kMaxAdvanceSeconds) {
                throw ApiError::invalid("advanceSeconds", std::string(kMsgAdvance));
            }
            clock.advance(std::chrono::seconds(*seconds));
            return ok(boost::json::object{{"now", clock.now_seconds()}, {"offsetSeconds", clock.offset_ms() / 1000}});
        });
}

}  // namespace xj::core
