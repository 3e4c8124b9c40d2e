#include "assistant/tools.h"

#include <cctype>
#include <ctime>

#include <fmt/format.h>

#include "articles/news_service.h"
#include "articles/service.h"
#include "certificates/rules.h"
#include "certificates/service.h"
#include "core/time_format.h"
#include "courses/service.h"
#include "employment/service.h"
#include "exams/exam_rules.h"
#include "exams/paper_service.h"
#include "resume/regions.h"
#include "resume/service.h"
#include "training/service.h"

namespace xj::assistant {

namespace {

constexpr int kStatusInProgress = 1;

std::string with_query(std::string path, std::string_view name, const std::string& value) {
    if (value.empty()) return path;
    std::string encoded;
    for (unsigned char c : value) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            encoded.push_back(static_cast<char>(c));
        } else {
            encoded += fmt::format("%{:02X}", c);
        }
    }
    return path + (path.find('?') == std::string::npos ? "?" : "&") + std::string(name) + "=" + encoded;
}

// "11月30日 18:00", China time.
std::string china_time(std::int64_t epoch_seconds) {
    std::time_t t = static_cast<std::time_t>(epoch_seconds + core::kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return fmt::format("{}月{}日 {:02}:{:02}", tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min);
}

std::string salary_text(int low, int high) {
    if (low == 0 && high == 0) return "面议";
    if (high <= low) return fmt::format("{}K", low);
    return fmt::format("{}-{}K", low, high);
}

std::string training_page(const std::string& sign, std::string_view section) {
    return with_query(fmt::format("/home/learning/trainDetail/{}", section), "id", sign);
}

const std::vector<ToolSpec> kSpecs = {
    {"search_courses", "正在检索课程…", "按关键词搜索本校课程目录（课程名称），返回课程及其链接", true, false},
    {"search_trainings", "正在检索培训项目…", "按关键词搜索本校的培训项目，返回项目及其链接", true, false},
    {"my_progress", "正在查看你的学习进度…", "当前用户在学的课程和培训及学习进度", false, false},
    {"my_deadlines", "正在查询你的待完成作业和考试…", "当前用户未提交的作业和考试及截止时间，按截止时间排序", false,
     false},
    {"my_scores", "正在查询你的考试成绩…", "当前用户已评分的单元测试和期末考试成绩", false, false},
    {"resume_status", "正在查看你的简历…", "当前用户的简历完成度", false, false},
    {"search_jobs", "正在检索职位…", "按关键词和城市搜索招聘中的职位；城市为行政区划代码", true, true},
    {"recommend_jobs", "正在为你匹配职位…", "按当前用户的简历和求职意向推荐职位", false, false},
    {"search_articles", "正在检索文章与资讯…", "按关键词搜索本校文章；没有关键词时给出最新资讯", true, false},
    {"my_certificates", "正在查看你的证书…", "当前用户在本平台获得的证书（含已吊销的），以及简历中填写的资格证书",
     false, false},
    {"help", "正在查找使用帮助…", "平台使用帮助，topic 为 register、password、code、wechat、apply、resume、exam 之一",
     false, false},
};

struct HelpText {
    std::string_view topic;
    std::string_view text;
    std::string_view title;
    std::string_view url;
};

const std::vector<HelpText> kHelp = {
    {"register", "在登录页选择「注册」，填写手机号，获取短信验证码并设置密码，同意用户协议后即可完成注册。", "去注册",
     "/login"},
    {"password", "在登录页点击「忘记密码」，用注册时的手机号接收验证码，验证通过后设置新密码即可。", "去登录页",
     "/login"},
    {"code",
     "激活码用于开通课程或培训：在课程详情页点击「使用激活码」，或在培训详情页选择「激活码加入」，输入激活码即可。",
     "去选课", "/college/optional-courses"},
    {"wechat", "登录后在「学习中心 → 账号设置」中可以绑定或解绑微信，绑定后即可用微信扫码登录。", "去账号设置",
     "/home/learning/account"},
    {"apply", "在职位详情页点击「投递简历」即可投递，投递前请先完善简历；投递记录可在「我的求职」中查看。", "去找工作",
     "/employment"},
    {"resume", "在「我的简历」中按模块填写基本信息、教育经历、求职意向、工作与项目经历等，完成后可以预览和导出。",
     "去完善简历", "/resume"},
    {"exam",
     "在课程或培训的「考试」「作业」中找到已开放的试卷，点击进入即可作答，系统会自动保存答案，到时自动交卷；"
     "成绩公布后可以查看答卷。",
     "去学习中心", "/home/learning/center"},
};

}  // namespace

const std::vector<ToolSpec>& tool_specs() { return kSpecs; }

const ToolSpec* find_tool(std::string_view name) {
    for (const ToolSpec& spec : kSpecs) {
        if (spec.name == name) return &spec;
    }
    return nullptr;
}

std::optional<Found> Tools::run(const Asker& asker, std::string_view tool, const ToolArgs& args) {
    Found found;
    if (tool == "search_courses") {
        found = search_courses(asker, args);
    } else if (tool == "search_trainings") {
        found = search_trainings(asker, args);
    } else if (tool == "my_progress") {
        found = my_progress(asker);
    } else if (tool == "my_deadlines") {
        found = my_deadlines(asker);
    } else if (tool == "my_scores") {
        found = my_scores(asker);
    } else if (tool == "resume_status") {
        found = resume_status(asker);
    } else if (tool == "search_jobs") {
        found = search_jobs(asker, args);
    } else if (tool == "recommend_jobs") {
        found = recommend_jobs(asker);
    } else if (tool == "search_articles") {
        found = search_articles(asker, args);
    } else if (tool == "my_certificates") {
        found = my_certificates(asker);
    } else if (tool == "help") {
        found = help(args);
    } else {
        return std::nullopt;
    }
    found.tool = std::string(tool);
    return found;
}

Found Tools::search_courses(const Asker& asker, const ToolArgs& args) {
    courses::ListQuery query;
    query.page = {1, kToolItems};
    query.keyword = args.keyword;
    auto page = courses_.list(asker.host, query);
    Found f{.kind = "course", .total = page.total};
    for (const auto& c : page.list) {
        std::string detail = c.teacher_name.empty() ? "" : fmt::format("主讲 {} · ", c.teacher_name);
        detail += fmt::format("{} 人在学", c.student_count);
        f.items.push_back({c.name, "/courseDetail/" + c.sign, detail});
    }
    f.more_title = "查看全部课程";
    f.more_url = with_query("/college/optional-courses", "keyword", args.keyword);
    return f;
}

Found Tools::search_trainings(const Asker& asker, const ToolArgs& args) {
    training::ListQuery query;
    query.page = {1, kToolItems};
    query.keyword = args.keyword;
    auto page = training_.list(asker.host, query);
    Found f{.kind = "training", .total = page.total};
    for (const auto& t : page.list) {
        std::string detail = t.enterprise_name.empty() ? "" : t.enterprise_name + " · ";
        detail += fmt::format("{} 学时 · {} 人参加", t.hours, t.student_count);
        f.items.push_back({t.name, "/trainDetail/" + t.sign, detail});
    }
    f.more_title = "查看全部培训";
    f.more_url = "/train";
    return f;
}

Found Tools::my_progress(const Asker& asker) {
    Found f{.kind = "course"};
    auto courses = courses_.my_courses(asker.user, kStatusInProgress, {1, kToolItems});
    for (const auto& row : courses.list) {
        f.items.push_back(
            {row.card.name, "/courseDetail/" + row.card.sign, fmt::format("课程 · 已学 {}%", row.enrolment.progress)});
    }
    auto trainings = training_.mine(asker.user, kStatusInProgress, {1, kToolItems});
    for (const auto& t : trainings.list) {
        if (static_cast<int>(f.items.size()) >= kToolItems) break;
        f.items.push_back(
            {t.card.name, training_page(t.card.sign, "schedule"), fmt::format("培训 · 已学 {}%", t.study.progress)});
    }
    f.total = courses.total + trainings.total;
    f.more_title = "去学习中心";
    f.more_url = "/home/learning/curriculum";
    return f;
}

Found Tools::my_deadlines(const Asker& asker) {
    Found f{.kind = "exam"};
    auto items = papers_.pending_items(asker.user, kToolItems);
    for (const auto& p : items) {
        std::string url;
        if (p.offering == courses::kOfferingTraining) {
            url = training_page(p.course_sign, p.type == 1 ? "assignment" : "examine");
        } else if (p.answer_mode == 1) {
            url = "/testPaper/" + p.exam_sign;
        } else {
            url = "/courseDetail/" + p.course_sign;
        }
        f.items.push_back({fmt::format("{}（{}）", p.exam_name, exams::exam_type_name(p.type)), url,
                           fmt::format("{} · 截止 {}", p.course_name, china_time(p.end_at))});
    }
    auto counts = papers_.pending(asker.user);
    f.total = counts.work + counts.exam;
    f.note = fmt::format("你目前有 {} 项作业、{} 场考试待完成。", counts.work, counts.exam);
    f.more_title = "去学习中心";
    f.more_url = "/home/learning/center";
    return f;
}

Found Tools::my_scores(const Asker& asker) {
    Found f{.kind = "score"};
    auto scores = papers_.graded_scores(asker.user.id);
    f.total = static_cast<std::int64_t>(scores.size());
    for (const auto& s : scores) {
        if (static_cast<int>(f.items.size()) >= kToolItems) break;
        f.items.push_back({fmt::format("{}（{}）", s.exam_name, exams::exam_type_name(s.type)),
                           "/look-answer?recordId=" + s.sign,
                           fmt::format("{} · {}/{} 分", s.course_name, s.score, s.total)});
    }
    f.more_title = "去学习中心";
    f.more_url = "/home/learning/center";
    return f;
}

Found Tools::resume_status(const Asker& asker) {
    int ratio = resumes_.ratio(asker.user.id);
    Found f{.kind = "resume", .total = 1};
    f.note = ratio == 0 ? "你还没有创建简历。完善简历后，我可以按你的求职意向推荐职位。"
                        : fmt::format("你的简历完成度为 {}%。{}", ratio,
                                      ratio < 100 ? "补全教育经历、求职意向和项目经历，会让企业更了解你。"
                                                  : "简历已经很完整了，可以去投递心仪的职位。");
    f.more_title = ratio == 0 ? "去创建简历" : "去完善简历";
    f.more_url = "/resume";
    return f;
}

Found Tools::search_jobs(const Asker&, const ToolArgs& args) {
    employment::JobQuery query;
    query.keyword = args.keyword;
    query.city = args.city;
    query.page = {1, kToolItems};
    auto page = jobs_.search(query);
    Found f{.kind = "job", .total = page.total};
    for (const auto& j : page.list) {
        std::string city = resume::city_name(j.city).value_or("");
        f.items.push_back(
            {fmt::format("{} · {}", j.title, j.company.name), "/employment/jobDetails?positionId=" + j.sign,
             fmt::format("{}{}", salary_text(j.salary_min, j.salary_max), city.empty() ? "" : " · " + city)});
        f.job_ids.push_back(j.id);
        f.job_signs.push_back(j.sign);
    }
    f.more_title = "查看全部职位";
    f.more_url = with_query("/employment/serachDetails", "content", args.keyword);
    return f;
}

Found Tools::recommend_jobs(const Asker& asker) {
    Found f{.kind = "job"};
    auto jobs = jobs_.unapplied_recommendations(asker.user, kToolItems);
    f.total = static_cast<std::int64_t>(jobs.size());
    for (const auto& j : jobs) {
        f.items.push_back({fmt::format("{} · {}", j.title, j.company.name),
                           "/employment/jobDetails?positionId=" + j.sign, salary_text(j.salary_min, j.salary_max)});
        f.job_ids.push_back(j.id);
        f.job_signs.push_back(j.sign);
    }
    f.more_title = "去职位搜索";
    f.more_url = "/employment";
    return f;
}

Found Tools::search_articles(const Asker& asker, const ToolArgs& args) {
    Found f{.kind = "article"};
    if (args.keyword.empty()) {
        f.kind = "news";
        for (const auto& n : news_.latest(asker.host, kToolItems)) {
            f.items.push_back({n.title, "/home/news-advisory/" + n.sign, n.source});
        }
        f.total = static_cast<std::int64_t>(f.items.size());
        f.more_title = "查看全部资讯";
        f.more_url = "/home/news-advisory";
        return f;
    }
    articles::ArticleQuery query;
    query.keyword = args.keyword;
    query.page = {1, kToolItems};
    auto page = articles_.list(asker.host, query);
    f.total = page.total;
    for (const auto& a : page.list) {
        f.items.push_back({a.title, "/essay-details?id=" + a.sign, a.author_name});
    }
    f.more_title = "查看全部文章";
    f.more_url = "/essay";
    return f;
}

// The platform's certificates first (each opens its verification page), then what the resume declares.
Found Tools::my_certificates(const Asker& asker) {
    Found f{.kind = "certificate"};
    auto issued = certificates_.mine(asker.user);
    for (const auto& c : issued) {
        std::string detail =
            fmt::format("{} · {} · {}", certificates::title_of(c.kind), c.number, certificates::date_text(c.issued_at));
        if (c.revoked()) detail += " · 已被学校吊销";
        f.items.push_back({c.course_name, "/certificate-details?number=" + c.number + "&code=" + c.code, detail});
    }
    for (const auto& q : resumes_.qualifications(asker.user))
        f.items.push_back({q.name, "/resume", q.obtained.empty() ? "简历填写" : "简历填写 · 取得于 " + q.obtained});
    f.total = static_cast<std::int64_t>(f.items.size());
    if (f.items.empty()) f.note = "你还没有证书。课程或培训的综合成绩达到 60 分后，可以在学习中心的「我的证书」领取。";
    else if (issued.empty()) f.note = "你还没有在本平台获得证书，这些是你简历里填写的资格证书。";
    else f.note = fmt::format("你在本平台获得了 {} 张证书，每张都可以凭编号和验证码公开核验。", issued.size());
    f.more_title = "查看我的证书";
    f.more_url = "/home/learning/certificates";
    return f;
}

Found Tools::help(const ToolArgs& args) {
    Found f{.kind = "help"};
    for (const HelpText& h : kHelp) {
        if (h.topic == args.topic) {
            f.note = std::string(h.text);
            f.more_title = std::string(h.title);
            f.more_url = std::string(h.url);
            f.total = 1;
        }
    }
    return f;
}

}  // namespace xj::assistant
