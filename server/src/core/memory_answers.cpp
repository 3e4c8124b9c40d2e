#include "core/memory_answers.h"

#include "core/access.h"
#include "core/api_error.h"

namespace xj::core {

Handler cached_handler(AnswerSource source, KeyOf key, DataOf data) {
    return [source = std::move(source), key = std::move(key), data = std::move(data)](const Request& req) {
        std::string k = key(req);
        if (k.empty()) return ok(data(req));
        return ok_shared(source.answer(req.host(), k, [&] { return data(req); }));
    };
}

MemoryAnswer from_memory(AnswerSource source, KeyOf key) {
    return [source = std::move(source), key = std::move(key)](const Request& req) -> std::optional<Response> {
        std::string k;
        try {
            k = key(req);
        } catch (const ApiError&) {
            return std::nullopt;  // bad input: the worker pool answers it with its error
        }
        if (k.empty()) return std::nullopt;
        if (auto bytes = source.cached(req.host(), k)) return ok_shared(std::move(bytes));
        return std::nullopt;
    };
}

void cached_get(Router::Domain& r, std::string_view path, std::string summary, const AnswerSource& source, KeyOf key,
                DataOf data) {
    r.get(path, Access::public_(), std::move(summary), cached_handler(source, key, std::move(data)))
        .answer_from_memory(from_memory(source, std::move(key)));
}

}  // namespace xj::core
