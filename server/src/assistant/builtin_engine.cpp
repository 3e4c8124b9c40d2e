#include "assistant/builtin_engine.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "resume/regions.h"

namespace xj::assistant {

namespace {

constexpr std::string_view kGreeting =
    "你好，我是学鲸学习助手。我可以帮你：\n\n"
    "- 查找课程和培训项目，例如「有没有 Python 的课程」\n"
    "- 查看你待完成的作业和考试、考试成绩和学习进度，例如「我还有哪些考试没考」\n"
    "- 查看简历完成度，按城市和关键词找工作，例如「杭州有什么数据分析的工作」\n"
    "- 搜索文章与资讯，解答注册、激活码、考试等使用问题\n\n"
    "请直接输入你的问题。";

// Text put into markdown (a link's words, a detail): what would end a link or format it is escaped.
std::string link_text(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '[' || c == ']' || c == '\\' || c == '*' || c == '_' || c == '`' || c == '<' || c == '>')
            out.push_back('\\');
        out.push_back(c == '\n' ? ' ' : c);
    }
    return out;
}

std::string in_quotes(const std::string& keyword) { return fmt::format("「{}」", keyword); }

// The sentence before a tool's list, or instead of it when it found nothing.
std::string lead(const Found& f, const ToolArgs& a) {
    const std::string& kw = a.keyword;
    bool any = !f.items.empty();
    if (f.tool == "search_courses") {
        if (!any)
            return kw.empty() ? "目前还没有可以学习的课程。" : fmt::format("没有找到与{}相关的课程。", in_quotes(kw));
        return kw.empty() ? "为你推荐这些课程：" : fmt::format("找到 {} 门与{}相关的课程：", f.total, in_quotes(kw));
    }
    if (f.tool == "search_trainings") {
        if (!any)
            return kw.empty() ? "目前还没有开放的培训项目。"
                              : fmt::format("没有找到与{}相关的培训项目。", in_quotes(kw));
        return kw.empty() ? "为你推荐这些培训项目："
                          : fmt::format("找到 {} 个与{}相关的培训项目：", f.total, in_quotes(kw));
    }
    if (f.tool == "my_progress") {
        return any ? fmt::format("你正在学习 {} 门课程和培训：", f.total) : "你还没有在学的课程或培训，可以先去选课。";
    }
    if (f.tool == "my_deadlines") {
        return any ? f.note + "按截止时间排在最前的是：" : "太好了，你目前没有待完成的作业和考试。";
    }
    if (f.tool == "my_scores") {
        return any ? fmt::format("你有 {} 次已评分的考试，最近的成绩：", f.total) : "你还没有已评分的考试成绩。";
    }
    if (f.tool == "search_jobs") {
        std::string where = a.city_name.empty() ? "" : fmt::format("在{}", a.city_name);
        std::string about = kw.empty() ? "" : fmt::format("与{}相关的", in_quotes(kw));
        if (!any) return fmt::format("没有找到{}{}职位，可以换个关键词或城市试试。", where, about);
        if (where.empty() && about.empty()) return "最新发布的职位：";
        return fmt::format("{}找到 {} 个{}职位：", where, f.total, about);
    }
    if (f.tool == "recommend_jobs") return "根据你的简历和求职意向，推荐这些职位：";
    if (f.tool == "search_articles") {
        if (kw.empty()) return any ? "最新资讯：" : "目前还没有资讯。";
        return any ? fmt::format("找到 {} 篇与{}相关的文章：", f.total, in_quotes(kw))
                   : fmt::format("没有找到与{}相关的文章。", in_quotes(kw));
    }
    return f.note;  // resume_status, my_certificates, help
}

// A section heading of a search across everything.
std::string_view heading(std::string_view tool) {
    if (tool == "search_courses") return "课程";
    if (tool == "search_trainings") return "培训项目";
    if (tool == "search_jobs") return "职位";
    return "文章";
}

// Writes one tool's part: its lead, its list, where the whole list is. False when the browser has gone.
bool write_found(const Found& f, const ToolArgs& args, AnswerWriter& out, bool with_lead = true) {
    if (with_lead && !out.text(lead(f, args) + "\n\n")) return false;
    for (const Item& item : f.items) {
        std::string line = fmt::format("- [{}]({})", link_text(item.title), item.url);
        if (!item.detail.empty()) line += "　" + link_text(item.detail);  // names other users wrote: no markdown
        if (!out.text(line + "\n")) return false;
    }
    if (!f.job_signs.empty()) {
        std::string ids;
        for (const std::string& sign : f.job_signs) ids += (ids.empty() ? "" : ",") + sign;
        if (!out.text(fmt::format(
                "\n这些职位已放进[AI 推荐职位](/employment/jobsFromChat?positionIds={})，方便你对比和投递。\n", ids)))
            return false;
    }
    if (!f.more_url.empty()) {
        if (!out.text(fmt::format("\n[{}]({})\n", f.more_title, f.more_url))) return false;
    }
    out.cite(f);
    return true;
}

std::string_view tool_of(Intent intent) {
    switch (intent) {
        case Intent::kDeadlines:
            return "my_deadlines";
        case Intent::kScores:
            return "my_scores";
        case Intent::kProgress:
            return "my_progress";
        case Intent::kResume:
            return "resume_status";
        case Intent::kCourses:
            return "search_courses";
        case Intent::kTrainings:
            return "search_trainings";
        case Intent::kArticles:
            return "search_articles";
        case Intent::kCertificates:
            return "my_certificates";
        case Intent::kHelp:
            return "help";
        default:
            return "";
    }
}

constexpr std::array<std::string_view, 12> kRegionSuffixes = {
    "特别行政区", "维吾尔自治区", "壮族自治区", "回族自治区", "自治区", "自治州", "地区", "盟", "省", "市", "县", "区"};

void add_names(std::vector<CityName>& out, const std::string& name, const std::string& code) {
    out.push_back({name, code});
    for (std::string_view suffix : kRegionSuffixes) {
        if (name.ends_with(suffix) && name.size() - suffix.size() >= 6) {  // two characters at least
            out.push_back({name.substr(0, name.size() - suffix.size()), code});
            return;
        }
    }
}

}  // namespace

std::vector<CityName> region_city_names() {
    std::vector<CityName> out;
    for (const resume::Tag& province : resume::city_tags()) {
        add_names(out, province.name, province.code);
        for (const resume::Tag& city : province.children) {
            if (city.name != province.name) add_names(out, city.name, city.code);
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const CityName& a, const CityName& b) { return a.name.size() > b.name.size(); });
    return out;
}

std::optional<Found> BuiltinEngine::call(const Asker& asker, std::string_view tool, const ToolArgs& args,
                                         AnswerWriter& out) {
    const ToolSpec* spec = find_tool(tool);
    if (!spec || !out.tool(*spec)) return std::nullopt;
    return tools_.run(asker, tool, args);
}

void BuiltinEngine::answer(const Asker& asker, const std::vector<Message>& history, AnswerWriter& out) {
    std::string question;
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        if (it->role == kRoleQuestion) {
            question = it->content;
            break;
        }
    }
    Reading r = read_question(question, cities_);
    ToolArgs args{r.keyword, r.city, r.city_name, r.help_topic};

    if (r.intent == Intent::kGreeting) {
        out.text(kGreeting);
        return;
    }
    if (r.intent == Intent::kJobs) {
        bool open = r.keyword.empty() && r.city.empty();
        if (open) {
            auto found = call(asker, "recommend_jobs", args, out);
            if (!found) return;
            if (!found->items.empty()) {
                write_found(*found, args, out);
                return;
            }
            if (!out.text("完善简历和求职意向后，我可以为你推荐更合适的职位。先看看")) return;
        }
        auto found = call(asker, "search_jobs", args, out);
        if (!found) return;
        if (found->items.empty() && !args.city.empty() && !args.keyword.empty()) {
            // Nothing in that city: the same work elsewhere, said as such.
            ToolArgs wider{args.keyword, "", "", ""};
            auto elsewhere = tools_.run(asker, "search_jobs", wider);
            if (elsewhere && !elsewhere->items.empty()) {
                if (!out.text(fmt::format("{}暂时没有与{}相关的职位，其他城市有这些：\n\n", args.city_name,
                                          in_quotes(args.keyword))))
                    return;
                write_found(*elsewhere, wider, out, false);
                return;
            }
        }
        write_found(*found, args, out);
        return;
    }
    if (r.intent == Intent::kSearch) {
        bool any = false;
        if (!r.keyword.empty()) {
            for (std::string_view tool : {"search_courses", "search_trainings", "search_jobs", "search_articles"}) {
                auto found = call(asker, tool, args, out);
                if (!found) return;
                if (found->items.empty()) continue;
                if (!out.text(fmt::format("{}**{}**\n\n",
                                          any ? "\n" : fmt::format("关于{}，我找到了这些：\n\n", in_quotes(r.keyword)),
                                          heading(tool))))
                    return;
                if (!write_found(*found, args, out, false)) return;
                any = true;
            }
        }
        if (!any) out.text(kCannotAnswer);
        return;
    }
    if (auto found = call(asker, tool_of(r.intent), args, out)) {
        if (found->tool == "help" && found->note.empty()) {
            out.text(kCannotAnswer);
            return;
        }
        write_found(*found, args, out);
    }
}

}  // namespace xj::assistant
