// Sending a message through an SMTP server with libcurl (SMTP_URL: smtp://host:port, or smtps:// for TLS from the
// start; user and password in the URL or apart). STARTTLS is used whenever the server offers it.
#pragma once

#include <chrono>
#include <stdexcept>
#include <string>

namespace xj::core {

struct SmtpServer {
    std::string url;  // smtp://mail.example.com:587 or smtps://mail.example.com:465
    std::string user;
    std::string password;
    std::chrono::seconds timeout{20};
};

// The server could not be reached, refused the sender or a recipient, or did not accept the message. The message
// names the libcurl error (and the SMTP reply code), never the URL or the password.
class SmtpFailed : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Sends `message` (a whole RFC 5322 text, CRLF ended) from `from` to `to` (bare addresses). Throws SmtpFailed.
void smtp_send(const SmtpServer& server, const std::string& from, const std::string& to, const std::string& message);

}  // namespace xj::core
