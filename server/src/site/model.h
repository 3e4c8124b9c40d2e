// The site shell's types: schools and their hosts, menus, adverts. No JSON, no SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xj::site {

inline constexpr std::string_view kDefaultSchoolSign = "1";
inline constexpr std::string_view kBannerPosition = "banner";

struct School {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
    std::string title;
    std::string logo;
    std::string bottom_logo;
    std::string home_index;
    std::string address;  // ';'-separated, "label||||||value" items
    std::string phone;    // same form
    std::string wechat_image;
    std::string app_image;
    std::string icp_number;  // for hosts without their own filing
    bool disabled = false;   // out of the lists; its hosts show the default school
    std::int64_t created_at = 0;
};

// What the site shows under a host name: its school and ICP number.
struct SiteHost {
    std::string host;
    std::int64_t school_id = 0;
    std::string icp_number;
};

struct SchoolImage {
    std::string title;
    std::string image_url;
};

struct MenuItem {
    std::int64_t id = 0;
    std::optional<std::int64_t> parent_id;
    std::string name;
    std::string url;
    std::string explanation;
    std::string open_mode;  // "_self" or "_blank"
    std::optional<std::string> active;
    std::optional<std::string> parameter_interface;
    std::vector<MenuItem> children;
    bool visible = true;  // a hidden item stays in the consoles, out of the navigation bar
};

struct Advert {
    std::string sign;
    std::string position;
    std::string title;
    std::string subtitle;
    std::string image_url;
    std::string link_url;
    std::string open_mode;
    bool visible = true;
    std::optional<std::int64_t> starts_at;  // shown from (seconds, inclusive); nullopt: at once
    std::optional<std::int64_t> ends_at;    // until (exclusive); nullopt: no end
};

// The positions a school's adverts are shown at: the home carousel and the home page's advert cards.
inline constexpr std::string_view kHomeAdvertPosition = "home";

// A school in the crest list of the home page (spec 02: school crest list): its logo is its crest.
struct SchoolCrest {
    std::string sign;
    std::string name;
    std::string crest;
};

struct SchoolBrief {
    std::string name;
    std::string sign;
};

// The platform admin's console (docs/admin.md "Schools"): a labelled line of the address or phone, a school with its
// hosts for the list, and everything the edit form shows.
struct ContactItem {
    std::string label;
    std::string value;
};

struct SchoolSummary {
    School school;
    std::vector<SiteHost> hosts;
};

struct SchoolDetail {
    School school;
    std::vector<ContactItem> address;
    std::vector<ContactItem> phone;
    std::vector<SiteHost> hosts;
    std::vector<SchoolImage> images;
};

struct SchoolForm {
    std::string original_sign;  // "" to create
    std::string sign;
    std::string name;
    std::string title;
    std::string logo;
    std::string bottom_logo;
    std::string icp_number;
    std::string wechat_image;
    std::string app_image;
    std::vector<ContactItem> address;
    std::vector<ContactItem> phone;
    std::vector<SiteHost> hosts;  // school_id unused
    std::vector<SchoolImage> images;
};

struct SchoolFilter {
    std::string keyword;           // in the name or equal to the sign
    std::optional<bool> disabled;  // nullopt: both
};

}  // namespace xj::site
