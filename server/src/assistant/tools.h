// The assistant's tools: what it may look up, each through the owning domain's service and run as the asking
// user (a question never reaches another user's data: the user's own lists are read by the user's id, public
// lists are what the user's site shows). Both engines call them by name: the built-in rules and a model's
// function calls (docs/assistant.md "Tools").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"

namespace xj::courses {
class CourseService;
}
namespace xj::training {
class TrainingService;
}
namespace xj::exams {
class PaperService;
}
namespace xj::resume {
class ResumeService;
}
namespace xj::certificates {
class CertificateService;
}
namespace xj::employment {
class EmploymentService;
}
namespace xj::articles {
class ArticleService;
class NewsService;
}  // namespace xj::articles

namespace xj::assistant {

// Who asks, on which site.
struct Asker {
    core::AuthUser user;
    std::string host;
};

struct ToolArgs {
    std::string keyword;
    std::string city;       // an administrative-division code (jobs)
    std::string city_name;  // … its name, for the answer's words
    std::string topic;      // help
};

// One thing found: a line of the answer, linked to its page.
struct Item {
    std::string title;
    std::string url;
    std::string detail;  // one short line: a deadline, a progress, a salary…
};

struct Found {
    std::string tool;
    std::string kind;  // what the items are, for the sources: course, training, job, exam, score, article…
    std::vector<Item> items;
    std::int64_t total = 0;  // how many there are in all (more than items when cut)
    std::string note;        // a fact that is not a list (the resume's completeness, a help text)
    std::string more_title;  // where the whole list is
    std::string more_url;
    std::vector<std::int64_t> job_ids;   // jobs suggested (kept for jobsFromChat)
    std::vector<std::string> job_signs;  // … and their signs (the jobsFromChat link)
};

// A tool as a model is offered it (function calling): its name, what it does, whether it takes a keyword / city.
struct ToolSpec {
    std::string_view name;
    std::string_view label;        // what the page shows while it runs (正在检索课程…)
    std::string_view description;  // for a model
    bool keyword = false;
    bool city = false;
};

const std::vector<ToolSpec>& tool_specs();
const ToolSpec* find_tool(std::string_view name);

inline constexpr int kToolItems = 5;  // items an answer lists per tool

class Tools {
public:
    Tools(courses::CourseService& courses, training::TrainingService& training, exams::PaperService& papers,
          resume::ResumeService& resumes, certificates::CertificateService& certificates,
          employment::EmploymentService& jobs, articles::ArticleService& articles, articles::NewsService& news)
        : courses_(courses),
          training_(training),
          papers_(papers),
          resumes_(resumes),
          certificates_(certificates),
          jobs_(jobs),
          articles_(articles),
          news_(news) {}

    // Runs the named tool; nullopt for a name that is no tool.
    std::optional<Found> run(const Asker& asker, std::string_view tool, const ToolArgs& args);

private:
    Found search_courses(const Asker& asker, const ToolArgs& args);
    Found search_trainings(const Asker& asker, const ToolArgs& args);
    Found my_progress(const Asker& asker);
    Found my_deadlines(const Asker& asker);
    Found my_scores(const Asker& asker);
    Found resume_status(const Asker& asker);
    Found search_jobs(const Asker& asker, const ToolArgs& args);
    Found recommend_jobs(const Asker& asker);
    Found search_articles(const Asker& asker, const ToolArgs& args);
    Found my_certificates(const Asker& asker);
    static Found help(const ToolArgs& args);

    courses::CourseService& courses_;
    training::TrainingService& training_;
    exams::PaperService& papers_;
    resume::ResumeService& resumes_;
    certificates::CertificateService& certificates_;
    employment::EmploymentService& jobs_;
    articles::ArticleService& articles_;
    articles::NewsService& news_;
};

}  // namespace xj::assistant
