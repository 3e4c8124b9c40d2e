#include "core/build_cache.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

namespace xj::core {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

// Each test has its own cache root (XJ_BUILD_CACHE) and target folders.
class BuildCacheTest : public ::testing::Test {
protected:
    void SetUp() override {
        root_ = fs::temp_directory_path() / ("xj_build_cache_" + std::to_string(getpid()) + "_" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(root_);
        setenv("XJ_BUILD_CACHE", (root_ / "cache").c_str(), 1);
    }
    void TearDown() override {
        unsetenv("XJ_BUILD_CACHE");
        fs::remove_all(root_);
    }
    // Makes two files, counting the calls.
    std::function<void(const fs::path&)> maker() {
        return [this](const fs::path& dir) {
            ++made_;
            write(dir / "logo.png", "drawn");
            write(dir / "sub" / "banner.png", "drawn too");
        };
    }
    fs::path root_;
    int made_ = 0;
};

TEST_F(BuildCacheTest, MakesOnceThenCopiesTheSameFiles) {
    fill_from_build_cache(root_ / "first", "artwork", maker());
    fill_from_build_cache(root_ / "second", "artwork", maker());
    EXPECT_EQ(made_, 1);
    EXPECT_EQ(read(root_ / "second" / "logo.png"), "drawn");
    EXPECT_EQ(read(root_ / "second" / "sub" / "banner.png"), "drawn too");
    const auto cache = build_cache_dir("artwork");
    ASSERT_TRUE(cache);
    EXPECT_EQ(cache->parent_path(), root_ / "cache" / "artwork");
    // What the next start gets is the cache's copy, not a new drawing.
    write(*cache / "logo.png", "from the cache");
    fill_from_build_cache(root_ / "third", "artwork", maker());
    EXPECT_EQ(made_, 1);
    EXPECT_EQ(read(root_ / "third" / "logo.png"), "from the cache");
}

TEST_F(BuildCacheTest, KeepsOnlyTheMostRecentBuilds) {
    const fs::path parent = root_ / "cache" / "artwork";
    for (int i = 0; i < 6; ++i) {
        write(parent / ("old-" + std::to_string(i)) / "logo.png", "old");
        fs::last_write_time(parent / ("old-" + std::to_string(i)),
                            fs::file_time_type::clock::now() - std::chrono::hours(10 - i));
    }
    fill_from_build_cache(root_ / "first", "artwork", maker());
    std::size_t kept = 0;
    for (const auto& entry : fs::directory_iterator(parent)) {
        ++kept;
        EXPECT_NE(entry.path().filename(), "old-0") << "the oldest build goes first";
    }
    EXPECT_EQ(kept, kKeptBuilds);
    EXPECT_TRUE(fs::exists(*build_cache_dir("artwork") / "logo.png"));
}

}  // namespace
}  // namespace xj::core
