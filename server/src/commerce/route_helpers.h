// What the commerce routes (orders, marketers) share beside their input: the site's address and PNG answers.
#pragma once

#include <string>

#include "core/request.h"
#include "core/response.h"

namespace xj::commerce {

// scheme://host of the page the user is on: the platform cashier's and the marketers' links open on the same site.
std::string site_url(const core::Request& req);
// A PNG image (a QR code), never cached.
core::Response png_response(std::string png);

}  // namespace xj::commerce
