// Request counters and latency histograms per route, lock-free on the request path, rendered in
// Prometheus text format at /metrics.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

class Metrics {
public:
    // Routes are numbered by the router; two more slots count static files and unmatched paths.
    // Called once, before serving.
    void set_routes(std::vector<std::string> route_names);

    std::size_t static_slot() const { return slots_.size() - 2; }
    std::size_t unmatched_slot() const { return slots_.size() - 1; }

    void record(std::size_t slot, unsigned status, std::uint64_t micros);
    void connection_opened() { open_connections_.fetch_add(1, std::memory_order_relaxed); }
    void connection_closed() { open_connections_.fetch_sub(1, std::memory_order_relaxed); }
    void request_started() { in_flight_.fetch_add(1, std::memory_order_relaxed); }
    void request_finished() { in_flight_.fetch_sub(1, std::memory_order_relaxed); }
    std::int64_t in_flight() const { return in_flight_.load(std::memory_order_relaxed); }

    std::string render() const;

    // Upper bounds of the latency buckets, in seconds.
    static constexpr std::array<double, 12> kBuckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                     0.05,   0.1,   0.25,   0.5,   1.0,  5.0};

private:
    // Statuses counted one by one; anything else lands in "other".
    static constexpr std::array<unsigned, 13> kStatuses{200, 206, 304, 400, 401, 403, 404,
                                                        405, 413, 416, 429, 431, 500};
    struct Slot {
        std::string name;
        std::array<std::atomic<std::uint64_t>, kStatuses.size() + 1> by_status{};
        std::array<std::atomic<std::uint64_t>, kBuckets.size()> buckets{};
        std::atomic<std::uint64_t> count{0};
        std::atomic<std::uint64_t> sum_micros{0};
    };

    std::vector<std::unique_ptr<Slot>> slots_;
    std::atomic<std::int64_t> open_connections_{0};
    std::atomic<std::int64_t> in_flight_{0};
};

}  // namespace xj::core
