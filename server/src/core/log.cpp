#include "core/log.h"

#include <random>

#include <fmt/format.h>
#include <spdlog/async.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace xj::core {

namespace {
constexpr std::size_t kLogQueue = 8192;
constexpr std::size_t kLogThreads = 1;
constexpr int kDroppedIdBits = 16;  // 48 random bits: 12 hex digits fit the short-string buffer
std::shared_ptr<spdlog::logger> g_access;
}  // namespace

void init_logging(const std::string& level, bool access_log) {
    spdlog::init_thread_pool(kLogQueue, kLogThreads);
    auto sink = std::make_shared<spdlog::sinks::stdout_sink_mt>();
    auto app = std::make_shared<spdlog::async_logger>("xuejing", sink, spdlog::thread_pool(),
                                                      spdlog::async_overflow_policy::block);
    app->set_pattern("%Y-%m-%dT%H:%M:%S.%e%z %^%l%$ %v");
    app->set_level(spdlog::level::from_str(level));
    app->flush_on(spdlog::level::info);
    spdlog::set_default_logger(app);
    if (access_log) {
        // A sink of its own: a logger's pattern is set on its sinks.
        auto access_sink = std::make_shared<spdlog::sinks::stdout_sink_mt>();
        g_access = std::make_shared<spdlog::async_logger>("access", access_sink, spdlog::thread_pool(),
                                                          spdlog::async_overflow_policy::overrun_oldest);
        g_access->set_pattern("%Y-%m-%dT%H:%M:%S.%e%z access %v");
        g_access->flush_on(spdlog::level::info);
    }
}

spdlog::logger* access_log() { return g_access.get(); }

void shutdown_logging() {
    if (g_access) g_access->flush();
    spdlog::default_logger()->flush();
    g_access.reset();
    spdlog::shutdown();
}

std::string make_request_id() {
    thread_local std::mt19937_64 rng{std::random_device{}()};
    return fmt::format("{:012x}", rng() >> kDroppedIdBits);
}

}  // namespace xj::core
