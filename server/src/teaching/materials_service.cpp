#include "teaching/materials_service.h"

#include <chrono>
#include <fstream>
#include <system_error>

#include <spdlog/spdlog.h>

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/sign.h"
#include "teaching/materials_rules.h"

namespace xj::teaching {

namespace fs = std::filesystem;
using core::ApiError;

namespace {

constexpr std::string_view kMsgNoChapter = "章节不存在";
constexpr std::string_view kMsgNoFile = "文件不存在";

}  // namespace

courses::DataFile MaterialService::managed_file(db::Conn& conn, const core::AuthUser& user,
                                                const std::string& sign) const {
    auto file = store_.find(conn, sign);
    if (!file) throw ApiError::business(std::string(kMsgNoFile));
    courses_.managed_course(conn, user, file->course_id);
    return *file;
}

PlacedFile MaterialService::placed(db::Conn& conn, const courses::DataFile& file) const {
    auto files = courses_.files(conn, file.course_id);
    for (std::size_t i = 0; i < files.size(); ++i)
        if (files[i].sign == file.sign) return {files[i], i + 1};
    return {file, 0};
}

FileExport MaterialService::export_files(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        exporter_.check_rows(store_.count(c, course.id));
        FileExport out;
        out.rows = store_.export_rows(c, course.id, exporter_.max_rows());
        if (auto info = courses_.find_course(c, course.school_id, course.sign)) out.course_name = info->card.name;
        return out;
    });
}

PlacedFile MaterialService::add(const core::AuthUser& user, const DataFileUpload& up) {
    courses::DataFile f;
    // Access and the chapter first: nothing touches the disk for a refused call.
    db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, up.course_sign);
        f.course_id = course.id;
        if (!up.chapter_sign.empty()) {
            f.chapter_id = store_.chapter_of_course(c, up.chapter_sign, course.id);
            if (!f.chapter_id) throw ApiError::business(std::string(kMsgNoChapter));
        }
    });
    if (up.bytes.empty()) throw ApiError::invalid("file", std::string(kMsgNoDataFile));
    if (up.bytes.size() > kDataFileMaxBytes) throw ApiError::invalid("file", std::string(kMsgFileTooLarge));
    auto type = core::document_type_of(core::sniff_mime(up.bytes), up.file_name);
    if (!type) throw ApiError::invalid("file", std::string(kMsgUnsupported));
    f.sign = core::make_sign();
    f.data_type = *type;
    f.file_name = up.file_name.empty() ? f.sign + "." + f.data_type : up.file_name;
    f.name = up.data_name ? *up.data_name : default_data_name(f.file_name);
    if (f.name.empty()) f.name = f.sign;
    f.size = static_cast<std::int64_t>(up.bytes.size());
    f.path = std::string(kDataFileDir) + "/" + f.sign + "." + f.data_type;

    fs::path target = files_dir_ / f.path;
    fs::create_directories(target.parent_path());
    core::write_atomically(target, up.bytes, "materials");  // on the disk before its row commits
    try {
        db_.with_tx([&](db::Conn& c) {
            courses_.managed_course(c, user, f.course_id);  // still allowed (the team may have changed meanwhile)
            courses_.add_file(c, f, user.id, clock_.now_seconds());
        });
    } catch (...) {
        core::remove_quietly(target);
        throw;
    }
    return db_.with_conn([&](db::Conn& c) { return placed(c, f); });
}

int MaterialService::remove_orphans(std::chrono::seconds age) {
    std::vector<std::string> old = core::files_older_than(files_dir_, kDataFileDir, age);
    if (old.empty()) return 0;
    auto known = db_.with_conn([&](db::Conn& c) { return courses_.file_paths_under(c, kDataFileDir); });
    int removed = core::remove_unreferenced(files_dir_, old, known);
    if (removed) spdlog::info("materials: removed {} data file(s) without a row", removed);
    return removed;
}

PlacedFile MaterialService::rename(const core::AuthUser& user, const std::string& sign, const std::string& data_name) {
    return db_.with_tx([&](db::Conn& c) {
        courses::DataFile f = managed_file(c, user, sign);
        courses_.rename_file(c, f.id, data_name);
        return placed(c, f);
    });
}

void MaterialService::remove(const core::AuthUser& user, const std::string& sign) {
    std::string path = db_.with_tx([&](db::Conn& c) {
        courses::DataFile f = managed_file(c, user, sign);
        if (!courses_.remove_file(c, f.id)) throw ApiError::business(std::string(kMsgNoFile));
        return f.path;
    });
    core::remove_quietly(files_dir_ / path);
}

}  // namespace xj::teaching
