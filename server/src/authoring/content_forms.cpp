#include "authoring/content_forms.h"

#include <charconv>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "courses/forms.h"

namespace xj::authoring {

namespace json = boost::json;
using core::ApiError;

namespace {

constexpr std::size_t kNameMax = 50;
constexpr std::size_t kSynopsisMax = 500;
constexpr std::int64_t kLevelMax = 9999;
constexpr std::size_t kListMax = 100;

// A positive integer given as a JSON number or a numeric string (the spec sends levels as text).
std::optional<std::int64_t> positive(const json::value* v) {
    if (!v || v->is_null()) return std::nullopt;
    std::int64_t n = 0;
    if (v->is_int64()) n = v->as_int64();
    else if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(kLevelMax))
        n = static_cast<std::int64_t>(v->as_uint64());
    else if (v->is_double()) {
        double d = v->as_double();  // 3.0 is 3; 1.5, NaN and values out of range are not levels
        if (!(d >= 1 && d <= static_cast<double>(kLevelMax)) || d != static_cast<double>(static_cast<std::int64_t>(d)))
            return std::nullopt;
        n = static_cast<std::int64_t>(d);
    } else if (v->is_string()) {
        std::string_view s = v->as_string();
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
        if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
    } else return std::nullopt;
    if (n < 1 || n > kLevelMax) return std::nullopt;
    return n;
}

std::string text(const json::object& o, std::string_view field, std::string_view type_msg) {
    const json::value* v = o.if_contains(field);
    if (!v || v->is_null()) return {};
    if (!v->is_string()) throw ApiError::invalid(std::string(field), std::string(type_msg));
    std::string s(v->as_string());
    auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::string name_of(const json::object& o, std::string_view field, std::string_view missing,
                    std::string_view too_long) {
    std::string name = text(o, field, missing);
    if (name.empty()) throw ApiError::invalid(std::string(field), std::string(missing));
    if (core::text::code_points(name) > kNameMax) throw ApiError::invalid(std::string(field), std::string(too_long));
    return name;
}

int level_of(const json::object& o, std::string_view field, std::string_view msg) {
    auto n = positive(o.if_contains(field));
    if (!n) throw ApiError::invalid(std::string(field), std::string(msg));
    return static_cast<int>(*n);
}

VideoInput video_of(const json::object& o) {
    VideoInput in;
    in.title = name_of(o, "videoTitle", "请输入视频标题", "视频标题不能超过50个字");
    in.level = level_of(o, "videoLevel", "视频序号必须是正整数");
    return in;
}

}  // namespace

ChapterInput parse_chapter(const core::Request& req) {
    const json::object& o = req.json();
    ChapterInput in;
    in.name = name_of(o, "chapterName", "请输入章节名称", "章节名称不能超过50个字");
    in.level = level_of(o, "chapterLevel", "章节序号必须是正整数");
    in.synopsis = text(o, "chapterSynopsis", "章节简介不能超过500个字");
    if (core::text::code_points(in.synopsis) > kSynopsisMax)
        throw ApiError::invalid("chapterSynopsis", "章节简介不能超过500个字");
    return in;
}

VideoInput parse_video(const core::Request& req) { return video_of(req.json()); }

std::string content_sign(const core::Request& req, std::string_view field) {
    return core::required_sign(req, field, "参数不能为空");
}

std::vector<UploadItem> parse_upload_list(const core::Request& req) {
    const json::value* data = req.json().if_contains("data");
    if (!data || !data->is_array() || data->as_array().empty() || data->as_array().size() > kListMax)
        throw ApiError::invalid("data", "请选择要添加的视频");
    std::vector<UploadItem> items;
    for (const auto& v : data->as_array()) {
        if (!v.is_object()) throw ApiError::invalid("data", "请选择要添加的视频");
        const json::object& o = v.as_object();
        UploadItem item;
        item.chapter_sign = text(o, "chapterIdSign", "参数不能为空");
        item.media_sign = text(o, "videoSign", "参数不能为空");
        if (item.chapter_sign.empty()) throw ApiError::invalid("chapterIdSign", "参数不能为空");
        if (item.media_sign.empty()) throw ApiError::invalid("videoSign", "参数不能为空");
        item.video = video_of(o);
        items.push_back(std::move(item));
    }
    return items;
}

UploadInit parse_upload_init(const core::Request& req) {
    const json::object& o = req.json();
    UploadInit in;
    in.file_name = text(o, "fileName", "请选择要上传的视频文件");
    const json::value* size = o.if_contains("size");
    if (!size || !(size->is_int64() || size->is_uint64()) || (size->is_int64() && size->as_int64() <= 0))
        throw ApiError::invalid("size", "视频文件大小不正确");
    in.size = size->is_int64() ? size->as_int64()
                               : static_cast<std::int64_t>(std::min<std::uint64_t>(size->as_uint64(), INT64_MAX));
    return in;
}

std::int64_t parse_offset(const core::Request& req) {
    auto text = req.query("offset");
    std::int64_t n = -1;
    if (text) {
        auto [p, ec] = std::from_chars(text->data(), text->data() + text->size(), n);
        if (ec != std::errc() || p != text->data() + text->size()) n = -1;
    }
    if (n < 0) throw ApiError::invalid("offset", "分片位置不正确，请从已上传的位置继续");
    return n;
}

}  // namespace xj::authoring
