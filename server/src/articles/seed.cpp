#include "articles/seed.h"

#include <spdlog/spdlog.h>

#include "articles/news_store.h"
#include "articles/store.h"
#include "core/build_cache.h"
#include "core/html_sanitizer.h"
#include "core/text.h"
#include "site/demo_images.h"

namespace xj::articles {

namespace {

constexpr std::string_view kStudentMobile = "13800000001";      // 张晓明
constexpr std::string_view kTeacherMobile = "13800000002";      // 王丽华
constexpr std::string_view kSchoolAdminMobile = "13800000004";  // 陈国强
constexpr std::string_view kAdminMobile = "13800000006";        // 周杰, the platform's
constexpr std::int64_t kDay = 24 * 3600;

const std::vector<const char*> kTypes{"学习方法", "职业规划", "行业观察", "技术分享", "校园生活"};

struct DemoArticle {
    const char* title;
    int type;  // index in kTypes
    bool by_admin;
    const char* picture;  // the body's picture caption ("" for none)
    const char* html;     // {img} is replaced by the body's picture
    int age_days;
    int likes;  // how many of the demo readers like it
};

// Written for the demo: short, practical pieces a vocational college's teachers would share.
const std::vector<DemoArticle> kArticles{
    {"用“费曼学习法”学会一门新课", 0, false, "费曼学习法",
     "<h2>为什么讲给别人听最有效</h2><p>费曼学习法的核心只有一句话：<strong>如果你不能用简单的话讲清楚，"
     "说明你还没有真正理解</strong>。我们在《Python 程序设计》的课堂上试了一个学期，效果明显。</p>{img}"
     "<h3>四个步骤</h3><ol><li>选一个概念，写在白纸最上方；</li><li>假装讲给一位没学过的同学听，把讲解写下来；"
     "</li><li>卡住的地方回到教材和视频，补上缺口；</li><li>删掉术语，用类比重新讲一遍。</li></ol>"
     "<blockquote>学习不是把知识装进脑子，而是让知识在脑子里长出联系。</blockquote>"
     "<p>建议每学完一章，就用这个方法给自己做一次小结，再去做章节测验。</p>",
     21, 4},
    {"Python 初学者最常见的五个错误", 3, false, "",
     "<p>批改了两百多份作业后，我把出现最多的问题整理成下表，供大家对照检查。</p>"
     "<table><thead><tr><th>错误</th><th>表现</th><th>改法</th></tr></thead><tbody>"
     "<tr><td>缩进混用</td><td>IndentationError</td><td>编辑器统一使用四个空格</td></tr>"
     "<tr><td>可变默认参数</td><td>列表在多次调用间累积</td><td>默认值写 None，函数内再创建</td></tr>"
     "<tr><td>== 与 is 混淆</td><td>比较字符串结果忽对忽错</td><td>比较值用 ==</td></tr>"
     "<tr><td>循环中修改列表</td><td>元素被跳过</td><td>遍历副本或用列表推导式</td></tr>"
     "<tr><td>吞掉异常</td><td>程序静默失败</td><td>只捕获预期的异常并记录日志</td></tr>"
     "</tbody></table><p>第二条最隐蔽，看这个例子：</p>"
     "<pre><code class=\"language-python\">def add(item, bucket=None):\n    if bucket is None:\n        bucket = []\n"
     "    bucket.append(item)\n    return bucket</code></pre>",
     14, 3},
    {"跨境电商运营岗位需要哪些能力", 1, false, "跨境电商",
     "<p>今年合作企业的招聘需求里，跨境电商运营岗位比去年多了三成。结合企业导师的反馈，我们把能力要求分成三层。</"
     "p>{img}"
     "<h3>基础层</h3><ul><li>熟悉至少一个主流平台的规则与后台；</li><li>能读懂店铺数据报表。</li></ul>"
     "<h3>进阶层</h3><ul><li>会做站内广告投放与优化；</li><li>能写出符合当地习惯的商品文案。</li></ul>"
     "<h3>核心层</h3><p>选品判断和供应链协调，这需要在<em>真实项目</em>里积累。"
     "学院的《跨境电商运营实训》就是围绕这三层设计的。</p>",
     10, 5},
    {"做好一份实训报告的三个要点", 0, false, "",
     "<p>实训报告不是流水账。评分时老师最看重三点：</p><ol><li><strong>目标清楚</"
     "strong>：开头一段写明任务要解决的问题；"
     "</li><li><strong>过程可复现</strong>：关键步骤配截图，数据写明来源；</li><li><strong>有反思</strong>："
     "写出遇到的问题和下次的改进。</li></ol><p>附件统一用 PDF 提交，文件名写“学号-姓名-任务编号”。</p>",
     6, 2},
    {"直播带货行业的新变化", 2, false, "直播运营",
     "<p>直播电商进入精细化运营阶段：流量成本上升，<u>内容质量和复购</u>成为关键。</p>{img}"
     "<p>对同学们来说，这意味着只会“喊麦”不够了，脚本策划、数据复盘和供应链知识同样重要。"
     "更多行业数据可以参考<a href=\"https://www.stats.gov.cn/\">国家统计局</a>发布的统计公报。</p>",
     3, 1},
    {"学院图书馆延长开放时间", 4, true, "图书馆",
     "<p>为方便同学们复习备考，自12月1日起，图书馆开放时间延长至晚上22:30，自习区周末照常开放。</p>{img}"
     "<p>请同学们爱护公共设施，保持安静。</p>",
     2, 3},
    {"如何在平台上高效管理学习时间", 0, true, "",
     "<p>平台的学习记录会统计每天的有效学习时长。几个小建议：</p><ul><li>在“个人中心”查看每周学习曲线；</li>"
     "<li>把视频学习安排在精力最好的时段；</li><li>作业和考试的截止时间留出一天余量。</li></ul>",
     1, 2},
    {"财务共享服务中心是怎样运作的", 2, true, "财务共享",
     "<p>越来越多的集团企业建立了财务共享服务中心，把分散在各地的报销、核算和付款集中处理。</p>{img}"
     "<p>《财务共享实训》用真实流程还原了这一模式，适合会计专业的同学提前了解岗位。</p>",
     8, 2},
};

struct DemoNews {
    int category;
    bool platform;
    const char* title;
    const char* source;
    const char* html;
    int age_days;
    int views;
};

const std::vector<DemoNews> kNews{
    {kBusiness, false, "学院与五家企业共建跨境电商产业学院", "学院新闻中心",
     "<p>学院与五家跨境电商及物流企业签署合作协议，共建跨境电商产业学院，共同开发实训项目并提供实习岗位。</p>"
     "<p>首批合作项目将覆盖店铺运营、海外仓管理和跨境支付三个方向。</p>",
     1, 326},
    {kBusiness, false, "第五届职业技能竞赛圆满落幕", "学院新闻中心",
     "<p>本届竞赛设电子商务、数据分析、跨境电商三个赛项，共有来自八个专业的三百余名同学参赛。</p>"
     "<p>获奖同学将代表学院参加省级比赛。</p>",
     3, 518},
    {kBusiness, false, "秋季校园招聘会提供岗位一千二百个", "就业指导中心",
     "<p>秋季校园招聘会共有八十余家企业参会，提供岗位一千二百个，涉及电商运营、财务、软件开发等方向。</p>", 6, 702},
    {kBusiness, false, "学院获评省级数字化教学示范单位", "学院新闻中心",
     "<p>学院在线课程建设与混合式教学改革成效显著，获评省级数字化教学示范单位。</p>", 12, 214},
    {kBusiness, false, "新媒体直播实训室正式启用", "实训中心",
     "<p>新建成的直播实训室配备六个直播间和一个数据复盘室，可同时容纳六十名同学开展实训。</p>", 18, 168},
    {kBusiness, false, "寒假社会实践项目开始报名", "学生工作处",
     "<p>寒假社会实践项目包括乡村电商帮扶、社区数字助老和企业岗位见习三类，报名截止到12月20日。</p>", 25, 95},
    {kIndustry, true, "跨境电商出口保持增长，新兴市场表现亮眼", "学鲸行业观察",
     "<p>今年以来，跨境电商出口规模持续扩大，东南亚、中东等新兴市场增速明显快于传统市场。</p>"
     "<p>业内人士认为，本地化运营和海外仓布局是企业下一阶段竞争的重点。</p>",
     2, 880},
    {kIndustry, true, "数字化人才需求持续上升", "学鲸行业观察",
     "<p>多份招聘报告显示，数据分析、数字营销和智能制造相关岗位的需求持续上升，"
     "具备实操能力的职业院校毕业生更受企业欢迎。</p>",
     4, 640},
    {kIndustry, true, "财务共享模式加速向中小企业普及", "学鲸行业观察",
     "<p>随着云财务工具的成熟，财务共享模式正在从大型集团向中小企业普及，"
     "懂流程、会工具的财务人员缺口扩大。</p>",
     7, 410},
    {kIndustry, true, "直播电商进入精细化运营阶段", "学鲸行业观察",
     "<p>直播电商的增长重心正从拉新转向复购，内容策划、数据复盘和供应链管理能力成为从业者的核心竞争力。</p>", 9, 357},
    {kIndustry, true, "职业技能等级证书制度进一步完善", "学鲸行业观察",
     "<p>职业技能等级证书与学历教育的衔接进一步加强，学生在校期间可以通过课程学习和考核获得相应证书。</p>", 15, 290},
    {kIndustry, true, "物流企业加快智能仓储建设", "学鲸行业观察",
     "<p>多家物流企业加快智能仓储建设，自动分拣和仓储管理系统操作成为一线岗位的新要求。</p>", 20, 133},
};

struct Seed {
    db::Database& db;
    accounts::AccountService& accounts;
    std::filesystem::path files_dir;
    const ArticleStore articles{};
    const NewsStore news{};
};

std::int64_t user_id_of(Seed& s, db::Conn& c, std::string_view mobile) {
    auto user = s.accounts.find_user_by_mobile(c, std::string(mobile));
    return user ? user->id : 0;
}

// The demo's pictures, by name: an article's body picture (demo-article-N, when it has one), its cover
// (demo-article-N-cover) and a news item's cover (demo-news-N). Seconds of drawing: made once per build
// (core/build_cache.h) and copied afterwards.
std::string article_picture(std::size_t i) { return "demo-article-" + std::to_string(i + 1); }
std::string article_cover(std::size_t i) { return article_picture(i) + "-cover"; }
std::string news_cover(std::size_t i) { return "demo-news-" + std::to_string(i + 1); }
std::string url_of(const std::string& name) { return std::string(kImagePrefix) + name + ".png"; }

void draw_artwork(const std::filesystem::path& dir) {
    for (std::size_t i = 0; i < kArticles.size(); ++i) {
        const DemoArticle& d = kArticles[i];
        auto palette = static_cast<int>(i);
        if (!std::string_view(d.picture).empty()) {
            if (i % 2 == 0) site::images::draw_campus(dir / (article_picture(i) + ".png"), d.picture, palette);
            else site::images::draw_advert(dir / (article_picture(i) + ".png"), d.picture, "学鲸 · 文章", palette);
        }
        site::images::draw_advert(dir / (article_cover(i) + ".png"), d.title, "学鲸 · 文章", palette + 3);
    }
    for (std::size_t i = 0; i < kNews.size(); ++i)
        site::images::draw_campus(dir / (news_cover(i) + ".png"), kNews[i].title, static_cast<int>(i));
}

// The pictures into <files>/article-images (beside the writers' uploads), through a folder of their own.
void place_artwork(const std::filesystem::path& files_dir) {
    std::filesystem::path staging = files_dir.parent_path() / "tmp" / "article-artwork";
    core::fill_from_build_cache(staging, "article-artwork", draw_artwork);
    std::error_code ec;
    std::filesystem::create_directories(files_dir / kImageDir, ec);
    std::filesystem::copy(staging, files_dir / kImageDir,
                          std::filesystem::copy_options::overwrite_existing | std::filesystem::copy_options::recursive,
                          ec);
    if (ec) spdlog::warn("demo: cannot place the article pictures: {}", ec.message());
    std::filesystem::remove_all(staging, ec);
}

std::string with_picture(std::string html, const std::string& url, std::string_view alt) {
    auto at = html.find("{img}");
    if (at != std::string::npos)
        html.replace(at, 5, url.empty() ? "" : "<p><img src=\"" + url + "\" alt=\"" + std::string(alt) + "\"></p>");
    return core::sanitize_html(html, core::HtmlPolicy{{std::string(kImagePrefix)}});
}

int seed_articles(Seed& s, std::int64_t now) {
    return s.db.with_tx([&](db::Conn& c) {
        if (!s.articles.types(c).empty()) return 0;
        std::vector<std::int64_t> types;
        for (std::size_t i = 0; i < kTypes.size(); ++i)
            types.push_back(s.articles.insert_type(c, kTypes[i], static_cast<int>(i)));
        auto teacher = s.accounts.find_user_by_mobile(c, std::string(kTeacherMobile));
        auto admin = s.accounts.find_user_by_mobile(c, std::string(kSchoolAdminMobile));
        if (!teacher || !admin || !teacher->school_id) return static_cast<int>(types.size());
        std::vector<std::int64_t> readers;
        for (std::string_view mobile : {kStudentMobile, kTeacherMobile, std::string_view("13800000003"),
                                        kSchoolAdminMobile, std::string_view("13800000007")})
            if (std::int64_t id = user_id_of(s, c, mobile)) readers.push_back(id);
        std::int64_t student = user_id_of(s, c, kStudentMobile);
        int n = 0;
        for (std::size_t i = 0; i < kArticles.size(); ++i) {
            const DemoArticle& d = kArticles[i];
            std::string body = std::string(d.picture).empty() ? "" : url_of(article_picture(i));
            ArticleRow row;
            row.school_id = *teacher->school_id;
            row.author_id = d.by_admin ? admin->id : teacher->id;
            row.type_id = types[static_cast<std::size_t>(d.type)];
            row.title = d.title;
            row.content = with_picture(d.html, body, d.picture);
            row.text = core::html_text(row.content);
            row.summary = core::text::first_code_points(row.text, 90);
            row.cover = url_of(article_cover(i));
            row.status = kPublished;
            row.recommend = i == 2 || i == 0;
            std::int64_t at = now - d.age_days * kDay;
            std::string sign = s.articles.insert(c, row, at);
            std::int64_t id = s.articles.find(c, sign)->card.id;
            for (int k = 0; k < d.likes && k < static_cast<int>(readers.size()); ++k)
                s.articles.like(c, id, readers[static_cast<std::size_t>(k)], at + kDay / 2);
            if (student && (i == 0 || i == 2)) s.articles.collect(c, id, student, at + kDay);
            if (student && i < 4) s.articles.record_view(c, id, student, now - static_cast<std::int64_t>(i) * 3600);
            ++n;
        }
        // One draft of the teacher's, for the management list.
        ArticleRow draft;
        draft.school_id = *teacher->school_id;
        draft.author_id = teacher->id;
        draft.type_id = types[3];
        draft.title = "（草稿）数据分析入门书单";
        draft.content = core::sanitize_html("<p>整理中：统计学、SQL 与可视化各两本。</p>", {});
        draft.text = core::html_text(draft.content);
        draft.summary = draft.text;
        s.articles.insert(c, draft, now - kDay);
        return n + 1;
    });
}

int seed_news(Seed& s, std::int64_t now) {
    return s.db.with_tx([&](db::Conn& c) {
        if (s.news.published(c, 0, 0, Page{1, 1}).total > 0) return 0;
        auto school_admin = s.accounts.find_user_by_mobile(c, std::string(kSchoolAdminMobile));
        std::int64_t platform_admin = user_id_of(s, c, kAdminMobile);
        if (!school_admin || !school_admin->school_id) return 0;
        int n = 0;
        for (std::size_t i = 0; i < kNews.size(); ++i) {
            const DemoNews& d = kNews[i];
            NewsRow row;
            row.school_id = d.platform ? std::nullopt : std::optional<std::int64_t>(*school_admin->school_id);
            row.author_id = d.platform ? platform_admin : school_admin->id;
            row.form.category = d.category;
            row.form.title = d.title;
            row.form.source = d.source;
            row.form.content = core::sanitize_html(d.html, {});
            row.form.summary = core::html_text(row.form.content);
            row.form.cover = url_of(news_cover(i));
            row.form.publish = true;
            std::string sign = s.news.insert(c, row, now - d.age_days * kDay);
            s.news.count_view(c, s.news.find(c, sign)->id, d.views);
            ++n;
        }
        return n;
    });
}

// Two instances starting at once: the types' names are unique, so the loser's transaction rolls back; a lost race is
// not a start-up failure.
template <class F>
int guarded(F&& seed) {
    try {
        return seed();
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;
        return 0;
    }
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
               const std::filesystem::path& files_dir) {
    Seed s{db, accounts, files_dir};
    bool seeded_before = db.with_conn([&](db::Conn& c) {
        return !s.articles.types(c).empty() && s.news.published(c, 0, 0, Page{1, 1}).total > 0;
    });
    if (seeded_before) return false;
    place_artwork(files_dir);
    std::int64_t now = clock.now_seconds();
    int articles = guarded([&] { return seed_articles(s, now); });
    int news = guarded([&] { return seed_news(s, now); });
    if (articles > 0) spdlog::info("demo: seeded {} article types and articles", articles);
    if (news > 0) spdlog::info("demo: seeded {} news items", news);
    return articles + news > 0;
}

}  // namespace xj::articles
