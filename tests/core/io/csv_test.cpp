// RFC 4180 CSV: quoting, doubled quotes, line breaks inside fields, errors with line numbers.
#include "core/io/csv.h"

#include <doctest/doctest.h>

namespace hfg {

TEST_CASE("csv: plain, quoted and empty fields; CRLF and LF; blank lines skipped; BOM ignored") {
  std::vector<CsvRow> rows;
  CsvError error;
  REQUIRE(
      parseCsv("\xEF\xBB\xBF"
               "a,b,c\r\n1,\"x, y\",\r\n\n\"say \"\"hi\"\"\",\"two\nlines\",z",
               rows, error));
  REQUIRE(rows.size() == 3);
  CHECK(rows[0] == CsvRow{"a", "b", "c"});
  CHECK(rows[1] == CsvRow{"1", "x, y", ""});
  CHECK(rows[2] == CsvRow{"say \"hi\"", "two\nlines", "z"});
  REQUIRE(parseCsv("\"\"\n", rows, error));
  CHECK(rows == std::vector<CsvRow>{{""}});
}

TEST_CASE("csv: written fields read back the same") {
  const CsvRow row{"plain", "with, comma", "with \"quote\"", "line\r\nbreak", " padded ", ""};
  const std::string line = csvLine(row);
  CHECK(line.substr(0, 20) == "plain,\"with, comma\",");
  CHECK(line.substr(line.size() - 2) == "\r\n");
  std::vector<CsvRow> rows;
  CsvError error;
  REQUIRE(parseCsv(line + csvLine({"second"}), rows, error));
  REQUIRE(rows.size() == 2);
  CHECK(rows[0] == row);
  CHECK(rows[1] == CsvRow{"second"});
}

TEST_CASE("csv: syntax errors say the line and what is wrong") {
  std::vector<CsvRow> rows;
  CsvError error;
  CHECK_FALSE(parseCsv("a,b\n1,\"open\n\n", rows, error));
  CHECK(error.line == 2);
  CHECK(error.problem == "a quoted field is never closed");
  CHECK_FALSE(parseCsv("a\n\"x\"y\n", rows, error));
  CHECK(error.line == 2);
  CHECK(error.problem.find("text after a closing quote") == 0);
  CHECK_FALSE(parseCsv("a\nab\"c\n", rows, error));
  CHECK(error.problem.find("a quote inside an unquoted field") == 0);
}

}  // namespace hfg
