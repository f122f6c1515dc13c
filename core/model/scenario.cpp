// Scenario look-ups, dates and table-size names.
#include "core/model/scenario.h"

#include <charconv>
#include <cstdio>

#include "core/model/enum_names.h"

namespace hfg {
namespace {

bool isLeap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int daysInMonth(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && isLeap(year) ? 29 : kDays[month - 1];
}

bool parseInt(std::string_view text, int& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::optional<Date> parseDate(std::string_view iso) {
  if (iso.size() != 10 || iso[4] != '-' || iso[7] != '-') return std::nullopt;
  Date d;
  if (!parseInt(iso.substr(0, 4), d.year) || !parseInt(iso.substr(5, 2), d.month) ||
      !parseInt(iso.substr(8, 2), d.day))
    return std::nullopt;
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month))
    return std::nullopt;
  return d;
}

std::string formatDate(const Date& date) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", date.year, date.month, date.day);
  return buffer;
}

Date addDays(const Date& date, int days) {
  Date d = date;
  for (; days > 0; --days) {
    if (++d.day > daysInMonth(d.year, d.month)) {
      d.day = 1;
      if (++d.month > 12) {
        d.month = 1;
        ++d.year;
      }
    }
  }
  return d;
}

const Side* Scenario::findSide(std::string_view id) const {
  for (const auto& s : sides)
    if (s.orbat.id == id) return &s.orbat;
  return nullptr;
}

const Side* Scenario::sideOfCommand(std::string_view commandId) const {
  for (const auto& s : sides)
    if (s.orbat.findCommand(commandId)) return &s.orbat;
  return nullptr;
}

}  // namespace hfg
