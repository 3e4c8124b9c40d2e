// The platform admin's schools (docs/admin.md "Schools"): the list with hosts, the edit form's detail, save and
// disable. Answers served from memory are dropped by the caller's invalidate() after the transaction.
#include <unordered_map>

#include "core/api_error.h"
#include "site/school_rules.h"
#include "site/service.h"

namespace xj::site {

using core::ApiError;

core::Paged<SchoolSummary> SiteService::admin_schools(const SchoolFilter& filter, const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        core::Paged<SchoolSummary> out;
        out.total = admin_store_.count(c, filter);
        if (out.total <= page.offset()) return out;
        std::vector<std::int64_t> ids;
        for (auto& school : admin_store_.list(c, filter, page.size, page.offset())) {
            ids.push_back(school.id);
            out.list.push_back({std::move(school), {}});
        }
        std::unordered_map<std::int64_t, std::vector<SiteHost>*> hosts;
        for (auto& row : out.list) hosts[row.school.id] = &row.hosts;
        for (auto& host : admin_store_.hosts_of(c, ids)) hosts.at(host.school_id)->push_back(std::move(host));
        return out;
    });
}

std::optional<SchoolDetail> SiteService::school_detail(db::Conn& conn, std::string_view sign) const {
    auto school = store_.find_school_by_sign(conn, sign);
    if (!school) return std::nullopt;
    SchoolDetail d;
    d.address = split_contacts(school->address);
    d.phone = split_contacts(school->phone);
    d.hosts = admin_store_.hosts_of(conn, {school->id});
    d.images = store_.list_school_images(conn, school->id);
    d.school = std::move(*school);
    return d;
}

SchoolDetail SiteService::save_school(db::Conn& conn, SchoolForm form, std::int64_t now) const {
    check_school_form(form);
    School school;
    if (form.original_sign.empty()) {
        if (store_.find_school_by_sign(conn, form.sign)) throw ApiError::invalid("sign", std::string(kMsgSignTaken));
    } else {
        auto found = store_.find_school_by_sign(conn, form.original_sign);
        if (!found) throw ApiError::business(std::string(kMsgSchoolMissing));
        school = std::move(*found);
    }
    if (admin_store_.name_taken(conn, form.name, school.id))
        throw ApiError::invalid("name", std::string(kMsgNameTaken));
    for (const auto& h : form.hosts) {
        auto owner = admin_store_.host_owner(conn, h.host);
        if (owner && *owner != school.id) throw ApiError::invalid("hosts", host_taken_message(h.host));
    }
    school.name = form.name;
    school.title = form.title;
    school.logo = form.logo;
    school.bottom_logo = form.bottom_logo;
    school.address = join_contacts(form.address);
    school.phone = join_contacts(form.phone);
    school.wechat_image = form.wechat_image;
    school.app_image = form.app_image;
    school.icp_number = form.icp_number;
    if (school.id == 0) {
        school.sign = form.sign;
        school.id = store_.insert_school(conn, school, now);
        // A new school starts with the default school's menu, so its home page has one from the first visit.
        if (auto model = store_.find_school_by_sign(conn, kDefaultSchoolSign))
            admin_store_.copy_menus(conn, model->id, school.id);
    } else {
        admin_store_.update_school(conn, school);
        admin_store_.delete_hosts(conn, school.id);
        admin_store_.delete_images(conn, school.id);
    }
    for (auto& h : form.hosts) {
        h.school_id = school.id;
        store_.insert_host(conn, h);
    }
    int sort = 0;
    for (const auto& image : form.images) store_.insert_school_image(conn, school.id, image, sort++);
    return *school_detail(conn, school.sign);
}

School SiteService::set_school_disabled(db::Conn& conn, std::string_view sign, bool disabled) const {
    auto school = store_.find_school_by_sign(conn, sign);
    if (!school) throw ApiError::business(std::string(kMsgSchoolMissing));
    if (disabled && school->sign == kDefaultSchoolSign) throw ApiError::business(std::string(kMsgDefaultSchool));
    admin_store_.set_disabled(conn, school->id, disabled);
    school->disabled = disabled;
    return *school;
}

}  // namespace xj::site
