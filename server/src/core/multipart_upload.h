// Upload routes (multipart/form-data), read one way: the form with the contract's refusals — a body that is not
// multipart (or is malformed) and a missing or empty file part are -2 on "file", a missing course sign -2 on
// "courseId" — and an uploaded .xlsx file's rows refused when too large or not a workbook. The routes still declare
// accept_multipart() and their body limit.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/multipart.h"
#include "core/request.h"

namespace xj::core {

inline constexpr std::string_view kMsgNotMultipart = "请使用 multipart/form-data 上传文件";
inline constexpr std::string_view kMsgNoUploadFile = "请选择要上传的文件";
inline constexpr std::size_t kUploadSignMax = 64;

class UploadForm {
public:
    // The parts of req's body; ApiError::invalid("file", not_multipart) when it is not a multipart/form-data body.
    explicit UploadForm(const Request& req, std::string_view not_multipart = kMsgNotMultipart);

    // The first part named `name` as text, trimmed (text::trim_wide); nullopt when there is none.
    std::optional<std::string> text(std::string_view name) const;
    // courseId, else courseIdSign (trimmed); ApiError::invalid("courseId", missing) when both are empty or the sign
    // is longer than kUploadSignMax.
    std::string course_sign(std::string_view missing) const;
    // The file part named `field` ("file" unless the call names another); ApiError::invalid(field, no_file) when
    // there is none or it is empty.
    const FormPart& file(std::string_view no_file = kMsgNoUploadFile, std::string_view field = "file") const;

private:
    std::vector<FormPart> parts_;
};

// The rows of an uploaded .xlsx workbook's first sheet: ApiError::invalid("file", too_large) above max_bytes,
// ApiError::invalid("file", not_xlsx) when the bytes are not a workbook.
std::vector<std::vector<std::string>> xlsx_upload_rows(std::string_view bytes, std::size_t max_bytes,
                                                       std::string_view too_large, std::string_view not_xlsx);

}  // namespace xj::core
