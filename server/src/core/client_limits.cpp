#include "core/client_limits.h"

namespace xj::core {

ClientLimits::Slot& ClientLimits::Slot::operator=(Slot&& other) noexcept {
    if (this != &other) {
        release();
        owner_ = other.owner_;
        address_ = std::move(other.address_);
        kind_ = other.kind_;
        other.owner_ = nullptr;
    }
    return *this;
}

void ClientLimits::Slot::release() {
    if (owner_ == nullptr) return;
    owner_->release(address_, kind_);
    owner_ = nullptr;
}

ClientLimits::Slot ClientLimits::open_connection(std::string_view address) {
    std::lock_guard lock(mutex_);
    if (connections_ >= settings_.connections) return {};
    Counts& counts = by_address_[std::string(address)];
    if (counts.connections >= settings_.connections_per_address) return {};  // limits are at least 1
    ++counts.connections;
    ++connections_;
    return Slot(this, std::string(address), Slot::Kind::kConnection);
}

ClientLimits::Slot ClientLimits::begin_upload(std::string_view address) {
    std::lock_guard lock(mutex_);
    Counts& counts = by_address_[std::string(address)];
    if (counts.uploads >= settings_.uploads_per_address) return {};
    ++counts.uploads;
    return Slot(this, std::string(address), Slot::Kind::kUpload);
}

std::size_t ClientLimits::connections() const {
    std::lock_guard lock(mutex_);
    return connections_;
}

void ClientLimits::release(const std::string& address, Slot::Kind kind) {
    std::lock_guard lock(mutex_);
    auto it = by_address_.find(address);
    if (it == by_address_.end()) return;
    if (kind == Slot::Kind::kConnection) {
        --it->second.connections;
        --connections_;
    } else {
        --it->second.uploads;
    }
    if (it->second.connections == 0 && it->second.uploads == 0) by_address_.erase(it);
}

}  // namespace xj::core
