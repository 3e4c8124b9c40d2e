#include "site/service.h"

#include <algorithm>

#include <boost/json/value_from.hpp>

#include "core/api_error.h"
#include "site/content_rules.h"
#include "site/json.h"

namespace xj::site {

namespace json = boost::json;
using core::ApiError;

namespace {

constexpr std::string_view kMsgNoSchool = "学校不存在";

std::string envelope_of(const json::value& data) {
    return core::envelope_text(static_cast<int>(core::ApiCode::kOk), core::default_message(core::ApiCode::kOk), data);
}

}  // namespace

std::optional<SiteService::HostMatch> SiteService::peek_host(std::string_view host) {
    std::lock_guard lock(hosts_mutex_);
    if (!hosts_) return std::nullopt;
    for (const auto& h : *hosts_) {
        if (h.host == host) return HostMatch{h.school_id, h.host, h.icp_number};
    }
    return HostMatch{*default_school_, "", ""};
}

std::string SiteService::cache_key(std::string_view kind, const HostMatch& match, bool per_host) {
    std::string key(kind);
    key += std::to_string(match.school_id);
    if (per_host) key += ":" + match.host_key;
    return key;
}

core::SharedBytes SiteService::peek(std::string_view kind, std::string_view host, bool per_host) {
    auto match = peek_host(host);
    return match ? cache_.find(cache_key(kind, *match, per_host), clock_.now_seconds()) : nullptr;
}

SiteService::HostMatch SiteService::match_host(std::string_view host) {
    std::lock_guard lock(hosts_mutex_);
    if (!hosts_) {
        // Both read into locals and kept together: a failed query leaves nothing half-loaded (issue 13).
        auto [hosts, default_school] = db_.with_conn([&](db::Conn& conn) {
            auto list = store_.list_hosts(conn);
            auto school = store_.find_school_by_sign(conn, kDefaultSchoolSign);
            if (!school) {
                auto schools = store_.list_schools(conn);
                if (!schools.empty()) school = store_.find_school_by_sign(conn, schools.front().sign);
            }
            return std::pair{std::move(list), school ? school->id : std::int64_t{0}};
        });
        hosts_ = std::move(hosts);
        default_school_ = default_school;
    }
    for (const auto& h : *hosts_) {
        if (h.host == host) return {h.school_id, h.host, h.icp_number};
    }
    return {*default_school_, "", ""};
}

School SiteService::require_school(db::Conn& conn, std::string_view sign) const {
    auto school = store_.find_school_by_sign(conn, sign);
    if (!school) throw ApiError::business(std::string(kMsgNoSchool));
    return *school;
}

core::SharedBytes SiteService::navigation_bar(std::string_view host) {
    HostMatch match = match_host(host);
    return cache_.get_or_build(cache_key("nav:", match, false), [&] {
        auto menus = db_.with_conn([&](db::Conn& conn) { return store_.list_menus(conn, match.school_id); });
        return envelope_of(json::value_from(menu_tree(std::move(menus))));
    });
}

core::SharedBytes SiteService::advert_answer(std::string_view kind, std::string_view host, bool at_position) {
    HostMatch match = match_host(host);
    std::int64_t now = clock_.now_seconds();
    return cache_.get_or_build(cache_key(kind, match, false), now, [&] {
        return db_.with_conn([&](db::Conn& c) {
            auto ads = at_position ? store_.list_adverts(c, match.school_id, kBannerPosition, now)
                                   : store_.list_adverts_except(c, match.school_id, kBannerPosition, now);
            auto next = store_.next_advert_change(c, match.school_id, now);
            return core::AnswerCache::Built{envelope_of(json::value_from(ads)),
                                            next.value_or(core::AnswerCache::kForever)};
        });
    });
}

core::SharedBytes SiteService::home_banners(std::string_view host) { return advert_answer("banner:", host, true); }

core::SharedBytes SiteService::adverts(std::string_view host) { return advert_answer("adverts:", host, false); }

core::SharedBytes SiteService::base_info(const std::optional<std::string>& sign, std::string_view host) {
    HostMatch match = match_host(host);
    if (sign) {
        School school = db_.with_conn([&](db::Conn& conn) { return require_school(conn, *sign); });
        std::string icp =
            match.school_id == school.id && !match.icp_number.empty() ? match.icp_number : school.icp_number;
        return std::make_shared<const std::string>(envelope_of(base_info_json(school, icp)));
    }
    if (match.school_id == 0) throw ApiError::business(std::string(kMsgNoSchool));
    return cache_.get_or_build(cache_key("info:", match, true), [&] {
        auto school = db_.with_conn([&](db::Conn& conn) { return store_.find_school_by_id(conn, match.school_id); });
        if (!school) throw ApiError::business(std::string(kMsgNoSchool));
        return envelope_of(base_info_json(*school, match.icp_number.empty() ? school->icp_number : match.icp_number));
    });
}

std::vector<SchoolImage> SiteService::school_images(const std::string& sign) {
    return db_.with_conn([&](db::Conn& conn) {
        School school = require_school(conn, sign);
        return store_.list_school_images(conn, school.id);
    });
}

SchoolList SiteService::school_list(const std::string& sign) {
    return db_.with_conn([&](db::Conn& conn) {
        School school = require_school(conn, sign);
        return SchoolList{store_.list_schools(conn), store_.list_school_images(conn, school.id)};
    });
}

core::SharedBytes SiteService::crest_list(const core::Page& page) {
    auto build = [&] {
        return db_.with_conn([&](db::Conn& conn) {
            json::array list;
            for (const auto& s : store_.list_crests(conn, page.size, page.offset()))
                list.push_back(json::object{{"idSign", s.sign}, {"schoolName", s.name}, {"crest", s.crest}});
            return envelope_of(json::object{{"list", std::move(list)}, {"total", store_.count_schools(conn)}});
        });
    };
    if (page.page != 1) return std::make_shared<const std::string>(build());
    return cache_.get_or_build("crests:" + std::to_string(page.size), build);
}

std::string SiteService::school_sign(std::string_view host) {
    HostMatch match = match_host(host);
    if (match.school_id == 0) throw ApiError::business(std::string(kMsgNoSchool));
    auto school = db_.with_conn([&](db::Conn& conn) { return store_.find_school_by_id(conn, match.school_id); });
    if (!school) throw ApiError::business(std::string(kMsgNoSchool));
    return school->sign;
}

SiteService::SiteService(db::Database& db, const core::Clock& clock) : db_(db), clock_(clock) {
    feed_ = db_.changes().subscribe(std::string(kSiteTopic), [this](std::int64_t) { drop_cached(); });
}

void SiteService::invalidate() { db_.changes().publish(kSiteTopic); }

void SiteService::drop_cached() {
    {
        std::lock_guard lock(hosts_mutex_);
        hosts_.reset();
        default_school_.reset();
    }
    cache_.invalidate();
}

}  // namespace xj::site
