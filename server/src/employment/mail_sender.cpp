#include "employment/mail_sender.h"

#include <cstdlib>
#include <stdexcept>

#include <spdlog/spdlog.h>

namespace xj::employment {

namespace {

std::string env_or(const char* name, std::string fallback) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? std::string(value) : fallback;
}

}  // namespace

void OutboxMailSender::send(const OutgoingMail& m) {
    OutboxMail row{0,
                   m.mail.to,
                   m.mail.subject,
                   m.mail.body,
                   m.mail.attachment.bytes.empty() ? std::string() : m.mail.attachment.name,
                   m.attachment_file,
                   clock_.now_seconds()};
    db_.with_conn([&](db::Conn& c) { store_.insert(c, row); });
    spdlog::info("mail: \"{}\" put in the outbox ({} bytes attached)", m.mail.subject, m.mail.attachment.bytes.size());
}

void SmtpMailSender::send(const OutgoingMail& m) {
    std::string message = core::mime_message(m.mail, m.unique, clock_.now_seconds());
    core::smtp_send(server_, m.mail.from, m.mail.to, message);
    spdlog::info("mail: \"{}\" sent through SMTP ({} bytes)", m.mail.subject, message.size());
}

MailSettings mail_settings_from_env() {
    MailSettings s;
    s.smtp.url = env_or("SMTP_URL", "");
    s.smtp.user = env_or("SMTP_USER", "");
    s.smtp.password = env_or("SMTP_PASSWORD", "");
    s.from = env_or("MAIL_FROM", s.from);
    s.from_name = env_or("MAIL_FROM_NAME", s.from_name);
    if (!s.smtp.url.empty() && !s.smtp.url.starts_with("smtp://") && !s.smtp.url.starts_with("smtps://"))
        throw std::invalid_argument("SMTP_URL: an smtp:// or smtps:// URL (got another scheme)");
    if (!core::mail_address_ok(s.from)) throw std::invalid_argument("MAIL_FROM: an e-mail address is needed");
    return s;
}

std::unique_ptr<MailSender> make_mail_sender(const MailSettings& settings, db::Database& db, const core::Clock& clock) {
    if (!settings.smtp.url.empty()) return std::make_unique<SmtpMailSender>(settings.smtp, clock);
    return std::make_unique<OutboxMailSender>(db, clock);
}

std::vector<OutboxMail> outbox(db::Database& db, const std::string& mail_to, int limit) {
    return db.with_conn([&](db::Conn& c) { return OutboxStore().latest(c, mail_to, limit); });
}

}  // namespace xj::employment
