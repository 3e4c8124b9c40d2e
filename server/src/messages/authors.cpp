#include "messages/authors.h"

#include <algorithm>
#include <vector>

namespace xj::messages {

void name_authors(db::Conn& conn, const accounts::AccountService& accounts, Paged<Message>& page) {
    std::vector<std::int64_t> ids;
    for (const auto& m : page.list)
        if (m.author_id != 0 && std::find(ids.begin(), ids.end(), m.author_id) == ids.end()) ids.push_back(m.author_id);
    if (ids.empty()) return;
    auto contacts = accounts.contacts(conn, ids);
    for (auto& m : page.list) {
        auto who = std::find_if(contacts.begin(), contacts.end(),
                                [&](const accounts::UserContact& u) { return u.id == m.author_id; });
        if (who != contacts.end()) m.author_name = who->name;
    }
}

}  // namespace xj::messages
