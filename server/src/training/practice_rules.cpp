#include "training/practice_rules.h"

#include <algorithm>
#include <set>

namespace xj::training {

bool reached_pass_line(const std::optional<int>& score, int pass_line) { return score && *score >= pass_line; }

std::vector<const PracticeTask*> unmet_requirements(const PracticeTask& task,
                                                    const std::map<std::int64_t, PracticeTask>& tasks,
                                                    const std::map<std::int64_t, std::optional<int>>& scores) {
    std::vector<const PracticeTask*> unmet;
    for (std::int64_t id : task.requires_ids) {
        auto required = tasks.find(id);
        if (required == tasks.end()) continue;  // not the training's (the writer never stores one)
        auto score = scores.find(id);
        if (!reached_pass_line(score == scores.end() ? std::nullopt : score->second, required->second.pass_line))
            unmet.push_back(&required->second);
    }
    std::sort(unmet.begin(), unmet.end(), [](const auto* a, const auto* b) { return a->number < b->number; });
    return unmet;
}

std::string gate_reason(const std::vector<const PracticeTask*>& unmet) {
    if (unmet.empty()) return "";
    std::string out = "请先通过前置任务：";
    for (std::size_t i = 0; i < unmet.size(); ++i) {
        if (i > 0) out += "、";
        out += std::to_string(unmet[i]->number) + " " + unmet[i]->title;
    }
    return out;
}

bool closes_cycle(std::int64_t task, std::int64_t required,
                  const std::map<std::int64_t, std::vector<std::int64_t>>& requirements) {
    // A cycle appears when `task` is reachable from `required` along the requirements.
    std::vector<std::int64_t> stack{required};
    std::set<std::int64_t> seen;
    while (!stack.empty()) {
        std::int64_t at = stack.back();
        stack.pop_back();
        if (at == task) return true;
        if (!seen.insert(at).second) continue;
        auto next = requirements.find(at);
        if (next != requirements.end()) stack.insert(stack.end(), next->second.begin(), next->second.end());
    }
    return false;
}

std::string practice_status_name(int status) {
    switch (status) {
        case kPracticeStarted:
            return "进行中";
        case kPracticeSubmitted:
            return "待评分";
        case kPracticeScored:
            return "已评分";
        default:
            return "未开始";
    }
}

}  // namespace xj::training
