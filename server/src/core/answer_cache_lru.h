// Serialised public answers keyed by client-shaped input (a list's page, filters), bounded by an LRU and
// invalidated per scope (a school): docs/decisions/0006-catalogue-answers-from-memory.md.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <list>
#include <memory>
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

    // The cached bytes for (scope, key), or build() stored under them. One build per key at a time: callers that
    // come while it runs wait for its bytes, or, when the key's entry has only grown older than the max age, answer
    // with those older bytes meanwhile (a popular answer expiring under load is rebuilt once, not by every worker at
    // the same moment). An invalidate() of the scope (or of all) while build() runs wins: bytes built from data read
    // before it are returned to the callers already waiting but not stored, and later callers build anew.
    SharedBytes get_or_build(std::int64_t scope, const std::string& key, const std::function<std::string()>& build) {
        std::string full = full_key(scope, key);
        std::shared_ptr<Flight> flight;
        bool builder = false;
        std::uint64_t epoch = 0;
        std::uint64_t generation = 0;
        {
            std::lock_guard lock(mutex_);
            if (auto bytes = find_locked(scope, key)) return bytes;
            if (auto running = flights_.find(full); running != flights_.end()) {
                flight = running->second;
            } else {
                flight = std::make_shared<Flight>(scope);
                flights_.emplace(full, flight);
                epoch = epoch_;
                generation = generations_[scope];
                builder = true;
            }
        }
        if (!builder) return flight->result.get();
        SharedBytes bytes;
        try {
            bytes = std::make_shared<const std::string>(build());
        } catch (...) {
            std::lock_guard lock(mutex_);
            end_flight_locked(full, flight);
            flight->done.set_exception(std::current_exception());
            throw;
        }
        std::lock_guard lock(mutex_);
        if (epoch == epoch_ && generation == generations_[scope]) store_locked(scope, key, bytes);
        end_flight_locked(full, flight);
        flight->done.set_value(bytes);
        return bytes;
    }

    // The cached bytes for (scope, key), without building them: null when absent, or too old while nobody rebuilds
    // them (the caller then builds); too old bytes while a rebuild runs.
    SharedBytes find(std::int64_t scope, const std::string& key) {
        std::lock_guard lock(mutex_);
        return find_locked(scope, key);
    }

    // After a write to the scope's data: its entries go, later answers are built from fresh data.
    void invalidate(std::int64_t scope) {
        std::lock_guard lock(mutex_);
        ++generations_[scope];
        std::erase_if(flights_, [scope](const auto& f) { return f.second->scope == scope; });
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
        flights_.clear();
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
            // Too old: the first caller rebuilds it (nullptr); while that runs, the others answer with these bytes.
            if (flights_.contains(entry->full_key)) return entry->bytes;
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

    // A build of one key in progress, by the caller that made it: the others wait on `result`.
    struct Flight {
        explicit Flight(std::int64_t s) : scope(s), result(done.get_future().share()) {}
        std::int64_t scope;
        std::promise<SharedBytes> done;
        std::shared_future<SharedBytes> result;
    };

    void end_flight_locked(const std::string& full, const std::shared_ptr<Flight>& flight) {
        if (auto it = flights_.find(full); it != flights_.end() && it->second == flight) flights_.erase(it);
    }

    std::mutex mutex_;
    std::size_t capacity_;
    std::int64_t max_age_ms_;
    const Clock& clock_;
    Order order_;
    std::unordered_map<std::string, Order::iterator> index_;
    std::unordered_map<std::string, std::shared_ptr<Flight>> flights_;
    std::unordered_map<std::int64_t, std::uint64_t> generations_;  // one per scope ever invalidated or read
    std::uint64_t epoch_ = 0;
};

}  // namespace xj::core
