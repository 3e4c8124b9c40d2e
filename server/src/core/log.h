// Logging: the application log and the access log (one line per request), both asynchronous to stdout.
#pragma once

#include <memory>
#include <string>

#include <spdlog/logger.h>

namespace xj::core {

void init_logging(const std::string& level, bool access_log);
// The access logger, or null when access logging is off.
spdlog::logger* access_log();
// Flushes and stops the logging threads (at exit).
void shutdown_logging();

// A fresh request id: 12 hex digits, random per request.
std::string make_request_id();

}  // namespace xj::core
