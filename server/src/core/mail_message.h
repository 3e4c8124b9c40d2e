// An e-mail as RFC 5322 / MIME text (the job applications of docs/employment.md): UTF-8 headers as RFC 2047
// encoded words, the body as base64 text/plain, an optional attachment named by RFC 2231, CRLF line ends.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace xj::core {

struct MailAttachment {
    std::string name;  // the file name the receiver sees (UTF-8)
    std::string content_type = "application/pdf";
    std::string bytes;
};

struct Mail {
    std::string from_name;  // "学鲸招聘"
    std::string from;       // an address
    std::string to;
    std::string reply_to;  // the applicant's address, or empty
    std::string subject;
    std::string body;           // plain text, UTF-8
    MailAttachment attachment;  // none when bytes is empty
};

// Whether an address may stand in a header and an SMTP command: local@domain, printable ASCII, no space, no angle
// brackets, no line break (what a form accepted is checked again here, since the message is built from it).
bool mail_address_ok(std::string_view address);

// "=?UTF-8?B?…?=" words (each under 76 characters, never splitting a character), or the text itself when it is plain
// printable ASCII.
std::string mime_header_text(std::string_view text);

// Base64 lines of at most 76 characters, CRLF ended.
std::string base64_lines(std::string_view bytes);

// The whole message. `unique` makes the boundary and the Message-ID; `now` is the Date header (seconds, UTC).
// Throws std::invalid_argument for an address that is not mail_address_ok.
std::string mime_message(const Mail& mail, std::string_view unique, std::int64_t now);

}  // namespace xj::core
