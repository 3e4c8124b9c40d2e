// The certificates domain's rules, without a database (docs/certificates.md): numbers and verification codes, the
// search's reading of what a visitor types, and the words a certificate says.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "certificates/model.h"

namespace xj::certificates {

// No 0/O or 1/I: the code is read off paper.
inline constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

// XJ, the China year of issuance, the id in at least six digits: (42, 2026-11-28) → XJ2026000042.
std::string number_of(std::int64_t id, std::int64_t issued_at);

// What a visitor typed as a number or a code: spaces dropped, letters upper-cased (xj 2026 000042 → XJ2026000042).
std::string normalize_token(std::string_view typed);
// XJ followed by ten or more digits.
bool is_number(std::string_view number);
// kCodeLength characters of kCodeAlphabet.
bool is_code(std::string_view code);

// A score as the certificate prints it: 72.5 → "72.5", 60 → "60".
std::string score_text(double score);
// 1795000000 → "2026年11月18日" (China time).
std::string date_text(std::int64_t epoch_seconds);

// The certificate's heading: 结业证书 (a course), 培训证书 (a training), 考核证书 (an offline result).
std::string_view title_of(Kind kind);
// What it certifies, in one sentence: "张晓明 同学于 2026年11月18日 完成《Python 入门》课程（32
// 学时）的学习，经考核成绩 合格（综合成绩 72.5 分），特发此证。"
std::string statement_of(const Certificate& c);

// Where its public verification page is on the site at site_url (scheme://host): …/certificate-details?number=…&code=….
std::string verify_url(std::string_view site_url, const Certificate& c);

}  // namespace xj::certificates
