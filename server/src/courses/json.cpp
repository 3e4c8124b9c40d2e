#include "courses/json.h"

namespace xj::courses {

namespace json = boost::json;

json::object card_json(const CourseCard& c) {
    return {{"idSign", c.sign},
            {"name", c.name},
            {"introduction", c.introduction},
            {"coursePicture", c.picture},
            {"coursePrice", c.price},
            {"free", c.price == 0},
            {"courseScore", c.credit},
            {"courseTime", c.period},
            {"type", c.type},
            {"kind", c.kind},
            {"kindName", kind_name(c.kind)},
            {"typeName", c.type_name},
            {"studentCount", c.student_count},
            {"teacherName", c.teacher_name}};
}

}  // namespace xj::courses
