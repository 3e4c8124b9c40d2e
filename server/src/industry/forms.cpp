#include "industry/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "industry/rules.h"

namespace xj::industry {

using core::ApiError;

namespace {

constexpr std::string_view kMsgSign = "请选择产业带";
// More than any rule allows: the rules name the limit; this only keeps absurd input out of memory.
constexpr std::size_t kListMax = 100;

std::string text_of(const boost::json::value& v, std::string_view field, std::string_view msg) {
    if (!v.is_string()) throw ApiError::invalid(std::string(field), std::string(msg));
    return core::text::trim_wide(std::string(v.as_string()));
}

const boost::json::array* array_of(const core::Request& req, std::string_view field, std::string_view msg) {
    const boost::json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) return nullptr;
    if (!v->is_array() || v->as_array().size() > kListMax)
        throw ApiError::invalid(std::string(field), std::string(msg));
    return &v->as_array();
}

}  // namespace

std::string parse_code(const core::Request& req) { return core::opt_text(req, "code", kMsgNoRegion).value_or(""); }

std::string parse_sign(const core::Request& req) { return core::required_sign(req, "sign", kMsgSign); }

Belt parse_belt(const core::Request& req) {
    Belt b;
    b.sign = core::opt_sign(req, "sign", kMsgSign).value_or("");
    b.province = core::opt_text(req, "province", kMsgProvince).value_or("");
    b.name = core::text::trim_wide(core::opt_text(req, "name", kMsgName).value_or(""));
    b.summary = core::text::trim_wide(core::opt_text(req, "summary", kMsgSummary).value_or(""));
    b.course_keyword = core::text::trim_wide(core::opt_text(req, "courseKeyword", kMsgKeyword).value_or(""));
    if (const auto* list = array_of(req, "industries", kMsgIndustries))
        for (const boost::json::value& v : *list) b.industries.push_back(text_of(v, "industries", kMsgIndustries));
    if (const auto* list = array_of(req, "enterprises", kMsgEnterprises))
        for (const boost::json::value& v : *list) {
            if (!v.is_object()) throw ApiError::invalid("enterprises", std::string(kMsgEnterprise));
            const boost::json::object& o = v.as_object();
            const boost::json::value* name = o.if_contains("name");
            const boost::json::value* about = o.if_contains("description");
            b.enterprises.push_back(
                {name == nullptr ? "" : text_of(*name, "enterprises", kMsgEnterprise),
                 about == nullptr || about->is_null() ? "" : text_of(*about, "enterprises", kMsgEnterprise)});
        }
    return b;
}

}  // namespace xj::industry
