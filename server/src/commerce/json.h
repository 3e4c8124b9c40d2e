// The commerce calls' JSON (docs/commerce.md, docs/api.md). Money is integer fen: price, discount, amount, balance.
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "commerce/marketer_service.h"
#include "commerce/model.h"
#include "commerce/service.h"

namespace xj::commerce {

// An order: {orderNo, orderType 1–4, orderTypeName, title, picture, courseId (the course's or training's sign, "" for a
// top-up), price, discount, amount, discountCode, status 0–3, statusName, payType 0–2, payTypeName, createTime,
// expireTime, payTime, refundTime, refundReason, quantity (of a code order's codes)}.
boost::json::object order_json(const Order& order);
boost::json::object orders_json(const Paged<Order>& page);
// A code order's codes: {list [{code, used, usedBy, usedTime}], total}.
boost::json::object bought_codes_json(const Paged<BoughtCode>& page);
// The school's orders (the admins'): each order with buyerName, buyerMobile and commission.
boost::json::object school_orders_json(const Paged<SchoolOrder>& page);
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
// A ledger row: {id, kind 1–7, kindName, amount (signed), balance (after), orderNo, note, createTime}.
boost::json::object entries_json(const Paged<WalletEntry>& page);
// A user's wallet for the platform admin: {balance, list, total} (the ledger as entries_json).
boost::json::object wallet_json(const Wallet& w);

// Marketers (marketer_json.cpp). A marketer as they and the school's admins see it: {idSign, realName, mobile,
// intro, status 0–3, statusName, rate, reviewNote, applyTime, reviewTime, userName}.
boost::json::object marketer_json(const Marketer& marketer);
boost::json::object marketers_json(const Paged<Marketer>& page);
// The /promote page: {marketer, totals {visits, orders, commission}, list [{course, link, visits, orders,
// commission}], total}.
boost::json::object promotion_json(const Promotion& promotion);
// {list [{orderNo (masked: XJ20261124****7940), title, buyerName (masked), amount, commission, status, statusName,
// payTime}], total}.
boost::json::object commissions_json(const Paged<Commission>& page);
// The landing page: {marketer {idSign, name, photo}, course (a card or null), others [cards]}.
boost::json::object landing_json(const Landing& landing);

}  // namespace xj::commerce
