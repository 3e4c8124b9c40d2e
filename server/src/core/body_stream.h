// A body sent while it is produced (the assistant's answers, as server-sent events). The handler returns a Response
// holding the stream and hands the same stream to a producer running on a thread of its own; the connection writes
// each piece as an HTTP/1.1 chunk as soon as it has been pushed. The producer learns from push() that the client
// has gone (a closed tab, a stop button) and stops; finish() ends the body.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include <boost/asio/awaitable.hpp>

namespace xj::core {

class BodyStream {
public:
    // Producer side, any thread. False once the client has gone: nothing more will be sent.
    bool push(std::string piece);
    // No more pieces (safe to call twice). A producer holds a FinishOnExit so that every way out ends the body.
    void finish();
    bool abandoned() const;

    // Connection side, on the connection's executor: waits for what was pushed since the last call (several
    // pushes come together); false at the end of the body.
    boost::asio::awaitable<bool> next(std::string& out);
    // The client has gone, the connection is closing or the answer is not sent (HEAD, a failed write): a wait in
    // progress ends, further pushes return false.
    void abandon();

private:
    struct Waiter;  // the connection's timer (asio's, kept out of this header: every response includes it)
    void wake(std::unique_lock<std::mutex>& lock);

    mutable std::mutex mutex_;
    std::string pending_;
    bool finished_ = false;
    bool abandoned_ = false;
    std::shared_ptr<Waiter> waiting_;  // set at the connection's first wait
};

using BodyStreamPtr = std::shared_ptr<BodyStream>;

// Ends the body when the producer's scope ends, by any path (an exception included).
class FinishOnExit {
public:
    explicit FinishOnExit(BodyStreamPtr stream) : stream_(std::move(stream)) {}
    ~FinishOnExit() { stream_->finish(); }
    FinishOnExit(const FinishOnExit&) = delete;
    FinishOnExit& operator=(const FinishOnExit&) = delete;

private:
    BodyStreamPtr stream_;
};

}  // namespace xj::core
