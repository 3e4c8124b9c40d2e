#include <algorithm>

#include "study/model.h"

namespace xj::study {

BeatStep apply_beat(const std::optional<VideoProgress>& previous, const Beat& beat) {
    if (!previous) {
        VideoProgress opened;
        opened.last_beat_ms = beat.now_ms;
        opened.completed = beat.duration_seconds <= 0;
        return {opened, 0};
    }
    VideoProgress next = *previous;
    double elapsed = static_cast<double>(std::max<std::int64_t>(0, beat.now_ms - previous->last_beat_ms)) / 1000.0;
    double advance = std::max(0.0, beat.position - previous->resume_seconds);
    double credit = std::min({advance, kWallClockFactor * elapsed, kMaxCreditSeconds});
    next.credited_seconds += credit;
    next.furthest_seconds =
        std::max(previous->furthest_seconds, std::min(beat.position, previous->furthest_seconds + credit));
    next.resume_seconds = std::clamp(beat.position, 0.0, next.furthest_seconds);
    next.completed = previous->completed || next.furthest_seconds >= kCompleteRatio * beat.duration_seconds;
    next.last_beat_ms = beat.now_ms;
    return {next, credit};
}

}  // namespace xj::study
