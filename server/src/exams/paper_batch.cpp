#include "exams/paper_batch.h"

#include <spdlog/spdlog.h>

namespace xj::exams {

void TxBatcher::submit(Job& job) {
    {
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
    db_.with_tx([&](db::Conn& c) { job.fn(c); });
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

void TxBatcher::run_batch(std::deque<Job*>& batch) {
    try {
        auto lease = db_.acquire();
        db::Conn& conn = *lease;
        conn.begin(true);
        try {
            for (Job* job : batch) {
                conn.exec("SAVEPOINT paper_job");
                try {
                    job->fn(conn);
                    conn.exec("RELEASE SAVEPOINT paper_job");
                } catch (...) {
                    job->error = std::current_exception();
                    conn.exec("ROLLBACK TO SAVEPOINT paper_job");
                    conn.exec("RELEASE SAVEPOINT paper_job");
                }
            }
            conn.commit();
        } catch (...) {
            conn.rollback();
            throw;
        }
    } catch (...) {
        // The transaction itself failed (connection lost, commit refused): every job of it fails.
        std::exception_ptr e = std::current_exception();
        for (Job* job : batch) job->error = e;
        try {
            std::rethrow_exception(e);
        } catch (const std::exception& ex) {
            spdlog::warn("exams: a batch of {} paper writes failed: {}", batch.size(), ex.what());
        } catch (...) {
        }
    }
}

}  // namespace xj::exams
