// The demo training programmes' own data (training/seed.cpp writes it): hours, plan, join rule, dates and partner
// enterprises of each of courses::demo::kTrainings (matched by name), and the school's partner enterprises. Data
// only, no database.
#pragma once

#include <vector>

namespace xj::training::demo {

struct DemoEnterprise {
    const char* name;
    const char* industry;
    const char* introduction;
};

// A resource (培训资料): a data file of the training's course row.
struct DemoResource {
    const char* name;
    const char* file_name;
    const char* type;  // csv, md, txt
    const char* text;
};

// A practical task (实训任务): its number is the spec's taskId; requires: the numbers that must pass first.
struct DemoTask {
    int number;
    int chapter;  // level
    const char* title;
    const char* description;
    int pass_line;
    int full_score;
    std::vector<int> requires_numbers;
};

// A trainee's work on a task: handed in (score < 0: awaiting its score) or scored.
struct DemoWork {
    int number;
    int score;
};

struct DemoTraining {
    const char* name;  // a courses::demo::kTrainings entry's
    int hours;
    const char* plan;
    const char* join_rule;
    bool recommend;
    int starts_in_days;  // from the seed day; negative: started
    int lasts_days;
    std::vector<int> enterprises;  // indices into kEnterprises, the first shown on cards
    int trainees;                  // demo students joined (besides 张晓明 where he_joins)
    bool he_joins;                 // 张晓明 (13800000001) is a trainee
    std::vector<DemoResource> resources;
    std::vector<DemoTask> tasks;
    std::vector<DemoWork> his_work;     // 张晓明's
    std::vector<DemoWork> others_work;  // each other trainee's, the scores shifted a little per trainee
};

extern const std::vector<DemoEnterprise> kEnterprises;
extern const std::vector<DemoTraining> kTrainings;

}  // namespace xj::training::demo
