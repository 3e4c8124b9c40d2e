#include "assistant/engine.h"

#include <algorithm>

#include <boost/json.hpp>

namespace xj::assistant {

namespace json = boost::json;

namespace {

constexpr std::size_t kSourcesMax = 20;

}  // namespace

AnswerWriter::AnswerWriter(std::string engine, Send send) : send_(std::move(send)) {
    record_.engine = std::move(engine);
}

bool AnswerWriter::tool(const ToolSpec& spec) {
    std::string name(spec.name);
    if (std::find(record_.tools.begin(), record_.tools.end(), name) == record_.tools.end())
        record_.tools.push_back(name);
    if (stopped_) return false;
    if (!send_("tool", json::object{{"name", spec.name}, {"label", spec.label}})) stopped_ = true;
    return !stopped_;
}

bool AnswerWriter::text(std::string_view piece) {
    if (stopped_) return false;
    record_.content += piece;
    if (!send_("delta", json::object{{"text", piece}})) stopped_ = true;
    return !stopped_;
}

void AnswerWriter::add_source(Source source) {
    if (source.url.empty() || record_.sources.size() >= kSourcesMax) return;
    bool known = std::any_of(record_.sources.begin(), record_.sources.end(),
                             [&](const Source& s) { return s.url == source.url; });
    if (!known) record_.sources.push_back(std::move(source));
}

void AnswerWriter::cite(const Found& found) {
    for (const Item& item : found.items) add_source({found.kind, item.title, item.url});
    if (!found.more_url.empty()) add_source({"page", found.more_title, found.more_url});
    for (std::int64_t job : found.job_ids) {
        if (std::find(record_.job_ids.begin(), record_.job_ids.end(), job) == record_.job_ids.end())
            record_.job_ids.push_back(job);
    }
}

}  // namespace xj::assistant
