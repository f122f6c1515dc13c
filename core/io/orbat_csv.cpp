// Orbat CSV export and import over the RFC 4180 reader and writer.
#include "core/io/orbat_csv.h"

#include <charconv>
#include <map>

#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/load_error.h"

namespace hfg {
namespace {

enum Column {
  kArmyId,
  kArmyName,
  kArmyAggression,
  kCommandId,
  kCommandName,
  kArmyCommander,
  kAllied,
  kGeneral,
  kGeneralQuality,
  kStaffType,
  kElementId,
  kType,
  kGrade,
  kElementName,
  kNotes,
  kAdmiral,
  kColumnCount
};

std::string yes(bool value) { return value ? "yes" : ""; }

struct RowReader {
  const std::filesystem::path& file;
  int line;
  const CsvRow& row;
  const std::vector<int>& columnAt;  // Column -> index in the row, -1 when absent

  std::string get(Column c) const {
    const int at = columnAt[c];
    return at >= 0 && static_cast<std::size_t>(at) < row.size() ? row[static_cast<std::size_t>(at)]
                                                                : std::string();
  }
  [[noreturn]] void fail(Column c, const std::string& problem) const {
    throw LoadError(file, "line " + std::to_string(line) + ", column " + orbatCsvColumns()[c],
                    problem);
  }
  bool flag(Column c) const {
    const std::string v = get(c);
    if (v.empty() || v == "no") return false;
    if (v == "yes") return true;
    fail(c, "expected yes or empty, got '" + v + "'");
  }
  int integer(Column c) const {
    const std::string v = get(c);
    if (v.empty()) return 0;
    int out = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
    if (ec != std::errc() || end != v.data() + v.size())
      fail(c, "expected a whole number, got '" + v + "'");
    return out;
  }
  template <NamedEnum T>
  T key(Column c, T fallback) const {
    const std::string v = get(c);
    if (v.empty()) return fallback;
    if (auto parsed = fromKey<T>(v)) return *parsed;
    fail(c, "'" + v + "' is not one of: " + keysOf<T>());
  }
};

}  // namespace

const std::vector<std::string>& orbatCsvColumns() {
  static const std::vector<std::string> kColumns{
      "army_id", "army_name",    "army_aggression", "command_id", "command_name", "army_commander",
      "allied",  "general",      "general_quality", "staff_type", "element_id",   "type",
      "grade",   "element_name", "notes",           "admiral"};
  return kColumns;
}

std::string orbatToCsv(const Side& side) {
  std::string out = csvLine(orbatCsvColumns());
  for (const auto& army : side.armies)
    for (const auto& command : army.commands) {
      CsvRow common(kColumnCount);
      common[kArmyId] = army.id;
      common[kArmyName] = army.name;
      common[kArmyAggression] = std::to_string(army.aggression);
      common[kCommandId] = command.id;
      common[kCommandName] = command.name;
      common[kArmyCommander] = yes(army.commanderCommand == command.id);
      common[kAllied] = yes(command.allied);
      common[kGeneral] = command.general.name;
      common[kGeneralQuality] = std::string(keyOf(command.general.quality));
      common[kStaffType] = std::string(keyOf(command.general.staffType));
      if (command.elements.empty()) out += csvLine(common);
      for (const auto& element : command.elements) {
        CsvRow row = common;
        row[kElementId] = element.id;
        row[kType] = std::string(keyOf(element.type));
        row[kGrade] = std::string(keyOf(element.grade));
        row[kElementName] = element.name;
        row[kNotes] = element.notes;
        row[kAdmiral] = element.admiral ? std::string(keyOf(*element.admiral)) : std::string();
        out += csvLine(row);
      }
    }
  return out;
}

Side orbatFromCsv(std::string_view text, const Side& base, const std::filesystem::path& file) {
  std::vector<CsvRow> rows;
  CsvError error;
  if (!parseCsv(text, rows, error)) throw LoadError(file, error.line, 1, error.problem);
  if (rows.empty()) throw LoadError(file, "", "empty file: expected a header row");
  std::vector<int> columnAt(kColumnCount, -1);
  const auto& names = orbatCsvColumns();
  for (std::size_t i = 0; i < rows[0].size(); ++i) {
    int found = -1;
    for (int c = 0; c < kColumnCount; ++c)
      if (names[static_cast<std::size_t>(c)] == rows[0][i]) found = c;
    if (found < 0) {
      std::string expected;
      for (const auto& n : names) expected += (expected.empty() ? "" : ", ") + n;
      throw LoadError(file, "line 1",
                      "unknown column '" + rows[0][i] + "' (expected: " + expected + ")");
    }
    columnAt[static_cast<std::size_t>(found)] = static_cast<int>(i);
  }
  for (Column required : {kArmyId, kCommandId, kType})
    if (columnAt[required] < 0)
      throw LoadError(file, "line 1", "missing column '" + names[required] + "'");

  Side side = base;
  side.armies.clear();
  std::map<std::string, std::size_t> armyIndex;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const RowReader in{file, static_cast<int>(r + 1), rows[r], columnAt};
    const std::string armyId = in.get(kArmyId), commandId = in.get(kCommandId);
    if (armyId.empty()) in.fail(kArmyId, "every row needs an army id");
    if (commandId.empty()) in.fail(kCommandId, "every row needs a command id");
    auto [it, isNew] = armyIndex.emplace(armyId, side.armies.size());
    if (isNew) {
      Army army;
      army.id = armyId;
      army.name = in.get(kArmyName);
      army.aggression = in.integer(kArmyAggression);
      side.armies.push_back(std::move(army));
    }
    Army& army = side.armies[it->second];
    Command* command = army.findCommand(commandId);
    if (!command) {
      Command c;
      c.id = commandId;
      c.name = in.get(kCommandName);
      c.allied = in.flag(kAllied);
      c.general.name = in.get(kGeneral);
      c.general.quality = in.key(kGeneralQuality, GeneralQuality::Ordinary);
      c.general.staffType = in.key(kStaffType, TroopType::CommandParty);
      if (in.flag(kArmyCommander)) army.commanderCommand = c.id;
      army.commands.push_back(std::move(c));
      command = &army.commands.back();
    }
    if (in.get(kElementId).empty() && in.get(kType).empty()) continue;  // a command on its own
    Element element;
    element.id = in.get(kElementId);
    if (element.id.empty()) in.fail(kElementId, "an element row needs an element id");
    if (in.get(kType).empty()) in.fail(kType, "an element row needs a type");
    element.type = in.key(kType, TroopType::Bayonets);
    element.grade = in.key(kGrade, Grade::Basic);
    element.name = in.get(kElementName);
    element.notes = in.get(kNotes);
    if (!in.get(kAdmiral).empty()) element.admiral = in.key(kAdmiral, GeneralQuality::Ordinary);
    command->elements.push_back(std::move(element));
  }
  for (auto& army : side.armies)
    if (army.commanderCommand.empty() && !army.commands.empty())
      army.commanderCommand = army.commands.front().id;
  if (!side.findArmy(side.commanderInChiefArmy) && !side.armies.empty())
    side.commanderInChiefArmy = side.armies.front().id;
  return side;
}

Side loadOrbatCsv(const std::filesystem::path& file, const Side& base) {
  return orbatFromCsv(readFileBounded(file, kMaxJsonFileBytes), base, file);
}

void saveOrbatCsv(const Side& side, const std::filesystem::path& file) {
  writeFileAtomically(file, orbatToCsv(side));
}

}  // namespace hfg
