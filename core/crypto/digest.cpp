// SHA-256 and HMAC-SHA256 with Nettle; the secret from std::random_device (the OS source).
#include "core/crypto/digest.h"

#include <nettle/hmac.h>
#include <nettle/sha2.h>

#include <array>
#include <random>

namespace hfg {
namespace {

std::string toHex(const std::uint8_t* bytes, std::size_t count) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(count * 2);
  for (std::size_t i = 0; i < count; ++i) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 0xF];
  }
  return out;
}

const std::uint8_t* bytesOf(std::string_view text) {
  return reinterpret_cast<const std::uint8_t*>(text.data());
}

}  // namespace

std::string sha256Hex(std::string_view bytes) {
  sha256_ctx context;
  sha256_init(&context);
  sha256_update(&context, bytes.size(), bytesOf(bytes));
  std::array<std::uint8_t, SHA256_DIGEST_SIZE> digest{};
  sha256_digest(&context, digest.size(), digest.data());
  return toHex(digest.data(), digest.size());
}

std::string hmacSha256Hex(std::string_view key, std::string_view message) {
  hmac_sha256_ctx context;
  hmac_sha256_set_key(&context, key.size(), bytesOf(key));
  hmac_sha256_update(&context, message.size(), bytesOf(message));
  std::array<std::uint8_t, SHA256_DIGEST_SIZE> digest{};
  hmac_sha256_digest(&context, digest.size(), digest.data());
  return toHex(digest.data(), digest.size());
}

std::string randomSecretHex(int byteCount) {
  std::random_device source;  // /dev/urandom on Linux
  std::string bytes;
  for (int i = 0; i < byteCount; ++i) bytes += static_cast<char>(source() & 0xFF);
  return toHex(bytesOf(bytes), bytes.size());
}

bool equalConstantTime(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    difference |=
        static_cast<unsigned>(static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]));
  return difference == 0;
}

}  // namespace hfg
