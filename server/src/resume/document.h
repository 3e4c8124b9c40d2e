// What a resume shows, in the order every template shows it (docs/resume.md "Templates"): the header and the sections
// as plain text, built once from the detail; the PDF templates only place and style it.
#pragma once

#include <string>
#include <vector>

#include "resume/model.h"

namespace xj::resume {

struct DocItem {
    std::string title;      // 深圳职业技术大学
    std::string subtitle;   // 软件技术 · 大专
    std::string period;     // 2021.09 - 2024.06, 2023.07 - 至今
    std::string body;       // the description, paragraphs kept
    bool verified = false;  // marked 平台认证
};

struct DocSection {
    std::string key;      // education, work… (the bilingual template's English heading is chosen by it)
    std::string heading;  // 教育经历
    std::vector<DocItem> items;
    std::string text;                // a section of prose (个人优势)
    std::vector<std::string> chips;  // a section of tags (技能)
};

struct Document {
    std::string name;
    std::string headline;               // 期望：前端开发工程师 · 深圳市 · 8-12K
    std::vector<std::string> contacts;  // 138 0013 8000, mail, 深圳市, 21 岁, 在校-月内到岗
    std::vector<DocSection> sections;   // only the filled ones
};

// now: the instant the age is counted at (epoch seconds).
Document make_document(const ResumeDetail& detail, std::int64_t now);

// The English heading of a section key (the bilingual template): Education, Work Experience…
std::string_view english_heading(std::string_view key);

}  // namespace xj::resume
