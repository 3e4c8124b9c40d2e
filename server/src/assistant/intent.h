// What a question asks for, read by the built-in assistant's rules (Chinese keywords and patterns): which tool
// answers it and with what (a keyword, a city). Pure: no database, no clock.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xj::assistant {

enum class Intent {
    kGreeting,      // 你好, 你能做什么
    kDeadlines,     // my pending homework and exams, with their deadlines
    kScores,        // my exam results
    kProgress,      // my courses and how far I am
    kResume,        // my resume's completeness
    kJobs,          // jobs (with a city, a keyword) or, without either, the jobs recommended to me
    kCourses,       // courses in the catalogue
    kTrainings,     // training programmes
    kArticles,      // articles and news
    kCertificates,  // certificates
    kHelp,          // how to use the platform (register, redeem a code, take an exam…)
    kSearch,        // nothing recognised: look for the words everywhere
};

std::string_view intent_name(Intent intent);

// A city the rules know, by its name as users write it (杭州, 北京) and its administrative-division code.
struct CityName {
    std::string name;
    std::string code;
};

struct Reading {
    Intent intent = Intent::kSearch;
    std::string keyword;     // what to look for, without the question's own words; may be empty
    std::string city;        // a city's code, for jobs
    std::string city_name;   // … and its name
    std::string help_topic;  // for kHelp: register, password, code, exam, wechat, resume, apply
};

// Reads a question (already trimmed, at most the message limit). `cities` is searched for the first city named.
Reading read_question(std::string_view question, const std::vector<CityName>& cities);

}  // namespace xj::assistant
