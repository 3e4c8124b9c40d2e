#include "resume/document.h"

#include <gtest/gtest.h>

namespace xj::resume {
namespace {

constexpr std::int64_t kNow = 1'795'000'000;  // 2026-11-18, China time

ResumeDetail sample() {
    ResumeDetail d;
    d.resume.basics.name = "张晓明";
    d.resume.basics.mobile = "13800000001";
    d.resume.basics.email = "z@example.com";
    d.resume.basics.city = "4201";
    d.resume.basics.sex = 1;
    d.resume.basics.birth = "2004-12";
    d.resume.basics.skills = {"Python", "SQL"};
    d.resume.advantage = "认真负责";
    Intention i;
    i.position = "0107";
    i.city = "4201";
    i.salary_min = 6;
    i.salary_max = 9;
    d.intentions.push_back(i);
    d.entries.push_back({1, Kind::kVolunteer, "武汉马拉松组委会", "志愿者", "24", "2023-04", "2023-04", ""});
    d.entries.push_back({2, Kind::kEducation, "武汉职业技术学院", "大数据技术", "大专", "2022-09", "", "主修 Python"});
    d.entries.push_back({3, Kind::kInternship, "海鲸跨境", "数据运营实习生", "", "2024-07", "2024-12", ""});
    Verified gone;
    gone.found = false;
    gone.title = "该平台记录已不存在";
    d.verified.push_back(gone);
    Verified course;
    course.found = true;
    course.title = "短视频运营";
    course.detail = "已完成 · 32 学时";
    course.at = kNow;
    d.verified.push_back(course);
    return d;
}

std::vector<std::string> keys(const Document& doc) {
    std::vector<std::string> out;
    for (const auto& s : doc.sections) out.push_back(s.key);
    return out;
}

TEST(ResumeDocument, TheHeaderSaysWhoWhatAndWhere) {
    Document doc = make_document(sample(), kNow);
    EXPECT_EQ(doc.name, "张晓明");
    EXPECT_EQ(doc.headline, "求职意向：数据分析师 · 武汉市 · 6-9K");
    ASSERT_GE(doc.contacts.size(), 5u);
    EXPECT_EQ(doc.contacts[0], "138 0000 0001");
    EXPECT_EQ(doc.contacts[2], "武汉市");
    EXPECT_EQ(doc.contacts[4], "21 岁") << "born 2004-12: not yet 22 in November 2026";
}

TEST(ResumeDocument, SectionsComeInTheTemplatesOrderAndOnlyWhenFilled) {
    Document doc = make_document(sample(), kNow);
    EXPECT_EQ(keys(doc), (std::vector<std::string>{"intention", "advantage", "education", "internship", "volunteer",
                                                   "verified", "skills"}));
    const DocSection& education = doc.sections[2];
    EXPECT_EQ(education.items[0].subtitle, "大数据技术 · 大专");
    EXPECT_EQ(education.items[0].period, "2022.09 - 至今");
    EXPECT_EQ(doc.sections[4].items[0].subtitle, "志愿者 · 服务 24 小时");
}

TEST(ResumeDocument, OnlyFoundVerifiedEntriesAreShownAndMarked) {
    Document doc = make_document(sample(), kNow);
    const DocSection& verified = doc.sections[5];
    ASSERT_EQ(verified.items.size(), 1u) << "a record that is gone is not printed";
    EXPECT_TRUE(verified.items[0].verified);
    EXPECT_EQ(verified.items[0].title, "短视频运营");
    EXPECT_EQ(verified.items[0].period, "2026.11");
    EXPECT_EQ(english_heading("verified"), "Verified by Xuejing");
}

TEST(ResumeDocument, AnEmptyResumeStillHasAName) {
    Document doc = make_document(ResumeDetail{}, kNow);
    EXPECT_EQ(doc.name, "未填写姓名");
    EXPECT_TRUE(doc.sections.empty());
    EXPECT_TRUE(doc.contacts.empty());
}

}  // namespace
}  // namespace xj::resume
