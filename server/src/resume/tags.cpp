#include "resume/tags.h"

#include <algorithm>
#include <array>
#include <initializer_list>

namespace xj::resume {

namespace {

struct Group {
    std::string_view name;
    std::initializer_list<std::string_view> positions;
    std::initializer_list<std::string_view> skills;
};

// The position categories of a Chinese job board, each with its common positions and the skills asked for them.
// Codes: the category's two digits, a position's four (category and its place in the list).
const std::initializer_list<Group> kGroups = {
    {"技术",
     {"前端开发工程师", "Java开发工程师", "Python开发工程师", "C/C++开发工程师", "测试工程师", "运维工程师",
      "数据分析师", "算法工程师", "嵌入式工程师", "网络安全工程师"},
     {"JavaScript", "TypeScript", "React", "Vue", "Java", "Spring Boot", "Python", "C++", "Linux", "SQL", "Git",
      "Docker", "数据分析", "机器学习"}},
    {"产品",
     {"产品经理", "产品助理", "用户研究员", "数据产品经理"},
     {"需求分析", "Axure", "原型设计", "数据分析", "项目管理"}},
    {"设计",
     {"UI设计师", "平面设计师", "视觉设计师", "交互设计师", "室内设计师"},
     {"Photoshop", "Illustrator", "Figma", "Sketch", "CAD", "C4D", "手绘"}},
    {"运营",
     {"新媒体运营", "电商运营", "内容运营", "用户运营", "直播运营", "跨境电商运营"},
     {"文案写作", "短视频剪辑", "数据分析", "活动策划", "亚马逊运营", "社群运营", "SEO"}},
    {"市场与销售",
     {"市场营销专员", "销售代表", "客户经理", "商务拓展", "电话销售"},
     {"客户开发", "商务谈判", "市场调研", "品牌推广", "CRM"}},
    {"人力与行政",
     {"人力资源专员", "招聘专员", "行政专员", "前台"},
     {"招聘", "员工关系", "薪酬绩效", "Office办公软件", "公文写作"}},
    {"财务与法务",
     {"会计", "出纳", "审计", "财务分析", "法务专员"},
     {"财务报表", "用友", "金蝶", "Excel", "税务", "合同审核"}},
    {"教育培训",
     {"教师", "课程顾问", "教务管理", "培训师", "助教"},
     {"课程设计", "教学组织", "普通话", "班级管理", "PPT制作"}},
    {"供应链与物流",
     {"采购专员", "仓储管理", "物流专员", "供应链管理", "外贸业务员"},
     {"ERP", "库存管理", "报关", "英语", "供应商管理"}},
    {"生产制造",
     {"生产管理", "质量管理", "机械工程师", "电气工程师", "工艺工程师"},
     {"CAD", "PLC", "六西格玛", "ISO9001", "SolidWorks"}},
    {"医疗健康", {"护士", "药剂师", "医学检验", "健康管理师"}, {"护理", "急救", "药品管理", "健康咨询"}},
    {"客服", {"客服专员", "售后服务", "电商客服"}, {"沟通表达", "投诉处理", "打字", "Office办公软件"}},
};

std::string two_digits(std::size_t n) {
    return std::string(1, static_cast<char>('0' + n / 10)) + static_cast<char>('0' + n % 10);
}

std::vector<Tag> make_positions() {
    std::vector<Tag> out;
    std::size_t g = 0;
    for (const Group& group : kGroups) {
        ++g;
        Tag category{two_digits(g), std::string(group.name), {}};
        std::size_t p = 0;
        for (std::string_view position : group.positions)
            category.children.push_back({category.code + two_digits(++p), std::string(position), {}});
        out.push_back(std::move(category));
    }
    return out;
}

// GB/T 4754-2017 国民经济行业分类: its 20 sections, by their letters.
std::vector<Tag> make_industries() {
    constexpr std::array<std::pair<std::string_view, std::string_view>, 20> kSections = {{
        {"A", "农、林、牧、渔业"},
        {"B", "采矿业"},
        {"C", "制造业"},
        {"D", "电力、热力、燃气及水生产和供应业"},
        {"E", "建筑业"},
        {"F", "批发和零售业"},
        {"G", "交通运输、仓储和邮政业"},
        {"H", "住宿和餐饮业"},
        {"I", "信息传输、软件和信息技术服务业"},
        {"J", "金融业"},
        {"K", "房地产业"},
        {"L", "租赁和商务服务业"},
        {"M", "科学研究和技术服务业"},
        {"N", "水利、环境和公共设施管理业"},
        {"O", "居民服务、修理和其他服务业"},
        {"P", "教育"},
        {"Q", "卫生和社会工作"},
        {"R", "文化、体育和娱乐业"},
        {"S", "公共管理、社会保障和社会组织"},
        {"T", "国际组织"},
    }};
    std::vector<Tag> out;
    for (const auto& [code, name] : kSections) out.push_back({std::string(code), std::string(name), {}});
    return out;
}

// Where most of the platform's learners look for work first (administrative-division codes).
std::vector<Tag> make_hot_cities() {
    return {{"11", "北京", {}},   {"31", "上海", {}},   {"4401", "广州", {}}, {"4403", "深圳", {}},
            {"3301", "杭州", {}}, {"5101", "成都", {}}, {"4201", "武汉", {}}, {"3201", "南京", {}},
            {"6101", "西安", {}}, {"3205", "苏州", {}}, {"50", "重庆", {}},   {"12", "天津", {}}};
}

const Tag* find_in(const std::vector<Tag>& tags, std::string_view code) {
    for (const Tag& tag : tags) {
        if (tag.code == code) return &tag;
        if (const Tag* child = find_in(tag.children, code)) return child;
    }
    return nullptr;
}

constexpr std::array<Choice, 6> kQualificationCategories = {{
    {1, "职业资格证书"},
    {2, "技能等级证书"},
    {3, "语言能力"},
    {4, "计算机能力"},
    {5, "荣誉奖项"},
    {6, "其他证书"},
}};

constexpr std::array<Choice, 5> kWorkStatuses = {{
    {0, "离校-随时到岗"},
    {1, "在校-月内到岗"},
    {2, "在校-考虑机会"},
    {3, "在职-考虑机会"},
    {4, "暂不考虑"},
}};

constexpr std::array<Choice, 3> kJobTypes = {{{1, "全职"}, {2, "兼职"}, {3, "实习"}}};

constexpr std::array<std::string_view, 8> kDegrees = {"初中及以下", "中专/中技", "高中", "大专",
                                                      "本科",       "硕士",      "博士", "其他"};

constexpr std::array<std::string_view, 4> kPolitical = {"中共党员", "中共预备党员", "共青团员", "群众"};

}  // namespace

const std::vector<Tag>& position_tags() {
    static const std::vector<Tag> tags = make_positions();
    return tags;
}

const std::vector<Tag>& industry_tags() {
    static const std::vector<Tag> tags = make_industries();
    return tags;
}

const std::vector<Tag>& hot_city_tags() {
    static const std::vector<Tag> tags = make_hot_cities();
    return tags;
}

std::vector<std::string> skill_tags(std::string_view code) {
    std::vector<std::string> out;
    std::size_t g = 0;
    for (const Group& group : kGroups) {
        std::string category = two_digits(++g);
        if (!code.empty() && !(code.size() >= 2 && code.substr(0, 2) == category)) continue;
        if (!code.empty() && !find_in(position_tags(), code)) return {};
        for (std::string_view skill : group.skills)
            if (std::find(out.begin(), out.end(), skill) == out.end()) out.emplace_back(skill);
    }
    return out;
}

std::optional<std::string> position_name(std::string_view code) {
    const Tag* tag = find_in(position_tags(), code);
    return tag ? std::optional<std::string>(tag->name) : std::nullopt;
}

std::optional<std::string> industry_name(std::string_view code) {
    const Tag* tag = find_in(industry_tags(), code);
    return tag ? std::optional<std::string>(tag->name) : std::nullopt;
}

std::span<const Choice> qualification_categories() { return kQualificationCategories; }
std::span<const Choice> work_statuses() { return kWorkStatuses; }
std::span<const Choice> job_types() { return kJobTypes; }
std::span<const std::string_view> degrees() { return kDegrees; }
std::span<const std::string_view> political_statuses() { return kPolitical; }

std::string_view choice_label(std::span<const Choice> choices, int value) {
    for (const Choice& c : choices)
        if (c.value == value) return c.label;
    return {};
}

bool is_choice(std::span<const Choice> choices, int value) { return !choice_label(choices, value).empty(); }

bool is_listed(std::span<const std::string_view> values, std::string_view value) {
    return std::find(values.begin(), values.end(), value) != values.end();
}

}  // namespace xj::resume
