// What the instances of one deployment tell each other when data they may hold in memory changes.
//
// A service that keeps answers in memory (the catalogue, the site shell, articles, news, the job board) subscribes to
// its topic and publishes after each commit that changes them. The writing instance drops its own copy at once, in
// publish(); on PostgreSQL every other instance hears of it through NOTIFY on one channel and drops its copy within
// milliseconds (docs/operations.md "Caches"). A SQLite file has one instance, so there the feed stays in the process.
//
// A listener that loses its connection opens a new one; since changes may have been missed meanwhile, every
// subscriber is then told that everything changed. Handlers run on the publishing thread or on the feed's own, so
// they must be thread-safe and must not publish, subscribe or unsubscribe themselves.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <thread>

namespace xj::db {

class Conn;
class Database;
class Listener;

class ChangeFeed {
public:
    // scope: the school whose data changed, or 0 for every school's.
    using Handler = std::function<void(std::int64_t scope)>;

    // The handlers by subscription, shared with the subscriptions: either may end first.
    struct Registry {
        struct Entry {
            std::string topic;
            Handler handler;
        };
        std::shared_mutex mutex;
        std::map<std::uint64_t, Entry> entries;
        std::uint64_t next_id = 1;
    };

    // Ends the subscription when it is destroyed (after a handler already running has returned), whether the feed
    // is still there or not (a test's database may close before its services).
    class Subscription {
    public:
        Subscription() = default;
        Subscription(std::weak_ptr<Registry> registry, std::uint64_t id) : registry_(std::move(registry)), id_(id) {}
        Subscription(Subscription&&) noexcept = default;
        Subscription& operator=(Subscription&& other) noexcept;
        Subscription(const Subscription&) = delete;
        Subscription& operator=(const Subscription&) = delete;
        ~Subscription() { end(); }

    private:
        void end();
        std::weak_ptr<Registry> registry_;
        std::uint64_t id_ = 0;
    };

    // The one channel every instance listens on.
    static constexpr std::string_view kChannel = "xj_changes";

    explicit ChangeFeed(Database& db);
    ~ChangeFeed();
    ChangeFeed(const ChangeFeed&) = delete;
    ChangeFeed& operator=(const ChangeFeed&) = delete;

    // topic: a word without spaces ("catalogue", "site").
    [[nodiscard]] Subscription subscribe(std::string topic, Handler handler);

    // After the commit: this instance's subscribers now, the other instances' through NOTIFY. A failed NOTIFY is
    // logged, never thrown: the caller's write is already committed, and the caches' own age bounds the staleness.
    void publish(std::string_view topic, std::int64_t scope = 0);

    // Starts hearing the other instances (PostgreSQL; nothing on SQLite): a thread with a connection of its own.
    void start();
    // Stops and joins that thread; safe to call twice.
    void stop();

    // Changes heard from other instances since start (tests, /metrics).
    std::uint64_t heard() const { return heard_.load(); }
    // This instance's name in the notifications: its own are not dispatched twice.
    const std::string& instance() const { return instance_; }

private:
    void dispatch(std::string_view topic, std::int64_t scope);
    void dispatch_everything();
    void hear(std::string_view payload);
    void listen_loop();
    void notify(const std::string& payload);

    Database& db_;
    const std::string instance_;
    const std::shared_ptr<Registry> registry_ = std::make_shared<Registry>();

    std::mutex notifier_mutex_;
    std::unique_ptr<Conn> notifier_;

    std::mutex run_mutex_;
    std::condition_variable run_wake_;
    bool stopping_ = false;
    std::unique_ptr<Listener> listener_;
    std::thread thread_;
    std::atomic<std::uint64_t> heard_{0};
};

}  // namespace xj::db
