// Gating as data (docs/training.md "Practical tasks"): a task is open when every task it requires has reached its
// pass line — a score at or above it; a missing score is a fail. Pure functions, tested in practice_rules_test.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "training/practice_model.h"

namespace xj::training {

bool reached_pass_line(const std::optional<int>& score, int pass_line);

// The required tasks of `task` that have not reached their pass lines, in task-number order. `tasks` are the
// training's (by id); `scores` the trainee's scores by task id (absent: no score).
std::vector<const PracticeTask*> unmet_requirements(const PracticeTask& task,
                                                    const std::map<std::int64_t, PracticeTask>& tasks,
                                                    const std::map<std::int64_t, std::optional<int>>& scores);

// 请先通过前置任务：33 选品调研报告、44 … ("" when none): the refusal's message and the UI's reason.
std::string gate_reason(const std::vector<const PracticeTask*>& unmet);

// Whether requiring `required` for `task` closes a cycle through the existing requirements (task → its required
// ones), a task requiring itself included.
bool closes_cycle(std::int64_t task, std::int64_t required,
                  const std::map<std::int64_t, std::vector<std::int64_t>>& requirements);

// 进行中 / 待评分 / 已评分, 未开始 for none.
std::string practice_status_name(int status);

}  // namespace xj::training
