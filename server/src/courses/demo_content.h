// The demo courses' content (authoring/seed.cpp writes it; study/seed.cpp plays kStudentCourses): the three-level
// type tree, twelve courses with their chapters and video titles, the activation codes, who studies what, and the
// data files' texts. Data only, no database.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace xj::courses::demo {

struct DemoType {
    const char* key;
    const char* parent;  // "" for level 1
    const char* name;
};

struct DemoChapter {
    const char* name;
    const char* synopsis;
    std::vector<const char*> videos;
};

struct DemoCourse {
    const char* name;
    const char* introduction;
    const char* details;
    const char* type3;
    int type;
    int kind;
    std::int64_t price;  // fen
    double credit;
    int period;
    bool wang_leads;
    std::uint32_t from, to;  // cover colours
    std::vector<DemoChapter> chapters;
};

struct DemoFile {
    const char* name;
    const char* file_name;
    const char* type;
    std::string text;
    int chapter;  // 0-based chapter, -1 for the course as a whole
};

extern const std::vector<DemoType> kTypes;
extern const std::vector<DemoCourse> kCourses;
// The demo training programmes' course rows (offering 2, decision 0008): their chapters and videos. What only
// trainings have (hours, plan, partner enterprises) is the training domain's demo (training/demo_content.h), matched
// by name.
extern const std::vector<DemoCourse> kTrainings;
// Priced courses the activation codes are for (indices into kCourses) and the codes' fixed values.
extern const std::vector<std::pair<std::size_t, const char*>> kCodes;
// 张晓明 studies these (free) courses: index, videos completed.
extern const std::vector<std::pair<std::size_t, int>> kStudentCourses;
// 李娜 joined these.
extern const std::vector<std::size_t> kNormalCourses;

// The data files of kCourses[course].
std::vector<DemoFile> files_of(std::size_t course);

}  // namespace xj::courses::demo
