#include "commerce/payment_provider.h"

#include "core/api_error.h"
#include "core/sign.h"

namespace xj::commerce {

Precreated PlatformProvider::precreate(const TradeRequest& request) {
    // 128 random bits: whoever holds the link may pay the order, as with a provider's own payment link.
    std::string token = core::make_sign() + core::make_sign();
    return Precreated{request.site_url + "/pay/" + token, token};
}

Precreated DisabledProvider::precreate(const TradeRequest&) { throw core::ApiError::business("在线支付未开通"); }

}  // namespace xj::commerce
