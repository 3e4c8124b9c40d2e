#include "core/metrics.h"

#include <fmt/format.h>
#include <algorithm>

namespace xj::core {

namespace {
constexpr double kMicrosPerSecond = 1e6;

std::string escape_label(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out;
}
}  // namespace

void Metrics::set_routes(std::vector<std::string> route_names) {
    slots_.clear();
    route_names.emplace_back("static");
    route_names.emplace_back("unmatched");
    for (auto& name : route_names) {
        slots_.push_back(std::make_unique<Slot>());
        slots_.back()->name = std::move(name);
    }
}

void Metrics::record(std::size_t slot, unsigned status, std::uint64_t micros) {
    Slot& s = *slots_[std::min(slot, slots_.size() - 1)];
    auto it = std::find(kStatuses.begin(), kStatuses.end(), status);
    s.by_status[static_cast<std::size_t>(it - kStatuses.begin())].fetch_add(1, std::memory_order_relaxed);
    double seconds = static_cast<double>(micros) / kMicrosPerSecond;
    for (std::size_t i = 0; i < kBuckets.size(); ++i) {
        if (seconds <= kBuckets[i]) {
            s.buckets[i].fetch_add(1, std::memory_order_relaxed);
            break;
        }
    }
    s.count.fetch_add(1, std::memory_order_relaxed);
    s.sum_micros.fetch_add(micros, std::memory_order_relaxed);
}

std::string Metrics::render() const {
    std::string out;
    out += "# HELP xj_http_requests_total HTTP requests by route and status.\n";
    out += "# TYPE xj_http_requests_total counter\n";
    for (const auto& s : slots_) {
        std::string route = escape_label(s->name);
        for (std::size_t i = 0; i <= kStatuses.size(); ++i) {
            std::uint64_t n = s->by_status[i].load(std::memory_order_relaxed);
            if (n == 0) continue;
            std::string status = i < kStatuses.size() ? std::to_string(kStatuses[i]) : "other";
            out += fmt::format("xj_http_requests_total{{route=\"{}\",status=\"{}\"}} {}\n", route, status, n);
        }
    }
    out += "# HELP xj_http_request_duration_seconds Time from a complete request to its answer being ready.\n";
    out += "# TYPE xj_http_request_duration_seconds histogram\n";
    for (const auto& s : slots_) {
        std::uint64_t count = s->count.load(std::memory_order_relaxed);
        if (count == 0) continue;
        std::string route = escape_label(s->name);
        std::uint64_t cumulative = 0;
        for (std::size_t i = 0; i < kBuckets.size(); ++i) {
            cumulative += s->buckets[i].load(std::memory_order_relaxed);
            out += fmt::format("xj_http_request_duration_seconds_bucket{{route=\"{}\",le=\"{}\"}} {}\n", route,
                               kBuckets[i], cumulative);
        }
        out += fmt::format("xj_http_request_duration_seconds_bucket{{route=\"{}\",le=\"+Inf\"}} {}\n", route, count);
        out += fmt::format("xj_http_request_duration_seconds_sum{{route=\"{}\"}} {}\n", route,
                           static_cast<double>(s->sum_micros.load(std::memory_order_relaxed)) / kMicrosPerSecond);
        out += fmt::format("xj_http_request_duration_seconds_count{{route=\"{}\"}} {}\n", route, count);
    }
    out += "# HELP xj_http_in_flight_requests Requests being handled now.\n# TYPE xj_http_in_flight_requests gauge\n";
    out += fmt::format("xj_http_in_flight_requests {}\n", in_flight_.load(std::memory_order_relaxed));
    out += "# HELP xj_http_open_connections Open client connections.\n# TYPE xj_http_open_connections gauge\n";
    out += fmt::format("xj_http_open_connections {}\n", open_connections_.load(std::memory_order_relaxed));
    return out;
}

}  // namespace xj::core
