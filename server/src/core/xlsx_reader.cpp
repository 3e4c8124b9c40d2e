#include "core/xlsx_reader.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include <expat.h>
#include <zip.h>

namespace xj::core {

namespace {

constexpr std::string_view kZipSignature = "PK\x03\x04";
constexpr std::string_view kSharedStrings = "xl/sharedStrings.xml";
constexpr std::string_view kWorkbook = "xl/workbook.xml";
constexpr std::string_view kWorkbookRels = "xl/_rels/workbook.xml.rels";
constexpr std::string_view kXlFolder = "xl/";
constexpr std::string_view kSheetPrefix = "xl/worksheets/sheet";
constexpr std::string_view kXmlSuffix = ".xml";
constexpr zip_uint64_t kPartLimit = 32 * 1024 * 1024;  // uncompressed bytes per part: no zip bombs
constexpr std::size_t kRowLimit = 100000;
constexpr std::size_t kColumnLimit = 64;

using Records = std::vector<std::vector<std::string>>;

struct ZipCloser {
    void operator()(zip_t* z) const { zip_discard(z); }
};
using ZipPtr = std::unique_ptr<zip_t, ZipCloser>;

ZipPtr open_zip(std::string_view bytes) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* src = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    if (src == nullptr) return nullptr;
    zip_t* z = zip_open_from_source(src, ZIP_RDONLY, &error);
    if (z == nullptr) zip_source_free(src);
    zip_error_fini(&error);
    return ZipPtr(z);
}

std::optional<std::string> read_part(zip_t* z, const std::string& name) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat(z, name.c_str(), 0, &st) != 0 || (st.valid & ZIP_STAT_SIZE) == 0 || st.size > kPartLimit)
        return std::nullopt;
    zip_file_t* f = zip_fopen(z, name.c_str(), 0);
    if (f == nullptr) return std::nullopt;
    std::string out(st.size, '\0');
    zip_int64_t n = zip_fread(f, out.data(), st.size);
    zip_fclose(f);
    if (n < 0 || static_cast<zip_uint64_t>(n) != st.size) return std::nullopt;
    return out;
}

// The worksheet with the lowest number (xl/worksheets/sheetN.xml), for workbooks without relationships.
std::optional<std::string> first_sheet_name(zip_t* z) {
    std::optional<std::pair<long, std::string>> best;
    zip_int64_t count = zip_get_num_entries(z, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        const char* raw = zip_get_name(z, static_cast<zip_uint64_t>(i), 0);
        if (raw == nullptr) continue;
        std::string_view name(raw);
        if (!name.starts_with(kSheetPrefix) || !name.ends_with(kXmlSuffix)) continue;
        std::string_view digits =
            name.substr(kSheetPrefix.size(), name.size() - kSheetPrefix.size() - kXmlSuffix.size());
        if (digits.empty() || digits.size() > 6 ||
            !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        long number = std::stol(std::string(digits));
        if (!best || number < best->first) best = std::make_pair(number, std::string(name));
    }
    if (!best) return std::nullopt;
    return best->second;
}

std::string_view local_name(const XML_Char* name) {
    std::string_view n(name);
    auto colon = n.rfind(':');
    return colon == std::string_view::npos ? n : n.substr(colon + 1);
}

const XML_Char* attribute(const XML_Char** attrs, std::string_view wanted) {
    for (int i = 0; attrs[i] != nullptr; i += 2) {
        if (local_name(attrs[i]) == wanted) return attrs[i + 1];
    }
    return nullptr;
}

// Shared strings: the text of each <si> (its <t> runs, phonetic <rPh> runs left out).
struct SharedStringsParser {
    std::vector<std::string> strings;
    bool in_t = false;
    int in_phonetic = 0;

    static void start(void* self, const XML_Char* name, const XML_Char**) {
        auto* p = static_cast<SharedStringsParser*>(self);
        std::string_view n = local_name(name);
        if (n == "si") p->strings.emplace_back();
        if (n == "rPh") ++p->in_phonetic;
        if (n == "t") p->in_t = true;
    }
    static void end(void* self, const XML_Char* name) {
        auto* p = static_cast<SharedStringsParser*>(self);
        std::string_view n = local_name(name);
        if (n == "rPh") --p->in_phonetic;
        if (n == "t") p->in_t = false;
    }
    static void text(void* self, const XML_Char* s, int len) {
        auto* p = static_cast<SharedStringsParser*>(self);
        if (p->in_t && p->in_phonetic == 0 && !p->strings.empty())
            p->strings.back().append(s, static_cast<std::size_t>(len));
    }
};

// The column index of a cell reference ("B3" → 1); nullopt when it has no letters.
std::optional<std::size_t> column_of(const XML_Char* ref) {
    if (ref == nullptr) return std::nullopt;
    std::size_t col = 0;
    std::size_t letters = 0;
    for (const XML_Char* c = ref; *c >= 'A' && *c <= 'Z'; ++c, ++letters)
        col = col * 26 + static_cast<std::size_t>(*c - 'A' + 1);
    if (letters == 0 || letters > 3) return std::nullopt;
    return col - 1;
}

struct SheetParser {
    const std::vector<std::string>* shared = nullptr;
    Records records;
    std::string cell_type;
    std::size_t column = 0;
    std::size_t next_column = 0;
    std::string value;
    bool in_value = false;  // <v> or <is><t>
    bool in_cell = false;
    bool too_big = false;

    void start_row(const XML_Char** attrs);
    void start_cell(const XML_Char** attrs);
    void end_cell();
    static void start(void* self, const XML_Char* name, const XML_Char** attrs);
    static void end(void* self, const XML_Char* name);
    static void text(void* self, const XML_Char* s, int len) {
        auto* p = static_cast<SheetParser*>(self);
        if (p->in_value) p->value.append(s, static_cast<std::size_t>(len));
    }
};

void SheetParser::start_row(const XML_Char** attrs) {
    const XML_Char* r = attribute(attrs, "r");
    std::size_t row = r != nullptr ? static_cast<std::size_t>(std::strtoul(r, nullptr, 10)) : records.size() + 1;
    if (row == 0 || row < records.size() + 1) row = records.size() + 1;
    if (row > kRowLimit) {
        too_big = true;
        return;
    }
    records.resize(row);
    next_column = 0;
}

void SheetParser::start_cell(const XML_Char** attrs) {
    const XML_Char* t = attribute(attrs, "t");
    cell_type = t != nullptr ? t : "n";
    column = column_of(attribute(attrs, "r")).value_or(next_column);
    next_column = column + 1;
    value.clear();
    in_cell = true;
}

void SheetParser::end_cell() {
    in_cell = false;
    if (records.empty() || column >= kColumnLimit) return;
    std::string text = value;
    if (cell_type == "s") {
        std::size_t index = static_cast<std::size_t>(std::strtoul(value.c_str(), nullptr, 10));
        text = index < shared->size() ? (*shared)[index] : std::string();
    }
    auto& row = records.back();
    if (row.size() <= column) row.resize(column + 1);
    row[column] = std::move(text);
}

void SheetParser::start(void* self, const XML_Char* name, const XML_Char** attrs) {
    auto* p = static_cast<SheetParser*>(self);
    std::string_view n = local_name(name);
    if (n == "row") p->start_row(attrs);
    if (n == "c") p->start_cell(attrs);
    if (p->in_cell && (n == "v" || n == "t")) p->in_value = true;
}

void SheetParser::end(void* self, const XML_Char* name) {
    auto* p = static_cast<SheetParser*>(self);
    std::string_view n = local_name(name);
    if (n == "v" || n == "t") p->in_value = false;
    if (n == "c") p->end_cell();
}

template <class Parser>
bool parse_xml(const std::string& xml, Parser& parser) {
    XML_Parser x = XML_ParserCreate(nullptr);
    if (x == nullptr) return false;
    XML_SetUserData(x, &parser);
    XML_SetElementHandler(x, &Parser::start, &Parser::end);
    XML_SetCharacterDataHandler(x, &Parser::text);
    bool ok = XML_Parse(x, xml.data(), static_cast<int>(xml.size()), XML_TRUE) == XML_STATUS_OK;
    XML_ParserFree(x);
    return ok;
}

// The relationship id of the workbook's first <sheet> (the first tab).
struct WorkbookParser {
    std::string first_id;
    static void start(void* self, const XML_Char* name, const XML_Char** attrs) {
        auto* p = static_cast<WorkbookParser*>(self);
        if (local_name(name) != "sheet" || !p->first_id.empty()) return;
        if (const XML_Char* id = attribute(attrs, "id")) p->first_id = id;
    }
    static void end(void*, const XML_Char*) {}
    static void text(void*, const XML_Char*, int) {}
};

// The target of one relationship id in the workbook's relationships.
struct RelsParser {
    std::string wanted;
    std::string target;
    static void start(void* self, const XML_Char* name, const XML_Char** attrs) {
        auto* p = static_cast<RelsParser*>(self);
        if (local_name(name) != "Relationship") return;
        const XML_Char* id = attribute(attrs, "Id");
        const XML_Char* target = attribute(attrs, "Target");
        if (id != nullptr && target != nullptr && p->wanted == id) p->target = target;
    }
    static void end(void*, const XML_Char*) {}
    static void text(void*, const XML_Char*, int) {}
};

// The part of the first tab by xl/workbook.xml and its relationships; else the lowest-numbered sheetN.xml.
std::optional<std::string> first_sheet(zip_t* z) {
    auto workbook = read_part(z, std::string(kWorkbook));
    auto rels = read_part(z, std::string(kWorkbookRels));
    WorkbookParser book;
    if (workbook && rels && parse_xml(*workbook, book) && !book.first_id.empty()) {
        RelsParser links{book.first_id, {}};
        if (parse_xml(*rels, links) && !links.target.empty()) {
            std::string target =
                links.target.starts_with('/') ? links.target.substr(1) : std::string(kXlFolder) + links.target;
            zip_stat_t st;
            if (zip_stat(z, target.c_str(), 0, &st) == 0) return target;
        }
    }
    return first_sheet_name(z);
}

}  // namespace

bool looks_like_zip(std::string_view bytes) { return bytes.substr(0, kZipSignature.size()) == kZipSignature; }

std::optional<Records> read_xlsx(std::string_view bytes) {
    ZipPtr z = open_zip(bytes);
    if (!z) return std::nullopt;
    auto sheet_name = first_sheet(z.get());
    if (!sheet_name) return std::nullopt;
    SharedStringsParser strings;
    if (auto xml = read_part(z.get(), std::string(kSharedStrings))) {
        if (!parse_xml(*xml, strings)) return std::nullopt;
    }
    auto sheet = read_part(z.get(), *sheet_name);
    if (!sheet) return std::nullopt;
    SheetParser parser;
    parser.shared = &strings.strings;
    if (!parse_xml(*sheet, parser) || parser.too_big) return std::nullopt;
    return std::move(parser.records);
}

}  // namespace xj::core
