// The simulation domain's records (docs/simulation.md): a practice a school offers, a user's run of it and its
// state, a course's assignment of a practice. Money is in integer fen, a rating in hundredths (450 = 4.5 stars).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xj::simulation {

enum class Stage { kCompany = 1, kShop = 2, kListing = 3, kOperate = 4, kFinished = 5 };

// What a practice fixes for every student: its marketplace, length, funds, targets and the seed of its market.
struct PracticeRules {
    std::string marketplace = "amazon";
    int days = 10;
    std::int64_t funds = 0;           // starting funds, fen
    std::int64_t target_revenue = 0;  // fen
    std::int64_t target_profit = 0;   // fen
    int target_rating = 450;          // hundredths
    std::uint64_t seed = 0;
};

struct Practice {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
    std::string title;
    int category = 1;
    std::string summary;
    std::string description;
    PracticeRules rules;
    int position = 0;
    std::int64_t players = 0;  // runs of it (lists only)
};

struct Company {
    std::string name;
    std::vector<std::string> scopes;
    int capital = 0;  // 万元, registered (not funds)
};

struct Shop {
    std::string name;
    int category_id = 0;
};

struct Listing {
    int product_id = 0;
    std::int64_t price = 0;  // fen
    int stock = 0;
    int sold_total = 0;
};

// One played day.
struct DayRecord {
    int day = 0;
    int visitors = 0;
    int orders = 0;
    std::int64_t revenue = 0;
    std::int64_t commission = 0;
    std::int64_t goods_cost = 0;
    std::int64_t advertising = 0;
    std::int64_t storage = 0;
    std::int64_t refund = 0;
    std::int64_t profit = 0;
    int rating = 0;
    std::int64_t funds = 0;
    int stockouts = 0;
};

struct LogEntry {
    int day = 0;
    std::string text;
};

// A run's whole state, saved as one JSON document after every decision (state_codec.h).
struct RunState {
    Stage stage = Stage::kCompany;
    int day = 0;  // 0 before operations; then the day being decided (1…days)
    std::int64_t funds = 0;
    std::int64_t deposit = 0;  // paid when the shop opened, returned at the end
    std::optional<Company> company;
    std::optional<Shop> shop;
    std::vector<Listing> listings;
    std::int64_t advertising = 0;  // the daily budget, fen
    int rating = 450;
    std::optional<int> answered;  // today's reply
    int best_replies = 0;
    std::int64_t goods_bought = 0;  // fen spent on stock (the report's cost of goods is per sale)
    std::vector<DayRecord> history;
    std::vector<LogEntry> log;
};

struct ScoreParts {
    double total = 0;
    double revenue = 0;
    double profit = 0;
    double rating = 0;
    double service = 0;
};

struct Run {
    std::int64_t id = 0;
    std::int64_t practice_id = 0;
    std::int64_t user_id = 0;
    std::int64_t version = 0;
    RunState state;
    std::optional<double> score;
    std::optional<double> best_score;
    std::int64_t started_at = 0;
    std::int64_t updated_at = 0;
    std::optional<std::int64_t> finished_at;
};

// A practice in a user's lists, with their own run's stage and best score.
struct PracticeCard {
    Practice practice;
    std::optional<Stage> my_stage;
    std::optional<double> my_best;
};

// A user's run in their list of runs.
struct RunCard {
    std::string sign;  // the practice's
    std::string title;
    std::string marketplace;
    int days = 0;
    Stage stage = Stage::kCompany;
    int day = 0;
    std::optional<double> score;
    std::optional<double> best_score;
    std::int64_t updated_at = 0;
};

// A course's assignment of a practice, with its trainees' counts.
struct Assignment {
    std::int64_t course_id = 0;
    Practice practice;
    bool in_assessment = false;
    std::int64_t assigned_at = 0;
    std::int64_t trainees = 0;
    std::int64_t started = 0;
    std::int64_t finished = 0;
    std::optional<double> average_score;
};

// One trainee of a course and their run of a practice (no run: stage nullopt).
struct Trainee {
    std::string user_sign;
    std::string name;
    std::string student_card;
    std::optional<Stage> stage;
    int day = 0;
    int days = 0;  // the practice's
    std::optional<double> score;
    std::optional<std::int64_t> updated_at;
};

}  // namespace xj::simulation
