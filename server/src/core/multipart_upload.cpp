#include "core/multipart_upload.h"

#include "core/api_error.h"
#include "core/text.h"
#include "core/xlsx_reader.h"

namespace xj::core {

UploadForm::UploadForm(const Request& req, std::string_view not_multipart) {
    auto boundary = multipart_boundary(req.header("Content-Type"));
    if (!boundary) throw ApiError::invalid("file", std::string(not_multipart));
    auto parts = parse_multipart(req.body(), *boundary);
    if (!parts) throw ApiError::invalid("file", std::string(not_multipart));
    parts_ = std::move(*parts);
}

std::optional<std::string> UploadForm::text(std::string_view name) const {
    const FormPart* p = find_part(parts_, name);
    if (p == nullptr) return std::nullopt;
    return text::trim_wide(p->data);
}

std::string UploadForm::course_sign(std::string_view missing) const {
    std::string sign = text("courseId").value_or("");
    if (sign.empty()) sign = text("courseIdSign").value_or("");
    if (sign.empty() || sign.size() > kUploadSignMax) throw ApiError::invalid("courseId", std::string(missing));
    return sign;
}

const FormPart& UploadForm::file(std::string_view no_file, std::string_view field) const {
    const FormPart* file = find_part(parts_, field);
    if (file == nullptr || file->data.empty()) throw ApiError::invalid(std::string(field), std::string(no_file));
    return *file;
}

std::vector<std::vector<std::string>> xlsx_upload_rows(std::string_view bytes, std::size_t max_bytes,
                                                       std::string_view too_large, std::string_view not_xlsx) {
    if (bytes.size() > max_bytes) throw ApiError::invalid("file", std::string(too_large));
    std::optional<std::vector<std::vector<std::string>>> records;
    if (looks_like_zip(bytes)) records = read_xlsx(bytes);
    if (!records) throw ApiError::invalid("file", std::string(not_xlsx));
    return std::move(*records);
}

}  // namespace xj::core
