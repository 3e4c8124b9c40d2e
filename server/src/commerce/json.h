// The commerce calls' JSON (docs/commerce.md, docs/api.md). Money is integer fen: price, discount, amount, balance.
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "commerce/model.h"
#include "commerce/service.h"

namespace xj::commerce {

// An order: {orderNo, orderType, orderTypeName, title, picture, courseId (the course's or training's sign, "" for a
// top-up), price, discount, amount, discountCode, status 0–3, statusName, payType 0–2, payTypeName, createTime,
// expireTime, payTime}.
boost::json::object order_json(const Order& order);
boost::json::object orders_json(const Paged<Order>& page);
// The payment page: {order, balance, payUrl (what the QR code shows, "" before online payment is chosen), qrCode (the
// PNG's address), enough (the balance covers the amount)}.
boost::json::object checkout_json(const Checkout& checkout);
// The polling answer: {orderNo, status, paid}.
boost::json::object pay_state_json(const Order& order);
boost::json::object cashier_json(const CashierView& view);
// A code's price: {price, discount, amount, discountCode}.
boost::json::object quote_json(const Quote& quote);
// A batch: {idSign, name, kind 1 rate | 2 fixed, kindName, value, startTime, endTime, useLimit, codeCount, usedCount,
// createTime}; codes: {code, usedCount, useLimit} in list, total.
boost::json::object batch_json(const DiscountBatch& batch);
boost::json::array batches_json(const std::vector<DiscountBatch>& batches);
boost::json::object codes_json(const Paged<DiscountCode>& page);
// A ledger row: {id, kind 1–6, kindName, amount (signed), balance (after), orderNo, note, createTime}.
boost::json::object entries_json(const Paged<WalletEntry>& page);

}  // namespace xj::commerce
