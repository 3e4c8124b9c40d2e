// The simulation domain's request bodies and queries, read and checked (docs/simulation.md "API"): -2 with the
// field's Chinese message for what is missing or of the wrong type; the rules of the values are decisions.cpp's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/request.h"
#include "simulation/decisions.h"

namespace xj::simulation {

std::string parse_sign(const core::Request& req);
// The run's day the page showed (0 before operations).
int parse_day(const core::Request& req);
// The run's version the page showed (absent: not checked).
std::optional<std::int64_t> parse_version(const core::Request& req);
// ?categoryId: 0 (all) or 1–3.
int parse_category(const core::Request& req);
// ?marketplace: "" or a known marketplace.
std::string parse_marketplace(const core::Request& req);

CompanyInput parse_company(const core::Request& req);
ShopInput parse_shop(const core::Request& req);
ListingInput parse_listing(const core::Request& req);
int parse_product(const core::Request& req);
std::int64_t parse_price(const core::Request& req);
int parse_quantity(const core::Request& req);
std::int64_t parse_budget(const core::Request& req);
int parse_reply(const core::Request& req);

std::string parse_course(const core::Request& req);
std::string parse_keyword(const core::Request& req);

}  // namespace xj::simulation
