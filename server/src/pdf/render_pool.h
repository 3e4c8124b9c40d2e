// Where documents are drawn (docs/resume.md "PDF"): a few long-lived threads, one per core. Pango keeps its font map,
// and with it the parsed Noto Sans CJK faces and glyph caches (about 30 MB), per thread: drawn on whichever of the
// server's dozens of worker threads took the request, every worker came to hold its own copy (11 exports took the
// server from 40 to 417 MB). The callers wait for their turn, so memory stays bounded by the pool's size.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace xj::pdf {

class RenderPool {
public:
    // The process's pool (started on first use, joined at exit).
    static RenderPool& instance();

    // Runs `draw` on a pool thread and answers what it returned; an exception it throws is thrown here.
    std::string run(std::function<std::string()> draw);

    RenderPool(const RenderPool&) = delete;
    RenderPool& operator=(const RenderPool&) = delete;
    ~RenderPool();

private:
    explicit RenderPool(unsigned threads);
    void work();

    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<std::packaged_task<std::string()>> queue_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

}  // namespace xj::pdf
