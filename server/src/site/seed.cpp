#include "site/seed.h"

#include <chrono>
#include <vector>

#include <spdlog/spdlog.h>

#include "core/build_cache.h"
#include "core/sign.h"
#include "site/demo_images.h"

namespace xj::site {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kUrlPrefix = "/files/site/";
constexpr std::string_view kArea = "site";
constexpr int kQrSize = 240;

struct DemoSchool {
    std::string sign;
    std::string name;
    std::string file_stem;
};

const std::vector<DemoSchool> kOtherSchools{
    {"dhcj", "东海财经职业学院", "dhcj"},
    {"xlxx", "西岭信息工程学院", "xlxx"},
};

struct DemoMenu {
    std::string name;
    std::string url;
    std::string explanation;
    std::string open_mode = "_self";
    std::optional<std::string> active;
    std::optional<std::string> parameter_interface;
    std::vector<DemoMenu> children;
};

std::vector<DemoMenu> demo_menus() {
    return {
        {"首页", "/home", "学校首页", "_self", "/home", std::nullopt, {}},
        {"课程中心",
         "/college/master-courses",
         "必修与选修课程",
         "_self",
         "/college",
         std::nullopt,
         {{"必修课程", "/college/master-courses", "", "_self", std::nullopt, std::nullopt, {}},
          {"选修课程", "/college/optional-courses", "", "_self", std::nullopt, std::nullopt, {}},
          {"全部课程", "/class", "", "_self", std::nullopt, std::nullopt, {}}}},
        {"培训项目", "/train", "职业技能培训与训练营", "_self", "/train", std::nullopt, {}},
        {"就业服务",
         "/employment",
         "职位搜索与简历",
         "_self",
         "/employment",
         std::nullopt,
         {{"职位搜索", "/employment", "", "_self", std::nullopt, std::nullopt, {}},
          {"我的简历", "/resume", "", "_self", std::nullopt, std::nullopt, {}}}},
        {"新闻资讯",
         "/home/news-advisory",
         "学校新闻与行业资讯",
         "_self",
         "/home/news-advisory",
         std::nullopt,
         {{"企业资讯", "/home/news-advisory/business", "", "_self", std::nullopt, std::nullopt, {}},
          {"行业资讯", "/home/news-advisory/industry", "", "_self", std::nullopt, std::nullopt, {}},
          {"学习文章", "/essay", "", "_self", std::nullopt, std::nullopt, {}}}},
        {"仿真实训",
         "/simulation",
         "虚拟仿真实训系统",
         "_self",
         "/simulation",
         std::nullopt,
         {{"跨境电商仿真", "/simulation/amazon-virtual-system", "", "_self", std::nullopt, std::nullopt, {}},
          {"供应链实训", "/supplyChain", "", "_blank", std::nullopt, "/school/getSchoolSign", {}}}},
        {"证书查询", "/certificate-search", "职业技能证书查询", "_self", "/certificate-search", std::nullopt, {}},
        {"智能助手", "/ChatGPT", "学习与求职问答助手", "_self", "/ChatGPT", std::nullopt, {}},
    };
}

struct DemoAdvert {
    std::string position;
    std::string title;
    std::string subtitle;
    std::string link_url;
    int palette;
};

const std::vector<DemoAdvert> kAdverts{
    {"banner", "职业教育 · 学以致用", "120 余门精品课程，名师授课，随时随地学习", "/college/master-courses", 0},
    {"banner", "2026 秋季学期选课已开启", "必修与选修课程一站选齐，学分实时可查", "/class", 1},
    {"banner", "就业服务直通车", "简历制作、名企职位、投递进度一站式服务", "/employment", 2},
    {"banner", "虚拟仿真实训", "跨境电商、供应链、门店运营，身临其境练本领", "/simulation", 3},
    {"home", "考证通关训练营", "1+X 证书备考，真题精讲", "/train", 4},
    {"home", "新生入学指南", "选课、学分、考试一文读懂", "/home/news-advisory", 5},
    {"home", "企业订单班招募", "与 30 余家企业联合培养", "/employment", 1},
    {"home", "数字技能证书", "学完即考，证书可查", "/certificate-search", 0},
};

const std::vector<std::pair<std::string, int>> kCampus{
    {"图书馆", 0}, {"实训中心", 1}, {"教学楼", 4}, {"学生活动中心", 2}};

std::string url_of(const std::string& file) { return std::string(kUrlPrefix) + file; }

void insert_menus(const SiteStore& store, db::Conn& conn, std::int64_t school_id) {
    int sort = 0;
    for (const auto& m : demo_menus()) {
        MenuItem parent{0,        std::nullopt,          m.name, m.url, m.explanation, m.open_mode,
                        m.active, m.parameter_interface, {}};
        std::int64_t parent_id = store.insert_menu(conn, school_id, parent, ++sort);
        int child_sort = 0;
        for (const auto& c : m.children) {
            MenuItem child{0, parent_id, c.name, c.url, c.explanation, c.open_mode, c.active, c.parameter_interface,
                           {}};
            store.insert_menu(conn, school_id, child, ++child_sort);
        }
    }
}

void draw_artwork(const fs::path& dir) {
    images::draw_logo(dir / "logo.png", "学鲸职业技术学院", false);
    images::draw_logo(dir / "logo-footer.png", "学鲸职业技术学院", true);
    images::draw_qr(dir / "wechat-qr.png", "https://xuejing.example.cn/wechat", kQrSize);
    images::draw_qr(dir / "app-qr.png", "https://xuejing.example.cn/app", kQrSize);
    for (std::size_t i = 0; i < kAdverts.size(); ++i) {
        const auto& a = kAdverts[i];
        auto file = dir / ("advert-" + std::to_string(i + 1) + ".png");
        if (a.position == kBannerPosition) {
            images::draw_banner(file, a.title, a.subtitle, a.palette);
        } else {
            images::draw_advert(file, a.title, a.subtitle, a.palette);
        }
    }
    // The home page's cards lay the title over the picture in HTML, so the picture itself carries no caption.
    for (std::size_t i = 0; i < kCampus.size(); ++i)
        images::draw_campus(dir / ("campus-" + std::to_string(i + 1) + ".png"), "", kCampus[i].second);
    for (const auto& s : kOtherSchools) images::draw_logo(dir / (s.file_stem + "-logo.png"), s.name, false);
}

void insert_demo_rows(const SiteStore& store, db::Conn& conn, std::int64_t now) {
    School main{0,
                std::string(kDefaultSchoolSign),
                "学鲸职业技术学院",
                "学鲸在线 · 学鲸职业技术学院学习平台",
                url_of("logo.png"),
                url_of("logo-footer.png"),
                "/home",
                "学校地址||||||北京市海淀区学院路 38 号;实训基地||||||北京市昌平区科技园区创新路 12 号",
                "招生热线||||||010-6275 3388;技术支持||||||400-810-2026",
                url_of("wechat-qr.png"),
                url_of("app-qr.png"),
                "京ICP备2024031866号-1"};
    std::int64_t school_id = store.insert_school(conn, main, now);
    store.insert_host(conn, {"xuejing.example.cn", school_id, "京ICP备2024031866号-2"});
    for (std::size_t i = 0; i < kCampus.size(); ++i) {
        store.insert_school_image(conn, school_id,
                                  {kCampus[i].first, url_of("campus-" + std::to_string(i + 1) + ".png")},
                                  static_cast<int>(i));
    }
    insert_menus(store, conn, school_id);
    for (std::size_t i = 0; i < kAdverts.size(); ++i) {
        const auto& a = kAdverts[i];
        Advert advert{
            core::make_sign(), a.position, a.title, a.subtitle, url_of("advert-" + std::to_string(i + 1) + ".png"),
            a.link_url,        "_self"};
        store.insert_advert(conn, school_id, advert, static_cast<int>(i));
    }
    for (const auto& s : kOtherSchools) {
        School other{0,  s.sign, s.name, s.name + "学习平台", url_of(s.file_stem + "-logo.png"), "", "/home", "", "",
                     "", "",     ""};
        store.insert_school(conn, other, now);
    }
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, SiteService& site, const fs::path& files_dir) {
    const SiteStore store;
    if (db.with_conn([&](db::Conn& conn) { return store.any_school(conn); })) return false;
    core::fill_from_build_cache(files_dir / kArea, "artwork", draw_artwork);

    bool seeded = false;
    try {
        seeded = db.with_tx([&](db::Conn& conn) {
            // Another instance started at the same time may have seeded meanwhile.
            if (store.any_school(conn)) return false;
            insert_demo_rows(store, conn, clock.now_seconds());
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // lost the race to another instance
    }
    site.invalidate();
    if (seeded) spdlog::info("demo: seeded the school 学鲸职业技术学院 with menus, banners and adverts");
    return seeded;
}

}  // namespace xj::site
