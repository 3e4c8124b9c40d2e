// How many connections and large uploads one client address may hold at once, and the server's total of
// connections: a client (or a few) cannot take every socket, file descriptor or upload slot from the rest.
// Thread-safe: connections live on several I/O threads.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace xj::core {

struct ClientLimitSettings {
    std::size_t connections = 16'384;           // open connections in all
    std::size_t connections_per_address = 512;  // a school behind one NAT address is many browsers
    std::size_t uploads_per_address = 8;        // bodies larger than the JSON limit being received at once
};

class ClientLimits {
public:
    explicit ClientLimits(ClientLimitSettings settings) : settings_(settings) {}

    // A slot held while its owner lives; empty (false) when the limit was reached. Release is automatic.
    class Slot {
    public:
        Slot() = default;
        Slot(const Slot&) = delete;
        Slot& operator=(const Slot&) = delete;
        Slot(Slot&& other) noexcept { *this = std::move(other); }
        Slot& operator=(Slot&& other) noexcept;
        ~Slot() { release(); }
        explicit operator bool() const { return owner_ != nullptr; }
        void release();

    private:
        friend class ClientLimits;
        enum class Kind : unsigned char { kConnection, kUpload };
        Slot(ClientLimits* owner, std::string address, Kind kind)
            : owner_(owner), address_(std::move(address)), kind_(kind) {}
        ClientLimits* owner_ = nullptr;
        std::string address_;
        Kind kind_ = Kind::kConnection;
    };

    Slot open_connection(std::string_view address);
    Slot begin_upload(std::string_view address);

    std::size_t connections() const;
    const ClientLimitSettings& settings() const { return settings_; }

private:
    struct Counts {
        std::size_t connections = 0;
        std::size_t uploads = 0;
    };
    void release(const std::string& address, Slot::Kind kind);

    ClientLimitSettings settings_;
    mutable std::mutex mutex_;
    std::size_t connections_ = 0;
    std::unordered_map<std::string, Counts> by_address_;
};

}  // namespace xj::core
