#include "assistant/intent.h"

#include <algorithm>
#include <array>
#include <span>

namespace xj::assistant {

namespace {

using Words = std::span<const std::string_view>;

bool has(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

bool has_any(std::string_view text, Words words) {
    return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return has(text, w); });
}

// The words of each intent. A question is read in the order of read_question: the first rule that holds wins.
constexpr std::array<std::string_view, 8> kHowWords = {"怎么", "如何", "怎样", "流程", "步骤", "教程", "在哪", "哪里"};
constexpr std::array<std::string_view, 12> kGreetingWords = {
    "你好", "您好", "在吗", "哈喽", "hello", "Hello", "你是谁", "你能做", "你会做", "你会什么", "能帮我", "帮助"};
constexpr std::array<std::string_view, 7> kScoreWords = {"成绩",   "分数", "考了多少", "得了多少",
                                                         "多少分", "及格", "排名"};
constexpr std::array<std::string_view, 8> kTaskWords = {"作业", "考试", "测验", "试卷",
                                                        "待办", "截止", "到期", "deadline"};
constexpr std::array<std::string_view, 4> kResumeWords = {"简历", "履历", "个人资料完善", "完成度"};
constexpr std::array<std::string_view, 14> kJobWords = {"工作", "职位", "岗位", "招聘",  "求职", "实习", "就业",
                                                        "薪资", "工资", "月薪", "offer", "公司", "企业", "找活"};
constexpr std::array<std::string_view, 3> kCertificateWords = {"证书", "证件", "资格证"};
constexpr std::array<std::string_view, 9> kProgressWords = {"进度",     "学到哪", "学了多少", "我的课程", "在学",
                                                            "学习情况", "学完",   "我学的",   "我报的"};
constexpr std::array<std::string_view, 5> kTrainingWords = {"培训", "实训", "训练营", "实战项目", "集训"};
constexpr std::array<std::string_view, 7> kArticleWords = {"新闻", "资讯", "文章", "动态", "政策", "公告", "行业"};
constexpr std::array<std::string_view, 3> kStrongArticleWords = {"新闻", "资讯", "文章"};  // read before jobs
constexpr std::array<std::string_view, 9> kCourseWords = {"课程",   "课",     "教程", "学习", "入门",
                                                          "学什么", "怎么学", "想学", "自学"};

struct HelpRule {
    std::string_view topic;
    std::array<std::string_view, 4> words;
};
// How-to questions about the platform itself (with a how-word: 怎么注册, 兑换码在哪里用).
constexpr std::array<HelpRule, 7> kHelpRules = {{
    {"register", {"注册", "开通账号", "创建账号", "新用户"}},
    {"password", {"密码", "登不上", "登录不了", "无法登录"}},
    {"code", {"兑换码", "激活码", "学习码", "兑换"}},
    {"wechat", {"微信", "扫码登录", "绑定", "解绑"}},
    {"apply", {"投简历", "投递", "申请职位", "应聘"}},
    {"resume", {"写简历", "做简历", "填简历", "导出简历"}},
    {"exam", {"考试", "交卷", "答题", "考卷"}},
}};

// The question's own words: taken out before what is left is looked up. Longest first where one holds another.
constexpr std::array<std::string_view, 71> kFillers = {
    "请问一下", "请问", "麻烦",   "帮我找",   "帮我查",   "帮我",     "给我",   "我想要", "我想找", "我想学", "我想",
    "我要",     "想要", "想找",   "想学",     "要学",     "找一下",   "找找",   "查一下", "查查",   "查询",   "搜索",
    "搜一下",   "看看", "看一下", "推荐一下", "推荐几个", "推荐一些", "推荐",   "有没有", "有什么", "有哪些", "是什么",
    "什么",     "哪些", "哪个",   "关于",     "相关的",   "相关",     "方面的", "方面",   "领域",   "一些",   "一下",
    "几个",     "一个", "好的",   "最新的",   "最新",     "最近",     "适合",   "零基础", "入门",   "学习",   "课程",
    "教程",     "培训", "实训",   "训练营",   "项目",     "工作",     "职位",   "岗位",   "招聘",   "求职",   "机会",
    "文章",     "新闻", "资讯",   "附近",     "可以"};
constexpr std::array<std::string_view, 9> kLooseFillers = {"的", "吗", "呢", "吧", "啊", "呀", "了", "么", "嘛"};
// Single characters that are no phrase on their own (上海有实习吗 leaves 有).
constexpr std::array<std::string_view, 16> kEdgeFillers = {"学", "我", "你", "在", "找", "查", "搜", "看",
                                                           "个", "些", "点", "有", "去", "做", "里", "市"};
constexpr std::array<std::string_view, 18> kPunctuation = {"？", "?", "！", "!", "，", ",", "。", ".",  "、",
                                                           "：", ":", "；", ";", "“",  "”", "\"", "（", "）"};

void blank_out(std::string& text, std::string_view word) {
    if (word.empty()) return;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        text.replace(at, word.size(), " ");
    }
}

// A phrase that is only one of the question's single characters (有, 我) is no phrase; inside a phrase they stay
// (学校, 在线教育).
bool lone_filler(std::string_view part) {
    return std::find(kEdgeFillers.begin(), kEdgeFillers.end(), part) != kEdgeFillers.end();
}

// The longest phrase left once the question's own words, the city and the intent's words are out.
std::string keyword_of(std::string_view question, const std::string& city_name, Words intent_words) {
    std::string text(question);
    for (std::string_view mark : kPunctuation) blank_out(text, mark);
    if (!city_name.empty()) blank_out(text, city_name);
    for (std::string_view w : intent_words) blank_out(text, w);
    for (std::string_view w : kFillers) blank_out(text, w);
    for (std::string_view w : kLooseFillers) blank_out(text, w);
    std::string best;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        std::string part = text.substr(start, end - start);
        if (!lone_filler(part) && part.size() > best.size()) best = part;
        start = end + 1;
    }
    return best;
}

}  // namespace

std::string_view intent_name(Intent intent) {
    switch (intent) {
        case Intent::kGreeting:
            return "greeting";
        case Intent::kDeadlines:
            return "deadlines";
        case Intent::kScores:
            return "scores";
        case Intent::kProgress:
            return "progress";
        case Intent::kResume:
            return "resume";
        case Intent::kJobs:
            return "jobs";
        case Intent::kCourses:
            return "courses";
        case Intent::kTrainings:
            return "trainings";
        case Intent::kArticles:
            return "articles";
        case Intent::kCertificates:
            return "certificates";
        case Intent::kHelp:
            return "help";
        case Intent::kSearch:
            return "search";
    }
    return "search";
}

Reading read_question(std::string_view q, const std::vector<CityName>& cities) {
    Reading r;
    for (const CityName& city : cities) {
        if (has(q, city.name)) {
            r.city = city.code;
            r.city_name = city.name;
            break;
        }
    }
    auto take = [&](Intent intent, Words words) {
        r.intent = intent;
        r.keyword = keyword_of(q, r.city_name, words);
        return r;
    };
    if (has_any(q, kScoreWords)) return take(Intent::kScores, kScoreWords);  // 怎么查成绩 asks for the scores
    if (has_any(q, kHowWords)) {
        for (const HelpRule& rule : kHelpRules) {
            if (has_any(q, rule.words)) {
                r.help_topic = std::string(rule.topic);
                return take(Intent::kHelp, {});
            }
        }
    }
    if (has_any(q, kTaskWords)) return take(Intent::kDeadlines, kTaskWords);
    if (has_any(q, kResumeWords)) return take(Intent::kResume, kResumeWords);
    if (has_any(q, kStrongArticleWords)) return take(Intent::kArticles, kArticleWords);
    if (has_any(q, kJobWords)) return take(Intent::kJobs, kJobWords);
    if (has_any(q, kCertificateWords)) return take(Intent::kCertificates, kCertificateWords);
    if (has_any(q, kProgressWords)) return take(Intent::kProgress, kProgressWords);
    if (has_any(q, kTrainingWords)) return take(Intent::kTrainings, kTrainingWords);
    if (has_any(q, kArticleWords)) return take(Intent::kArticles, kArticleWords);
    if (has_any(q, kCourseWords)) return take(Intent::kCourses, kCourseWords);
    if (!r.city.empty()) return take(Intent::kJobs, kJobWords);  // 深圳数据分析: work in a city
    if (has_any(q, kGreetingWords)) return take(Intent::kGreeting, kGreetingWords);
    return take(Intent::kSearch, {});
}

}  // namespace xj::assistant
