// The built-in assistant, the offline default (ARCHITECTURE §7): no network, no model. It reads the question with
// the intent rules (assistant/intent.h), calls the tools the intent names and writes its answer from what they
// found, every item linked to its page; it says plainly when it cannot answer and what it can do.
#pragma once

#include <string>
#include <vector>

#include "assistant/engine.h"
#include "assistant/intent.h"
#include "assistant/tools.h"

namespace xj::assistant {

// What the built-in assistant says when it has nothing: verbatim in tests and docs.
inline constexpr std::string_view kCannotAnswer =
    "抱歉，这个问题我暂时回答不了。我可以帮你查找课程、培训项目、职位和文章，查看你待完成的作业和考试、考试成绩、"
    "学习进度和简历完成度，也能解答注册、激活码、考试等使用问题。你可以换个说法再问我。";

class BuiltinEngine : public Engine {
public:
    // `cities`: the cities questions may name (CityName list, built from resume's regions by the service).
    BuiltinEngine(Tools& tools, std::vector<CityName> cities) : tools_(tools), cities_(std::move(cities)) {}

    std::string_view name() const override { return "builtin"; }
    void answer(const Asker& asker, const std::vector<Message>& history, AnswerWriter& out) override;

private:
    // Runs a tool, announcing it first; nullopt when the browser has gone.
    std::optional<Found> call(const Asker& asker, std::string_view tool, const ToolArgs& args, AnswerWriter& out);

    Tools& tools_;
    std::vector<CityName> cities_;
};

// The cities a question may name: every city and province of resume's regions, by its full name (杭州市) and its
// short one (杭州), longest names first.
std::vector<CityName> region_city_names();

}  // namespace xj::assistant
