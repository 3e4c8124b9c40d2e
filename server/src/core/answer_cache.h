// Serialised answers of rarely-changing public calls, built once and shared until the data behind them changes.
// Keys must come from a bounded set (school ids, known hosts), never straight from client input.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/response.h"

namespace xj::core {

class AnswerCache {
public:
    // An answer and the instant (seconds) from which it no longer holds: the next start or end of something
    // scheduled in it (a banner shown from Monday), kForever for answers only a change makes stale.
    static constexpr std::int64_t kForever = std::numeric_limits<std::int64_t>::max();
    struct Built {
        std::string bytes;
        std::int64_t expires_at = kForever;
    };

    // The cached bytes for key, or build() stored under key. A concurrent invalidate() wins: bytes built
    // from data read before it are not stored.
    SharedBytes get_or_build(const std::string& key, const std::function<std::string()>& build) {
        return get_or_build(key, 0, [&] { return Built{build(), kForever}; });
    }
    // The same for an answer that expires: kept while now < its expires_at, built again from then on.
    SharedBytes get_or_build(const std::string& key, std::int64_t now, const std::function<Built()>& build) {
        std::uint64_t generation;
        {
            std::shared_lock lock(mutex_);
            if (auto it = entries_.find(key); it != entries_.end() && now < it->second.expires_at)
                return it->second.bytes;
            generation = generation_;
        }
        Built built = build();
        auto bytes = std::make_shared<const std::string>(std::move(built.bytes));
        std::unique_lock lock(mutex_);
        if (generation == generation_) entries_.insert_or_assign(key, Entry{bytes, built.expires_at});
        return bytes;
    }

    // The cached bytes for key while they hold at `now`, without building them.
    SharedBytes find(const std::string& key, std::int64_t now = 0) {
        std::shared_lock lock(mutex_);
        auto it = entries_.find(key);
        return it == entries_.end() || now >= it->second.expires_at ? nullptr : it->second.bytes;
    }

    void invalidate() {
        std::unique_lock lock(mutex_);
        entries_.clear();
        ++generation_;
    }

private:
    std::shared_mutex mutex_;
    struct Entry {
        SharedBytes bytes;
        std::int64_t expires_at = kForever;
    };
    std::unordered_map<std::string, Entry> entries_;
    std::uint64_t generation_ = 0;
};

}  // namespace xj::core
