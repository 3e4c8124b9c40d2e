// The authors' names of a page of messages: accounts owns them, read in one query for the page (not one per row).
#pragma once

#include "accounts/service.h"
#include "messages/model.h"

namespace xj::messages {

void name_authors(db::Conn& conn, const accounts::AccountService& accounts, Paged<Message>& page);

}  // namespace xj::messages
