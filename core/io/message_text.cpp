// Escaping and shortening of file text shown in error messages.
#include "core/io/message_text.h"

namespace hfg::io {

std::string escapeForMessage(std::string_view text, std::size_t maxBytes) {
  bool cut = false;
  if (text.size() > maxBytes) {
    std::size_t end = maxBytes;
    // Do not split a UTF-8 sequence: back off over continuation bytes (10xxxxxx).
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    text = text.substr(0, end);
    cut = true;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size() + 8);
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte < 0x20 || byte == 0x7F) {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    } else {
      out += c;
    }
  }
  if (cut) out += "...";
  return out;
}

std::string quoteForMessage(std::string_view text, std::size_t maxBytes) {
  return "\"" + escapeForMessage(text, maxBytes) + "\"";
}

}  // namespace hfg::io
