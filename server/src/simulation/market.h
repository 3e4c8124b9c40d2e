// The market model of the store-operation simulation (docs/simulation.md "The market model"): the supplier
// catalogue, the marketplaces, the customer-service events, one day's arithmetic and the score. Pure functions of a
// practice's rules and a run's state: the same practice and decisions always give the same days and score.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "simulation/model.h"

namespace xj::simulation {

struct Marketplace {
    std::string_view key;
    std::string_view name;
    std::int64_t deposit;  // fen
    int commission;        // per mille of revenue
};

struct Category {
    int id;
    std::string_view name;
};

struct Product {
    int id;
    int category_id;
    std::string_view name;
    std::int64_t unit_cost;        // fen
    std::int64_t reference_price;  // fen
    int base_demand;               // units a day at the reference price, rating 4.5, no advertising
};

struct Reply {
    std::string_view text;
    int rating_delta;     // hundredths
    std::int64_t refund;  // fen
    bool best;
};

struct Event {
    std::string_view title;
    std::string_view text;
    Reply replies[3];
};

inline constexpr int kMaxRating = 500;
inline constexpr std::int64_t kStoragePerUnit = 20;  // fen a unit a day

const std::vector<Marketplace>& marketplaces();
// nullptr for an unknown key.
const Marketplace* marketplace(std::string_view key);
const std::vector<Category>& categories();
const Category* category(int id);
const std::vector<Product>& products();
const Product* product(int id);
const std::vector<std::string_view>& business_scopes();

// The day's customer-service event of a practice (drawn from its seed).
const Event& event_of(std::uint64_t seed, int day);
// The market's factor for a product on a day, per mille (850–1150), from the seed.
int market_factor(std::uint64_t seed, int day, int product_id);
// A practice's seed from its sign (FNV-1a), so a seeded practice keeps its market.
std::uint64_t seed_of(std::string_view sign);

// Units demanded of a listing on the run's current day.
int demand_of(const PracticeRules& rules, const RunState& state, const Listing& listing);

// Plays the run's current day (stage operate, today's event answered): sales, costs, rating, the record; then the
// next day, or stage finished with the deposit returned after the last one.
void play_day(const PracticeRules& rules, RunState& state);

// The score of a run so far (docs: revenue 30, profit 40, rating 20, service 10).
ScoreParts score_of(const PracticeRules& rules, const RunState& state);

std::int64_t total_revenue(const RunState& state);
std::int64_t total_profit(const RunState& state);
int total_orders(const RunState& state);

}  // namespace xj::simulation
