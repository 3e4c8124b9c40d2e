#include "core/sign.h"

#include <array>

#include <sodium.h>

namespace xj::core {

std::string make_sign() { return random_code(kSignLength, "0123456789abcdef"); }

std::string random_code(std::size_t length, std::string_view alphabet) {
    std::string out(length, '0');
    for (auto& c : out) c = alphabet[randombytes_uniform(static_cast<std::uint32_t>(alphabet.size()))];
    return out;
}

}  // namespace xj::core
