// Files written whole: the target holds the new bytes and no temporary file is left; a secret file is mode 0600 in
// a 0700 directory, and an unchanged secret is not rewritten.
#include "core/atomic_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "core/sign.h"

namespace xj::core {
namespace {

namespace fs = std::filesystem;

class AtomicFile : public ::testing::Test {
protected:
    void SetUp() override { dir_ = fs::temp_directory_path() / ("xj-atomic-" + make_sign()); }
    void TearDown() override { fs::remove_all(dir_); }

    static std::string read(const fs::path& p) {
        std::ifstream in(p, std::ios::binary);
        std::ostringstream out;
        out << in.rdbuf();
        return out.str();
    }
    // A rename puts a new inode in place: the same inode means the file was not rewritten.
    static ino_t inode(const fs::path& p) {
        struct stat st {};
        return ::stat(p.c_str(), &st) == 0 ? st.st_ino : 0;
    }
    static std::size_t files_in(const fs::path& dir) {
        std::size_t n = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
        return n;
    }

    fs::path dir_;
};

TEST_F(AtomicFile, WriteAtomicallyReplacesTheTargetAndLeavesNoTemporaryFile) {
    fs::create_directories(dir_);
    write_atomically(dir_ / "a.png", "first", "test");
    write_atomically(dir_ / "a.png", std::string("second\0bytes", 12), "test");
    EXPECT_EQ(read(dir_ / "a.png"), std::string("second\0bytes", 12));
    EXPECT_EQ(files_in(dir_), 1U);
}

TEST_F(AtomicFile, WriteAtomicallyIntoAMissingDirectoryThrows) {
    EXPECT_THROW(write_atomically(dir_ / "missing" / "a.png", "x", "test"), std::exception);
}

TEST_F(AtomicFile, SecretFileIsOwnerOnlyInAnOwnerOnlyDirectory) {
    fs::path key = dir_ / "keys" / "media.key";
    write_secret_file(key, "abc\n");
    EXPECT_EQ(read(key), "abc\n");
    EXPECT_EQ(fs::status(key).permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(fs::status(key.parent_path()).permissions() & fs::perms::all, fs::perms::owner_all);
    EXPECT_EQ(files_in(key.parent_path()), 1U) << "no temporary file left";
}

TEST_F(AtomicFile, SecretFileIsReplacedWhenItChangesAndKeptWhenItDoesNot) {
    fs::path key = dir_ / "keys" / "password-rsa.pem";
    write_secret_file(key, "old");
    ino_t before = inode(key);
    write_secret_file(key, "old");
    EXPECT_EQ(inode(key), before) << "an unchanged secret is not rewritten";
    write_secret_file(key, "new");
    EXPECT_EQ(read(key), "new");
    EXPECT_NE(inode(key), before);
    EXPECT_EQ(fs::status(key).permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
}

TEST(AtomicFileTest, ListsTheFilesOfAnAreaOlderThanAnAge) {
    fs::path root = fs::temp_directory_path() / ("xj-older-" + std::to_string(::getpid()));
    fs::create_directories(root / "area" / "sub");
    write_atomically(root / "area" / "old.bin", "o", "test");
    write_atomically(root / "area" / "new.bin", "n", "test");
    fs::last_write_time(root / "area" / "old.bin", fs::file_time_type::clock::now() - std::chrono::hours(2));
    EXPECT_EQ(files_older_than(root, "area", std::chrono::hours(1)), std::vector<std::string>{"area/old.bin"});
    EXPECT_TRUE(files_older_than(root, "missing", std::chrono::hours(1)).empty());
    EXPECT_FALSE(fs::exists(root / "area" / "old.bin.tmp"));
    fs::remove_all(root);
}

}  // namespace
}  // namespace xj::core
