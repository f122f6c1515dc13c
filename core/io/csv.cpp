// RFC 4180 CSV as a small state machine over the text.
#include "core/io/csv.h"

namespace hfg {

bool parseCsv(std::string_view text, std::vector<CsvRow>& rows, CsvError& error) {
  rows.clear();
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  CsvRow row;
  std::string field;
  bool quoted = false;      // inside a quoted field
  bool wasQuoted = false;   // the current field was quoted (it ended at its closing quote)
  bool rowHasData = false;  // the current line has any character (so "" fields still count)
  int line = 1;
  int quoteLine = 0;
  auto endField = [&] {
    row.push_back(std::move(field));
    field.clear();
    wasQuoted = false;
  };
  auto endRow = [&] {
    if (rowHasData) {
      endField();
      rows.push_back(std::move(row));
    }
    row.clear();
    field.clear();
    wasQuoted = false;
    rowHasData = false;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"') {
        if (i + 1 < text.size() && text[i + 1] == '"') {
          field += '"';
          ++i;
        } else {
          quoted = false;
          wasQuoted = true;
        }
      } else {
        if (c == '\n') ++line;
        field += c;
      }
      continue;
    }
    if (c == ',') {
      rowHasData = true;
      endField();
    } else if (c == '\r' || c == '\n') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      endRow();
      ++line;
    } else if (c == '"') {
      if (!field.empty() || wasQuoted) {
        error = {line,
                 "a quote inside an unquoted field (quote the whole field and double the "
                 "quote: \"say \"\"hi\"\"\")"};
        return false;
      }
      quoted = true;
      quoteLine = line;
      rowHasData = true;
    } else {
      if (wasQuoted) {
        error = {line, "text after a closing quote (a field is either all quoted or not)"};
        return false;
      }
      field += c;
      rowHasData = true;
    }
  }
  if (quoted) {
    error = {quoteLine, "a quoted field is never closed"};
    return false;
  }
  endRow();
  return true;
}

std::string csvField(std::string_view field) {
  const bool needsQuotes = field.find_first_of(",\"\r\n") != std::string_view::npos ||
                           (!field.empty() && (field.front() == ' ' || field.back() == ' '));
  if (!needsQuotes) return std::string(field);
  std::string out = "\"";
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string csvLine(const CsvRow& row) {
  std::string out;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i > 0) out += ',';
    out += csvField(row[i]);
  }
  out += "\r\n";
  return out;
}

}  // namespace hfg
