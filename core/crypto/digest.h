// SHA-256 digests and HMAC-SHA256 signatures (play by email), via GNU Nettle.
#pragma once

#include <string>
#include <string_view>

namespace hfg {

/// The SHA-256 of `bytes`, as 64 lower-case hex digits.
std::string sha256Hex(std::string_view bytes);

/// HMAC-SHA256 of `message` keyed with `key`, as 64 lower-case hex digits.
std::string hmacSha256Hex(std::string_view key, std::string_view message);

/// `byteCount` bytes from the operating system's random source, as hex. Used only for the
/// campaign's secret key, never for the game (the dice are the only game random source).
std::string randomSecretHex(int byteCount = 32);

/// Compares two strings in time independent of where they first differ.
bool equalConstantTime(std::string_view a, std::string_view b);

}  // namespace hfg
