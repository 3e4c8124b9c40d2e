// The assistant on a chat model (ARCHITECTURE §7): any OpenAI-compatible chat-completions endpoint, configured by
// LLM_URL (the endpoint, e.g. https://api.example.com/v1/chat/completions), LLM_KEY (a bearer token) and LLM_MODEL.
// The same tools as the built-in assistant are offered through function calling and run as the asking user; the
// answer streams to the browser as the model writes it. A failure is said plainly in Chinese (EngineError) and
// what was written stays.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "assistant/engine.h"
#include "assistant/tools.h"

namespace xj::assistant {

struct ModelSettings {
    std::string url;
    std::string key;
    std::string model;
    std::chrono::seconds timeout{90};  // a whole call to the model
    std::chrono::seconds stall{20};    // nothing received for this long: the call fails
};

// From LLM_URL, LLM_KEY, LLM_MODEL (and LLM_TIMEOUT_SECONDS); nullopt when LLM_URL is unset (the built-in assistant
// answers).
std::optional<ModelSettings> model_settings_from_env();

// How the model reaches the tools (Tools::run in the server).
using ToolRunner = std::function<std::optional<Found>(const Asker&, std::string_view tool, const ToolArgs&)>;

// What the user sees when the model cannot answer (verbatim in tests and docs).
inline constexpr std::string_view kModelUnavailable = "智能助手暂时无法回答，请稍后再试";
inline constexpr std::string_view kModelMalformed = "智能助手的回答无法识别，请重试";

class ModelEngine : public Engine {
public:
    ModelEngine(ModelSettings settings, ToolRunner tools) : settings_(std::move(settings)), tools_(std::move(tools)) {}

    std::string_view name() const override { return "model"; }
    void answer(const Asker& asker, const std::vector<Message>& history, AnswerWriter& out) override;

private:
    ModelSettings settings_;
    ToolRunner tools_;
};

// The model's engine when LLM_URL is set, else null (the built-in assistant answers).
std::unique_ptr<Engine> make_model_engine(Tools& tools);

}  // namespace xj::assistant
