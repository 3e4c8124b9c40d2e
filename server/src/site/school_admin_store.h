// The platform admin's SQL for schools (docs/admin.md "Schools"), and only SQL: the list with every school,
// disabled ones too, and the writes of the edit form.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "site/model.h"

namespace xj::site {

class SchoolAdminStore {
public:
    // Newest first.
    std::vector<School> list(db::Conn& conn, const SchoolFilter& filter, std::int64_t limit, std::int64_t offset) const;
    std::int64_t count(db::Conn& conn, const SchoolFilter& filter) const;
    // The hosts of these schools, in one query.
    std::vector<SiteHost> hosts_of(db::Conn& conn, const std::vector<std::int64_t>& school_ids) const;
    // The school serving a host, if any.
    std::optional<std::int64_t> host_owner(db::Conn& conn, std::string_view host) const;
    bool name_taken(db::Conn& conn, std::string_view name, std::int64_t except_id) const;

    void update_school(db::Conn& conn, const School& school) const;
    void set_disabled(db::Conn& conn, std::int64_t school_id, bool disabled) const;
    void delete_hosts(db::Conn& conn, std::int64_t school_id) const;
    void delete_images(db::Conn& conn, std::int64_t school_id) const;
    // A new school's navigation menu: a copy of another school's (parents and children, same order).
    void copy_menus(db::Conn& conn, std::int64_t from_school, std::int64_t to_school) const;
};

}  // namespace xj::site
