#include "exams/paper_batch.h"

#include <spdlog/spdlog.h>

namespace xj::exams {

void TxBatcher::submit(Job& job) {
    if (grouping_) {
        std::unique_lock lock(mutex_);
        if (!stopping_) {
            if (!started_) {
                started_ = true;
                thread_ = std::thread([this] { loop(); });
            }
            queue_.push_back(&job);
            wake_.notify_one();
            done_.wait(lock, [&] { return job.done; });
            if (job.error) std::rethrow_exception(job.error);
            return;
        }
    }
    run_alone(job);
}

// A transaction of its own; one that lost a lock conflict (SQLite's busy timeout, a PostgreSQL deadlock) runs again.
void TxBatcher::run_alone(Job& job) {
    for (int attempt = 1;; ++attempt) {
        try {
            db_.with_tx([&](db::Conn& c) { job.fn(c); });
            return;
        } catch (const db::DbError& e) {
            if (e.kind() != db::DbError::Kind::kBusy || attempt >= kBatchAttempts) throw;
            spdlog::warn("exams: a paper write met a lock (attempt {}): {}", attempt, e.what());
        }
    }
}

void TxBatcher::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void TxBatcher::loop() {
    std::unique_lock lock(mutex_);
    while (true) {
        wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;  // stopping with nothing left
        std::deque<Job*> batch;
        while (!queue_.empty() && batch.size() < kMaxBatch) {
            batch.push_back(queue_.front());
            queue_.pop_front();
        }
        lock.unlock();
        run_batch(batch);
        lock.lock();
        for (Job* j : batch) j->done = true;
        done_.notify_all();
    }
}

// The transaction itself can fail (a lock not granted in time, the connection lost, the commit refused): then
// every job of it was rolled back. A lock conflict runs the same jobs again; anything else fails them all.
void TxBatcher::run_batch(std::deque<Job*>& batch) {
    auto fail_all = [&](std::string_view why) {
        for (Job* job : batch) job->error = std::current_exception();
        spdlog::warn("exams: a batch of {} paper writes failed: {}", batch.size(), why);
    };
    for (int attempt = 1;; ++attempt) {
        try {
            run_once(batch);
            return;
        } catch (const db::DbError& e) {
            if (e.kind() == db::DbError::Kind::kBusy && attempt < kBatchAttempts) {
                spdlog::warn("exams: a batch of {} paper writes met a lock (attempt {}): {}", batch.size(), attempt,
                             e.what());
                continue;
            }
            return fail_all(e.what());
        } catch (const std::exception& e) {
            return fail_all(e.what());
        } catch (...) {
            return fail_all("unknown error");
        }
    }
}

void TxBatcher::run_once(std::deque<Job*>& batch) {
    auto lease = db_.acquire();
    db::Conn& conn = *lease;
    conn.begin(true);
    try {
        for (Job* job : batch) run_job(conn, *job);
        conn.commit();
    } catch (...) {
        conn.rollback();
        throw;
    }
}

// One job in its own savepoint: a job that throws is rolled back alone and keeps its error; one that lost a lock
// conflict (a PostgreSQL deadlock: the other transaction went on) runs once more before it fails.
void TxBatcher::run_job(db::Conn& conn, Job& job) {
    for (int attempt = 1;; ++attempt) {
        job.error = nullptr;
        conn.exec("SAVEPOINT paper_job");
        try {
            job.fn(conn);
            conn.exec("RELEASE SAVEPOINT paper_job");
            return;
        } catch (const db::DbError& e) {
            job.error = std::current_exception();
            if (e.kind() != db::DbError::Kind::kBusy) attempt = kJobAttempts;
        } catch (...) {
            job.error = std::current_exception();
            attempt = kJobAttempts;
        }
        conn.exec("ROLLBACK TO SAVEPOINT paper_job");
        conn.exec("RELEASE SAVEPOINT paper_job");
        if (attempt >= kJobAttempts) return;
    }
}

}  // namespace xj::exams
