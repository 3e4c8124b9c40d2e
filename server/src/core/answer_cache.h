// Serialised answers of rarely-changing public calls, built once and shared until the data behind them changes.
// Keys must come from a bounded set (school ids, known hosts), never straight from client input.
#pragma once

#include <functional>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/response.h"

namespace xj::core {

class AnswerCache {
public:
    // The cached bytes for key, or build() stored under key. A concurrent invalidate() wins: bytes built
    // from data read before it are not stored.
    SharedBytes get_or_build(const std::string& key, const std::function<std::string()>& build) {
        std::uint64_t generation;
        {
            std::shared_lock lock(mutex_);
            if (auto it = entries_.find(key); it != entries_.end()) return it->second;
            generation = generation_;
        }
        auto bytes = std::make_shared<const std::string>(build());
        std::unique_lock lock(mutex_);
        if (generation == generation_) entries_.emplace(key, bytes);
        return bytes;
    }

    // The cached bytes for key, without building them.
    SharedBytes find(const std::string& key) {
        std::shared_lock lock(mutex_);
        auto it = entries_.find(key);
        return it == entries_.end() ? nullptr : it->second;
    }

    void invalidate() {
        std::unique_lock lock(mutex_);
        entries_.clear();
        ++generation_;
    }

private:
    std::shared_mutex mutex_;
    std::unordered_map<std::string, SharedBytes> entries_;
    std::uint64_t generation_ = 0;
};

}  // namespace xj::core
