// A course's data files (docs/teaching.md, Course data files): upload, rename, delete, for the course's
// teachers and the admins of its school (CourseService::managed_course). Files lie under
// <files>/course-files/<sign>.<ext> (the demo's and /file/server/download's area, never public); a file is written
// before its row is committed and removed if the commit fails; a deleted row's file is removed after the commit.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/xlsx_export.h"
#include "courses/service.h"
#include "teaching/materials_store.h"

namespace xj::teaching {

inline constexpr std::string_view kDataFileDir = "course-files";

struct DataFileUpload {
    std::string course_sign;
    std::string chapter_sign;              // "" for a file of the whole course
    std::optional<std::string> data_name;  // trimmed; nullopt: the file name without extension
    std::string file_name;                 // as uploaded (cleaned)
    std::string_view bytes;
};

// A file as downList shows it: the row and its 1-based place in the course's list.
struct PlacedFile {
    courses::DataFile file;
    std::size_t index = 0;
};

// The files' export (/courseStudy/courseDataList/export): downList's rows with their chapter and upload time.
struct FileExport {
    std::string course_name;
    std::vector<FileExportRow> rows;
};

class MaterialService {
public:
    MaterialService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses), exporter_(clock) {}
    // Where data files lie (<data-dir>/files); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }
    // Removes data files older than `age` that no row points to (a server stopped between the file and its row);
    // how many. Run at start.
    int remove_orphans(std::chrono::seconds age);

    PlacedFile add(const core::AuthUser& user, const DataFileUpload& upload);
    PlacedFile rename(const core::AuthUser& user, const std::string& sign, const std::string& data_name);
    void remove(const core::AuthUser& user, const std::string& sign);
    // The course's managers only (unlike downList, which its students read too); -1000 past the row cap.
    FileExport export_files(const core::AuthUser& user, const std::string& course_sign);
    core::Exporter& exporter() { return exporter_; }

private:
    PlacedFile placed(db::Conn& conn, const courses::DataFile& file) const;
    courses::DataFile managed_file(db::Conn& conn, const core::AuthUser& user, const std::string& sign) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    MaterialStore store_;
    std::filesystem::path files_dir_;
    core::Exporter exporter_;
};

}  // namespace xj::teaching
