#include "db/change_feed.h"

#include <charconv>
#include <chrono>
#include <random>
#include <vector>

#include <spdlog/spdlog.h>

#include "db/db.h"

namespace xj::db {
namespace {

// How long the listener waits on its socket before it looks at stop(): the most a shutdown waits for it.
constexpr std::chrono::milliseconds kWait{200};
// How long it waits before it opens a lost connection again.
constexpr std::chrono::milliseconds kRetry{1000};

constexpr std::string_view kNotify = "SELECT pg_notify(:channel, :payload)";

std::string random_instance() {
    std::random_device device;
    std::uint64_t bits = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    char text[17];
    auto [end, ec] = std::to_chars(text, text + 16, bits, 16);
    return std::string(text, end);
}

}  // namespace

ChangeFeed::Subscription& ChangeFeed::Subscription::operator=(Subscription&& other) noexcept {
    if (this != &other) {
        end();
        registry_ = std::move(other.registry_);
        id_ = other.id_;
    }
    return *this;
}

void ChangeFeed::Subscription::end() {
    if (auto registry = registry_.lock()) {
        std::unique_lock lock(registry->mutex);
        registry->entries.erase(id_);
    }
    registry_.reset();
}

ChangeFeed::ChangeFeed(Database& db) : db_(db), instance_(random_instance()) {}

ChangeFeed::~ChangeFeed() { stop(); }

ChangeFeed::Subscription ChangeFeed::subscribe(std::string topic, Handler handler) {
    std::unique_lock lock(registry_->mutex);
    const std::uint64_t id = registry_->next_id++;
    registry_->entries.emplace(id, Registry::Entry{std::move(topic), std::move(handler)});
    return Subscription(registry_, id);
}

// A handler that throws is logged: the other handlers, and the NOTIFY after them, still run.
void ChangeFeed::dispatch(std::string_view topic, std::int64_t scope) {
    std::shared_lock lock(registry_->mutex);
    for (const auto& [id, entry] : registry_->entries) {
        if (entry.topic != topic) continue;
        try {
            entry.handler(scope);
        } catch (const std::exception& e) {
            spdlog::error("change feed: a handler of \"{}\" failed: {}", entry.topic, e.what());
        }
    }
}

void ChangeFeed::dispatch_everything() {
    std::shared_lock lock(registry_->mutex);
    for (const auto& [id, entry] : registry_->entries) {
        try {
            entry.handler(0);
        } catch (const std::exception& e) {
            spdlog::error("change feed: a handler of \"{}\" failed: {}", entry.topic, e.what());
        }
    }
}

void ChangeFeed::publish(std::string_view topic, std::int64_t scope) {
    dispatch(topic, scope);
    if (db_.dialect() != Dialect::kPostgres) return;
    notify(instance_ + " " + std::string(topic) + " " + std::to_string(scope));
}

// A connection kept from an earlier change may have died meanwhile (a restart of PostgreSQL): then one new one is
// opened and the change sent again.
void ChangeFeed::notify(const std::string& payload) {
    std::lock_guard lock(notifier_mutex_);
    for (int attempt = 1;; ++attempt) {
        try {
            if (!notifier_) notifier_ = db_.connect_alone();
            notifier_->query(kNotify, {{"channel", std::string(kChannel)}, {"payload", payload}});
            return;
        } catch (const std::exception& e) {
            notifier_.reset();
            if (attempt == 2) {
                spdlog::warn("change feed: could not tell the other instances of \"{}\": {}", payload, e.what());
                return;
            }
        }
    }
}

// "<instance> <topic> <scope>": another instance's change is dispatched here; this instance's own already was.
void ChangeFeed::hear(std::string_view payload) {
    const auto first = payload.find(' ');
    const auto second = first == std::string_view::npos ? first : payload.find(' ', first + 1);
    if (second == std::string_view::npos) {
        spdlog::warn("change feed: ignored a notification it cannot read: \"{}\"", payload);
        return;
    }
    if (payload.substr(0, first) == instance_) return;
    const std::string_view topic = payload.substr(first + 1, second - first - 1);
    const std::string_view digits = payload.substr(second + 1);
    std::int64_t scope = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), scope);
    if (ec != std::errc() || end != digits.data() + digits.size()) {
        spdlog::warn("change feed: ignored a notification it cannot read: \"{}\"", payload);
        return;
    }
    heard_.fetch_add(1);
    dispatch(topic, scope);
}

void ChangeFeed::start() {
    if (db_.dialect() != Dialect::kPostgres) return;
    std::lock_guard lock(run_mutex_);
    if (thread_.joinable()) return;
    stopping_ = false;
    try {
        listener_ = db_.listen(std::string(kChannel));  // now, so nothing published after start() is missed
    } catch (const std::exception& e) {
        spdlog::warn("change feed: cannot listen yet: {}", e.what());
    }
    thread_ = std::thread([this] { listen_loop(); });
}

void ChangeFeed::stop() {
    {
        std::lock_guard lock(run_mutex_);
        stopping_ = true;
    }
    run_wake_.notify_all();
    if (thread_.joinable()) thread_.join();
    listener_.reset();
}

void ChangeFeed::listen_loop() {
    for (;;) {
        {
            std::lock_guard lock(run_mutex_);
            if (stopping_) return;
        }
        try {
            if (!listener_) {
                listener_ = db_.listen(std::string(kChannel));
                spdlog::info(
                    "change feed: listening again; every cached answer is dropped, changes may have been missed");
                dispatch_everything();
            }
            if (auto payload = listener_->next(kWait)) hear(*payload);
        } catch (const std::exception& e) {
            listener_.reset();
            spdlog::warn("change feed: lost the listening connection: {}", e.what());
            std::unique_lock lock(run_mutex_);
            run_wake_.wait_for(lock, kRetry, [this] { return stopping_; });
        }
    }
}

}  // namespace xj::db
