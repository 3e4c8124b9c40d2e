// A run's decisions (docs/simulation.md): each checks that the run is at the stage and day the page showed
// (页面已过期 otherwise), checks the input against the practice's market, and changes the state, with a line in the
// decision log. Pure: the service loads, decides and saves in one transaction.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "simulation/model.h"

namespace xj::simulation {

struct CompanyInput {
    std::string name;
    std::vector<std::string> scopes;
    int capital = 0;
};

struct ShopInput {
    std::string name;
    int category_id = 0;
};

struct ListingInput {
    int product_id = 0;
    std::int64_t price = 0;
    int stock = 0;
};

// A new run's state: the practice's funds, stage company.
RunState new_run(const PracticeRules& rules);

// The -1000 页面已过期 unless the run is at `stage` and `day`.
void expect(const RunState& state, Stage stage, int day);

void register_company(RunState& state, const CompanyInput& in);
void open_shop(const PracticeRules& rules, RunState& state, const ShopInput& in);
void list_product(RunState& state, const ListingInput& in);
void unlist_product(RunState& state, int product_id);
void start_operating(RunState& state);
void set_price(RunState& state, int product_id, std::int64_t price);
void restock(RunState& state, int product_id, int quantity);
void set_advertising(RunState& state, std::int64_t budget);
void reply(const PracticeRules& rules, RunState& state, int reply_id);
void advance(const PracticeRules& rules, RunState& state);

}  // namespace xj::simulation
