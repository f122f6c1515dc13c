// Quotes text taken from an untrusted file for an error message: escaped and cut short.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace hfg::io {

/// "\"text\"" with control characters written as \n, \t or \xNN (so a message cannot move the
/// cursor or colour a terminal) and anything past `maxBytes` cut off with "...".
std::string quoteForMessage(std::string_view text, std::size_t maxBytes = 80);

/// `text` escaped like quoteForMessage() but without the quotes, for field names in paths.
std::string escapeForMessage(std::string_view text, std::size_t maxBytes = 80);

}  // namespace hfg::io
