// Group commit for the test papers' writes on SQLite (docs/performance.md, "Exam start"): every start and save is one
// short write transaction, and SQLite (one writer, synchronous=FULL) commits them one by one, each waiting for an
// fsync — 2,000 examinees starting at once queue behind the disk. The batcher runs the jobs that arrive together on
// one connection inside one transaction, each in its own SAVEPOINT (a job that throws is rolled back alone and gets
// its error), and commits once for all of them. A caller waits until the commit that holds its job: nothing is
// answered before it is durable. PostgreSQL runs concurrent transactions side by side and already flushes the
// commits that arrive together with one WAL write, so there every job is a transaction of its own: funnelling them
// through one connection measured three times slower.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>

#include "db/db.h"

namespace xj::exams {

class TxBatcher {
public:
    explicit TxBatcher(db::Database& db) : db_(db), grouping_(db.dialect() == db::Dialect::kSqlite) {}
    ~TxBatcher() { stop(); }
    TxBatcher(const TxBatcher&) = delete;
    TxBatcher& operator=(const TxBatcher&) = delete;

    // Runs fn(Conn&) in a batched transaction and returns its result (or rethrows its exception) once committed.
    // On PostgreSQL, and after stop(), it runs in a transaction of its own.
    template <class F>
    auto run(F&& fn) -> std::invoke_result_t<F&, db::Conn&> {
        using R = std::invoke_result_t<F&, db::Conn&>;
        if constexpr (std::is_void_v<R>) {
            Job job{[&](db::Conn& c) { fn(c); }};
            submit(job);
        } else {
            std::optional<R> result;
            Job job{[&](db::Conn& c) { result.emplace(fn(c)); }};
            submit(job);
            return std::move(*result);
        }
    }

    // Finishes the queued jobs and ends the thread; later jobs run on their own.
    void stop();
    // Jobs share commits now (SQLite, not stopped).
    bool grouping() const {
        std::lock_guard lock(mutex_);
        return grouping_ && !stopping_;
    }

    // At most this many jobs share one transaction.
    static constexpr std::size_t kMaxBatch = 256;
    // A batch whose transaction meets a lock it cannot get in time (SQLite's busy timeout, a PostgreSQL deadlock or
    // serialisation failure) runs again, at most this many times in all, before its jobs fail.
    static constexpr int kBatchAttempts = 3;
    static constexpr int kJobAttempts = 2;  // the same for one job that lost a lock conflict inside the batch

private:
    struct Job {
        std::function<void(db::Conn&)> fn;
        std::exception_ptr error = nullptr;
        bool done = false;
    };

    void submit(Job& job);
    void loop();
    void run_batch(std::deque<Job*>& batch);
    void run_once(std::deque<Job*>& batch);  // one transaction for the batch; throws when it cannot commit
    void run_job(db::Conn& conn, Job& job);
    void run_alone(Job& job);

    db::Database& db_;
    const bool grouping_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;  // the thread: jobs arrived or stop
    std::condition_variable done_;  // the callers: a batch committed
    std::deque<Job*> queue_;
    bool stopping_ = false;
    bool started_ = false;
    std::thread thread_;
};

}  // namespace xj::exams
