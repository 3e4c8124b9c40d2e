#include "core/sign.h"

#include <array>

#include <sodium.h>

namespace xj::core {

std::string make_sign() {
    static constexpr std::string_view kAlphabet = "0123456789abcdef";
    std::string out(kSignLength, '0');
    for (auto& c : out) c = kAlphabet[randombytes_uniform(static_cast<std::uint32_t>(kAlphabet.size()))];
    return out;
}

}  // namespace xj::core
