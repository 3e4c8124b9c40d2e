// Where application e-mails go (ARCHITECTURE §7): the offline outbox (table mail_outbox and a log line, shown to the
// demo at GET /dev/mail) by default, or an SMTP server (SMTP_URL, with SMTP_USER and SMTP_PASSWORD) through libcurl.
// MAIL_FROM and MAIL_FROM_NAME name the sender of both.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/mail_message.h"
#include "core/smtp_client.h"
#include "db/db.h"
#include "employment/outbox_store.h"

namespace xj::employment {

struct OutgoingMail {
    core::Mail mail;
    std::string attachment_file;  // where the attachment's bytes are kept (private files), for the outbox
    std::string unique;           // the Message-ID's and boundary's token
};

class MailSender {
public:
    virtual ~MailSender() = default;
    // Throws std::runtime_error when the message did not go; nothing is then recorded as sent.
    virtual void send(const OutgoingMail& mail) = 0;
};

class OutboxMailSender : public MailSender {
public:
    OutboxMailSender(db::Database& db, const core::Clock& clock) : db_(db), clock_(clock) {}
    void send(const OutgoingMail& mail) override;

private:
    db::Database& db_;
    const core::Clock& clock_;
    OutboxStore store_;
};

class SmtpMailSender : public MailSender {
public:
    SmtpMailSender(core::SmtpServer server, const core::Clock& clock) : server_(std::move(server)), clock_(clock) {}
    void send(const OutgoingMail& mail) override;

private:
    core::SmtpServer server_;
    const core::Clock& clock_;
};

struct MailSettings {
    core::SmtpServer smtp;  // url empty: the outbox
    std::string from = "noreply@xuejing.local";
    std::string from_name = "学鲸招聘";
};

// SMTP_URL, SMTP_USER, SMTP_PASSWORD, MAIL_FROM, MAIL_FROM_NAME; throws std::invalid_argument listing what is wrong.
MailSettings mail_settings_from_env();
std::unique_ptr<MailSender> make_mail_sender(const MailSettings& settings, db::Database& db, const core::Clock& clock);

// The outbox, newest first (to one address, or every one for an empty address): the demo's view.
std::vector<OutboxMail> outbox(db::Database& db, const std::string& mail_to, int limit);

}  // namespace xj::employment
