#include "authoring/demo_media.h"

#include <fcntl.h>
#include <gd.h>
#include <unistd.h>

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <memory>
#include <mutex>
#include <random>
#include <stdexcept>
#include <thread>

#include <spdlog/spdlog.h>

#include "core/build_cache.h"
#include "core/process.h"

namespace xj::authoring::demo {

namespace fs = std::filesystem;

namespace {

constexpr const char* kFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
constexpr std::string_view kVideoDir = "videos/demo";

struct RunResult {
    int status = -1;
    std::string out;
};

// Runs a program found on PATH with its output (and stderr) captured; status 127 when it cannot be started. The demo's
// own ffmpeg runs: generous limits (a clip takes seconds).
RunResult run(const std::vector<std::string>& args) {
    core::ProcessLimits limits;
    limits.wall = std::chrono::minutes(5);
    limits.cpu_seconds = 0;
    limits.memory_bytes = 0;
    limits.capture_stderr = true;
    core::ProcessResult r = core::run_process(args, limits);
    return {r.status, std::move(r.output)};
}

std::string sha256_hex(const std::string& text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int len = 0;
    EVP_Digest(text.data(), text.size(), md.data(), &len, EVP_sha256(), nullptr);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < len; ++i) {
        out += kHex[md[i] >> 4];
        out += kHex[md[i] & 15];
    }
    return out;
}

// drawtext's text value, written inside '…': the characters special to the filter graph or to drawtext's
// expansion become their full-width forms (demo titles do not use them anyway).
std::string escape_text(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '\'') out += "’";
        else if (c == ':') out += "：";
        else if (c == '%') out += "％";
        else if (c == '\\') out += "＼";
        else out += c;
    }
    return out;
}

void require_tool(const std::string& tool) {
    if (run({tool, "-version"}).status != 0)
        throw std::runtime_error("the demo courses need " + tool +
                                 " to make their videos, and it was not found on PATH: install ffmpeg "
                                 "(apt-get install ffmpeg) or start without --demo");
}

std::int64_t probe_duration_ms(const fs::path& file) {
    RunResult r = run({"ffprobe", "-v", "error", "-show_entries", "format=duration", "-of",
                       "default=noprint_wrappers=1:nokey=1", file.string()});
    if (r.status != 0) throw std::runtime_error("ffprobe failed on " + file.string() + ": " + r.out);
    return static_cast<std::int64_t>(std::llround(std::stod(r.out) * 1000));
}

std::string temp_suffix() {
    std::random_device rd;
    return std::to_string(getpid()) + "-" + std::to_string(rd());
}

// Writes text to path through a temp file and a rename.
void write_atomically(const fs::path& path, const std::string& text) {
    fs::path tmp = path;
    tmp += "." + temp_suffix() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary);
        out << text;
        if (!out) throw std::runtime_error("cannot write " + tmp.string());
    }
    fs::rename(tmp, path);
}

// The cached clip of `spec` (made when missing) and its duration.
std::pair<fs::path, std::int64_t> cached_clip(const ClipSpec& spec, const fs::path& dir, int& made) {
    std::vector<std::string> key_args = ffmpeg_args(spec, "");
    std::string key;
    for (const auto& a : key_args) key += a + '\n';
    std::string name = sha256_hex(key).substr(0, 32);
    fs::path clip = dir / (name + ".mp4");
    fs::path duration_file = dir / (name + ".ms");
    std::error_code ec;
    if (!fs::exists(clip, ec)) {
        fs::path tmp = dir / (name + "." + temp_suffix() + ".tmp.mp4");
        RunResult r = run(ffmpeg_args(spec, tmp.string()));
        if (r.status != 0) {
            fs::remove(tmp, ec);
            throw std::runtime_error("ffmpeg failed making the demo clip \"" + spec.title + "\": " + r.out);
        }
        fs::rename(tmp, clip);  // another server making the same clip at once renames the same bytes
        ++made;
    }
    std::int64_t ms = 0;
    if (std::ifstream in(duration_file); in) in >> ms;
    if (ms <= 0) {
        ms = probe_duration_ms(clip);
        write_atomically(duration_file, std::to_string(ms));
    }
    return {clip, ms};
}

}  // namespace

fs::path cache_dir() {
    if (const char* dir = std::getenv("XJ_MEDIA_CACHE"); dir != nullptr && *dir != '\0') return dir;
    return core::user_cache_dir() / "media";
}

std::vector<std::string> ffmpeg_args(const ClipSpec& spec, const std::string& out) {
    std::string seconds = std::to_string(spec.seconds);
    std::string text = escape_text(spec.title);
    return {"ffmpeg",
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-y",
            "-f",
            "lavfi",
            "-i",
            "testsrc2=size=640x360:rate=15:duration=" + seconds,
            "-f",
            "lavfi",
            "-i",
            "sine=frequency=" + std::to_string(spec.tone_hz) + ":sample_rate=44100:duration=" + seconds,
            "-vf",
            std::string("drawtext=fontfile=") + kFont + ":text='" + text +
                "':fontcolor=white:fontsize=34:box=1:boxcolor=black@0.55:boxborderw=14:x=(w-text_w)/2:y=h-text_h-40",
            "-c:v",
            "libx264",
            "-preset",
            "ultrafast",
            "-pix_fmt",
            "yuv420p",
            "-c:a",
            "aac",
            "-b:a",
            "64k",
            "-shortest",
            "-movflags",
            "+faststart",
            "-f",
            "mp4",
            out};
}

std::vector<Clip> make_clips(const std::vector<ClipSpec>& specs, const fs::path& files_dir) {
    auto started = std::chrono::steady_clock::now();
    require_tool("ffmpeg");
    require_tool("ffprobe");
    fs::path cache = cache_dir();
    fs::create_directories(cache);
    fs::path target = files_dir / kVideoDir;
    fs::create_directories(target);
    // Missing clips are made by up to four ffmpeg processes at once (one per core).
    std::vector<std::pair<fs::path, std::int64_t>> sources(specs.size());
    std::atomic<std::size_t> next{0};
    std::atomic<int> made{0};
    std::mutex failure_mutex;
    std::exception_ptr failure;
    auto work = [&] {
        for (std::size_t i = next++; i < specs.size(); i = next++) {
            try {
                int n = 0;
                sources[i] = cached_clip(specs[i], cache, n);
                made += n;
            } catch (...) {
                std::lock_guard lock(failure_mutex);
                if (!failure) failure = std::current_exception();
                next = specs.size();
            }
        }
    };
    unsigned workers = std::clamp(std::thread::hardware_concurrency(), 1U, 4U);
    std::vector<std::thread> threads;
    for (unsigned w = 1; w < workers; ++w) threads.emplace_back(work);
    work();
    for (auto& t : threads) t.join();
    if (failure) std::rethrow_exception(failure);
    std::vector<Clip> clips;
    for (const auto& [source, duration_ms] : sources) {
        fs::path file = target / source.filename();
        std::error_code ec;
        if (!fs::exists(file, ec)) {
            fs::create_hard_link(source, file, ec);
            if (ec) fs::copy_file(source, file, fs::copy_options::overwrite_existing);
        }
        clips.push_back({file, std::string(kVideoDir) + "/" + source.filename().string(),
                         static_cast<std::int64_t>(fs::file_size(file)), duration_ms});
    }
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    spdlog::info("demo: {} course videos ready in {} ms ({} made by ffmpeg, {} from the cache {})", clips.size(), ms,
                 made.load(), clips.size() - static_cast<std::size_t>(made.load()), cache.string());
    return clips;
}

void draw_cover(const fs::path& path, const std::string& name, const std::string& tag, std::uint32_t from,
                std::uint32_t to) {
    constexpr int kW = 480;
    constexpr int kH = 270;
    std::unique_ptr<gdImage, decltype(&gdImageDestroy)> img(gdImageCreateTrueColor(kW, kH), gdImageDestroy);
    if (!img) throw std::runtime_error("gd cannot allocate a cover");
    auto channel = [](std::uint32_t c, int shift) { return static_cast<int>((c >> shift) & 0xff); };
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x) {
            double t = (x * 0.6 + y * 0.4) / (kW * 0.6 + kH * 0.4);
            int r = static_cast<int>(channel(from, 16) + (channel(to, 16) - channel(from, 16)) * t);
            int g = static_cast<int>(channel(from, 8) + (channel(to, 8) - channel(from, 8)) * t);
            int b = static_cast<int>(channel(from, 0) + (channel(to, 0) - channel(from, 0)) * t);
            gdImageSetPixel(img.get(), x, y, gdTrueColor(r, g, b));
        }
    gdImageAlphaBlending(img.get(), 1);
    gdImageFilledEllipse(img.get(), 400, 40, 260, 260, gdTrueColorAlpha(255, 255, 255, 100));
    gdImageFilledEllipse(img.get(), 60, 250, 200, 200, gdTrueColorAlpha(255, 255, 255, 110));
    gdImageFilledRectangle(img.get(), 36, 40, 36 + 6, 40 + 36, gdTrueColor(255, 255, 255));
    int white = gdTrueColor(255, 255, 255);
    int brect[8];
    char* font = const_cast<char*>(kFont);
    double size = name.size() > 24 ? 26 : 32;
    if (char* err = gdImageStringFT(img.get(), brect, white, font, size, 0, 56, 72, const_cast<char*>(name.c_str())))
        throw std::runtime_error(std::string("cannot draw a cover title: ") + err);
    gdImageStringFT(img.get(), brect, gdTrueColorAlpha(255, 255, 255, 30), font, 16, 0, 40, 230,
                    const_cast<char*>(("学鲸职业技术学院 · " + tag).c_str()));
    int size_png = 0;
    void* png = gdImagePngPtr(img.get(), &size_png);
    if (png == nullptr) throw std::runtime_error("gd cannot encode a cover");
    std::string bytes(static_cast<const char*>(png), static_cast<std::size_t>(size_png));
    gdFree(png);
    fs::create_directories(path.parent_path());
    write_atomically(path, bytes);
}

}  // namespace xj::authoring::demo
