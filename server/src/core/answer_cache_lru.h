// Serialised public answers keyed by client-shaped input (a list's page, filters), bounded by an LRU and
// invalidated per scope (a school): docs/decisions/0006-catalogue-answers-from-memory.md.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <list>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/clock.h"
#include "core/response.h"

namespace xj::core {

class LruAnswerCache {
public:
    // At most `capacity` entries; an entry older than `max_age` on `clock` is built again (a safety net for writes
    // the owner cannot see; writes it can see call invalidate()).
    LruAnswerCache(std::size_t capacity, std::chrono::milliseconds max_age, const Clock& clock)
        : capacity_(capacity), max_age_ms_(max_age.count()), clock_(clock) {}

    // The cached bytes for (scope, key), or build() stored under them. An invalidate() of the scope (or of
    // all) while build() runs wins: bytes built from data read before it are returned but not stored.
    SharedBytes get_or_build(std::int64_t scope, const std::string& key, const std::function<std::string()>& build) {
        std::uint64_t epoch = 0;
        std::uint64_t generation = 0;
        {
            std::lock_guard lock(mutex_);
            if (auto bytes = find_locked(scope, key)) return bytes;
            epoch = epoch_;
            generation = generations_[scope];
        }
        auto bytes = std::make_shared<const std::string>(build());
        std::lock_guard lock(mutex_);
        if (epoch == epoch_ && generation == generations_[scope]) store_locked(scope, key, bytes);
        return bytes;
    }

    // The cached bytes for (scope, key), without building them (null when absent or too old).
    SharedBytes find(std::int64_t scope, const std::string& key) {
        std::lock_guard lock(mutex_);
        return find_locked(scope, key);
    }

    // After a write to the scope's data: its entries go, later answers are built from fresh data.
    void invalidate(std::int64_t scope) {
        std::lock_guard lock(mutex_);
        ++generations_[scope];
        for (auto it = order_.begin(); it != order_.end();) {
            if (it->scope == scope) {
                index_.erase(it->full_key);
                it = order_.erase(it);
            } else {
                ++it;
            }
        }
    }

    // After a write shared by all scopes (e.g. course types).
    void invalidate_all() {
        std::lock_guard lock(mutex_);
        ++epoch_;
        index_.clear();
        order_.clear();
    }

    std::size_t size() {
        std::lock_guard lock(mutex_);
        return order_.size();
    }

private:
    struct Entry {
        std::int64_t scope;
        std::string full_key;
        SharedBytes bytes;
        std::int64_t built_at_ms;
    };
    using Order = std::list<Entry>;  // most recently used first

    static std::string full_key(std::int64_t scope, const std::string& key) {
        std::string out = std::to_string(scope);
        out += '\x1f';
        out += key;
        return out;
    }

    SharedBytes find_locked(std::int64_t scope, const std::string& key) {
        auto found = index_.find(full_key(scope, key));
        if (found == index_.end()) return nullptr;
        auto entry = found->second;
        if (clock_.now_ms() - entry->built_at_ms > max_age_ms_) {
            index_.erase(found);
            order_.erase(entry);
            return nullptr;
        }
        order_.splice(order_.begin(), order_, entry);
        return entry->bytes;
    }

    void store_locked(std::int64_t scope, const std::string& key, const SharedBytes& bytes) {
        std::string k = full_key(scope, key);
        if (auto found = index_.find(k); found != index_.end()) {
            order_.erase(found->second);
            index_.erase(found);
        }
        order_.push_front(Entry{scope, k, bytes, clock_.now_ms()});
        index_.emplace(std::move(k), order_.begin());
        while (order_.size() > capacity_) {
            index_.erase(order_.back().full_key);
            order_.pop_back();
        }
    }

    std::mutex mutex_;
    std::size_t capacity_;
    std::int64_t max_age_ms_;
    const Clock& clock_;
    Order order_;
    std::unordered_map<std::string, Order::iterator> index_;
    std::unordered_map<std::int64_t, std::uint64_t> generations_;  // one per scope ever invalidated or read
    std::uint64_t epoch_ = 0;
};

}  // namespace xj::core
