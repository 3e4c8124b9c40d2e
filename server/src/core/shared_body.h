// A Beast body that sends shared immutable bytes without copying them (cached answers, SPA files).
#pragma once

#include <boost/asio/buffer.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/optional.hpp>

#include "core/response.h"

namespace xj::core {

// The names value_type, writer and const_buffers_type are Beast's Body concept's, hence not the project's case.
struct SharedBody {
    using value_type = SharedBytes;  // NOLINT(readability-identifier-naming)

    static std::uint64_t size(const value_type& body) { return body ? body->size() : 0; }

    class writer {  // NOLINT(readability-identifier-naming)
    public:
        using const_buffers_type = boost::asio::const_buffer;  // NOLINT(readability-identifier-naming)

        template <bool IsRequest, class Fields>
        writer(const boost::beast::http::header<IsRequest, Fields>&, const value_type& body) : body_(body) {}

        void init(boost::beast::error_code& ec) { ec = {}; }

        boost::optional<std::pair<const_buffers_type, bool>> get(boost::beast::error_code& ec) {
            ec = {};
            if (!body_ || body_->empty()) return boost::none;
            return {{const_buffers_type(body_->data(), body_->size()), false}};
        }

    private:
        const value_type& body_;
    };
};

}  // namespace xj::core
