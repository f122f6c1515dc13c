// A small RFC 4180 CSV reader and writer: quoted fields, doubled quotes, CRLF or LF line ends.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace hfg {

using CsvRow = std::vector<std::string>;

/// A CSV syntax error at a 1-based line (of the text, counting line breaks inside quotes).
struct CsvError {
  int line = 0;
  std::string problem;
};

/// Parses CSV text into rows. Fields may be quoted ("a, b"), with "" for a quote inside; quoted
/// fields may hold commas and line breaks. A final line break is optional; blank lines are
/// skipped. A UTF-8 byte-order mark at the start is ignored (spreadsheets write one). On a
/// syntax error (text after a closing quote, an unclosed quote) returns false and fills `error`.
bool parseCsv(std::string_view text, std::vector<CsvRow>& rows, CsvError& error);

/// One field, quoted only when it holds a comma, quote, CR or LF (or starts or ends with a
/// space, which some spreadsheets trim).
std::string csvField(std::string_view field);
/// Fields joined by commas and ended with CRLF, as RFC 4180 says.
std::string csvLine(const CsvRow& row);

}  // namespace hfg
