// The outcome of an identity claim on the user (the identity domain decides; the users' rows are written here).
#include "accounts/service.h"

namespace xj::accounts {

void AccountService::grant_identity(db::Conn& conn, std::int64_t user_id, Role role, std::int64_t school_id) {
    users_.grant_identity(conn, user_id, role, school_id);
}

void AccountService::set_audit_status(db::Conn& conn, std::int64_t user_id, int status) {
    users_.update_audit_status(conn, user_id, status);
}

}  // namespace xj::accounts
