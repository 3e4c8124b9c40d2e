// Site content of both consoles (docs/admin.md "Site content"): a school's navigation menu, home banners and
// adverts, every read and write scoped to the school. Answers served from memory are dropped by the caller's
// invalidate() after the transaction.
#include <algorithm>

#include "core/api_error.h"
#include "core/sign.h"
#include "site/content_rules.h"
#include "site/service.h"

namespace xj::site {

using core::ApiError;

namespace {

[[noreturn]] void refuse(std::string_view msg) { throw ApiError::business(std::string(msg)); }

// `given` is `current` in another order: the same members, each once.
template <typename T>
bool same_members(std::vector<T> given, std::vector<T> current) {
    std::sort(given.begin(), given.end());
    std::sort(current.begin(), current.end());
    return given == current;
}

}  // namespace

std::vector<MenuItem> SiteService::admin_menus(db::Conn& conn, std::int64_t school_id) const {
    return menu_tree(content_store_.menus(conn, school_id));
}

std::pair<std::optional<MenuItem>, MenuItem> SiteService::save_menu(db::Conn& conn, std::int64_t school_id,
                                                                    MenuItem form) const {
    check_menu_form(form);
    content_store_.lock_school(conn, school_id);
    std::optional<MenuItem> before;
    if (form.id != 0) {
        before = content_store_.find_menu(conn, school_id, form.id, true);
        if (!before) refuse(kMsgNoMenu);
    }
    if (form.parent_id) {
        auto parent = content_store_.find_menu(conn, school_id, *form.parent_id, true);
        if (!parent || parent->parent_id || parent->id == form.id) refuse(kMsgNoParent);
        if (before && !content_store_.menu_ids(conn, school_id, before->id).empty()) refuse(kMsgParentHasChildren);
    }
    bool moved = !before || before->parent_id != form.parent_id;
    if (moved && content_store_.menu_ids(conn, school_id, form.parent_id).size() >= kMenusPerLevelMax)
        refuse(kMsgTooManyMenus);
    std::int64_t id = form.id;
    if (before) content_store_.update_menu(conn, id, form, moved);
    else id = content_store_.insert_menu(conn, school_id, form);
    return {before, *content_store_.find_menu(conn, school_id, id, false)};
}

MenuItem SiteService::remove_menu(db::Conn& conn, std::int64_t school_id, std::int64_t id) const {
    content_store_.lock_school(conn, school_id);
    auto item = content_store_.find_menu(conn, school_id, id, true);
    if (!item) refuse(kMsgNoMenu);
    // With the child menus that go with it (the audit row keeps them).
    for (auto& m : content_store_.menus(conn, school_id))
        if (m.parent_id == id) item->children.push_back(std::move(m));
    content_store_.delete_menu(conn, id);
    return *item;
}

std::vector<std::int64_t> SiteService::order_menus(db::Conn& conn, std::int64_t school_id,
                                                   const std::optional<std::int64_t>& parent_id,
                                                   const std::vector<std::int64_t>& ids) const {
    content_store_.lock_school(conn, school_id);
    if (parent_id && !content_store_.find_menu(conn, school_id, *parent_id, true)) refuse(kMsgNoParent);
    std::vector<std::int64_t> before = content_store_.menu_ids(conn, school_id, parent_id);
    if (!same_members(ids, before)) refuse(kMsgOrderStale);
    for (std::size_t i = 0; i < ids.size(); ++i) content_store_.set_menu_sort(conn, ids[i], static_cast<int>(i + 1));
    return before;
}

std::vector<Advert> SiteService::admin_adverts(db::Conn& conn, std::int64_t school_id,
                                               std::string_view position) const {
    check_advert_position(position);
    return content_store_.adverts(conn, school_id, position);
}

std::pair<std::optional<Advert>, Advert> SiteService::save_advert(db::Conn& conn, std::int64_t school_id,
                                                                  Advert form) const {
    check_advert_form(form);
    content_store_.lock_school(conn, school_id);
    std::optional<Advert> before;
    if (!form.sign.empty()) {
        before = content_store_.find_advert(conn, school_id, form.sign, true);
        if (!before) refuse(kMsgNoAdvert);
    }
    bool moved = !before || before->position != form.position;
    if (moved && content_store_.advert_signs(conn, school_id, form.position).size() >= kAdvertsPerPositionMax)
        refuse(kMsgTooManyAdverts);
    if (before) {
        content_store_.update_advert(conn, school_id, form, moved);
    } else {
        form.sign = core::make_sign();
        content_store_.insert_advert(conn, school_id, form);
    }
    return {before, *content_store_.find_advert(conn, school_id, form.sign, false)};
}

Advert SiteService::remove_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign) const {
    content_store_.lock_school(conn, school_id);
    auto advert = content_store_.find_advert(conn, school_id, sign, true);
    if (!advert) refuse(kMsgNoAdvert);
    content_store_.delete_advert(conn, school_id, sign);
    return *advert;
}

std::vector<std::string> SiteService::order_adverts(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                                    const std::vector<std::string>& signs) const {
    check_advert_position(position);
    content_store_.lock_school(conn, school_id);
    std::vector<std::string> before = content_store_.advert_signs(conn, school_id, position);
    if (!same_members(signs, before)) refuse(kMsgOrderStale);
    for (std::size_t i = 0; i < signs.size(); ++i)
        content_store_.set_advert_sort(conn, school_id, signs[i], static_cast<int>(i + 1));
    return before;
}

}  // namespace xj::site
