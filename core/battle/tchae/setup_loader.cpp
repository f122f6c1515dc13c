// The set-up file reader: every field checked, every refusal naming the field (issue 20 "bad input").
#include "core/battle/tchae/setup_loader.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "core/io/json_document.h"
#include "core/io/load_error.h"

namespace hfg::tchae {

namespace {

using Json = rapidjson::Value;

/// Reads one object, naming each field by its path ("units[3].arm") in errors.
class Reader {
 public:
  Reader(const Json& j, std::string path, const std::string& source)
      : m_j(j), m_path(std::move(path)), m_source(source) {
    if (!m_j.IsObject()) fail("", "an object");
  }
  [[noreturn]] void fail(const std::string& field, const std::string& expected) const {
    throw LoadError(m_source, join(field), "expected " + expected);
  }
  std::string join(const std::string& field) const {
    return m_path.empty() ? field : (field.empty() ? m_path : m_path + "." + field);
  }
  bool has(const char* f) const { return m_j.HasMember(f); }
  const Json& at(const char* f) const {
    if (!m_j.HasMember(f)) fail(f, "a value (missing)");
    return m_j[f];
  }
  std::string str(const char* f) const {
    const Json& v = at(f);
    if (!v.IsString() || v.GetStringLength() == 0 || v.GetStringLength() > 200)
      fail(f, "a non-empty string of at most 200 characters");
    return std::string(v.GetString(), v.GetStringLength());
  }
  std::string str(const char* f, const std::string& dflt) const { return has(f) ? str(f) : dflt; }
  double num(const char* f, double lo, double hi) const {
    const Json& v = at(f);
    if (!v.IsNumber() || v.GetDouble() < lo || v.GetDouble() > hi)
      fail(f, "a number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return v.GetDouble();
  }
  double num(const char* f, double lo, double hi, double dflt) const {
    return has(f) ? num(f, lo, hi) : dflt;
  }
  bool flag(const char* f) const {
    if (!has(f)) return false;
    if (!at(f).IsBool()) fail(f, "true or false");
    return at(f).GetBool();
  }
  Vec2 point(const char* f, double w, double d) const {
    const Json& v = at(f);
    if (!v.IsArray() || v.Size() != 2 || !v[0].IsNumber() || !v[1].IsNumber())
      fail(f, "a point [x, y] in inches");
    const Vec2 p{v[0].GetDouble(), v[1].GetDouble()};
    if (p.x < 0 || p.y < 0 || p.x > w || p.y > d) fail(f, "a point on the table");
    return p;
  }
  template <class E>
  E pick(const char* f, const std::map<std::string, E>& names) const {
    const std::string s = str(f);
    auto it = names.find(s);
    if (it == names.end()) {
      std::string list;
      for (const auto& [k, v] : names) list += (list.empty() ? "" : ", ") + k;
      fail(f, "one of " + list);
    }
    return it->second;
  }
  template <class E>
  E pick(const char* f, const std::map<std::string, E>& names, E dflt) const {
    return has(f) ? pick(f, names) : dflt;
  }
  /// The items of an array field, each as a Reader.
  std::vector<Reader> items(const char* f, std::size_t maxItems) const {
    std::vector<Reader> out;
    if (!has(f)) return out;
    const Json& v = at(f);
    if (!v.IsArray() || v.Size() > maxItems)
      fail(f, "a list of at most " + std::to_string(maxItems) + " items");
    for (rapidjson::SizeType i = 0; i < v.Size(); ++i)
      out.emplace_back(v[i], join(std::string(f) + "[" + std::to_string(i) + "]"), m_source);
    return out;
  }
  const Json& raw() const { return m_j; }

 private:
  const Json& m_j;
  std::string m_path;
  const std::string& m_source;
};

const std::map<std::string, Belligerent> kSides{{"union", Belligerent::Union},
                                                {"confederate", Belligerent::Confederate}};
const std::map<std::string, Ability> kAbilities{{"gifted", Ability::Gifted},
                                                {"professional", Ability::Professional},
                                                {"inexperienced", Ability::Inexperienced},
                                                {"political", Ability::Political}};
const std::map<std::string, Order> kOrders{{"attack", Order::Attack},
                                           {"manoeuvre", Order::Manoeuvre},
                                           {"hold", Order::Hold},
                                           {"engage", Order::Engage}};
const std::map<std::string, Arm> kArms{
    {"infantry", Arm::Infantry}, {"cavalry", Arm::Cavalry}, {"artillery", Arm::Artillery}};
const std::map<std::string, Experience> kClasses{
    {"raw", Experience::Raw}, {"average", Experience::Average}, {"veteran", Experience::Veteran}};
const std::map<std::string, Weapon> kWeapons{{"none", Weapon::None},
                                             {"smoothbore", Weapon::Smoothbore},
                                             {"second_rate_rifles", Weapon::SecondRateRifle},
                                             {"rifles", Weapon::Rifle},
                                             {"superior", Weapon::Superior},
                                             {"repeating", Weapon::Repeating}};
const std::map<std::string, Calibre> kCalibres{{"light_smoothbore", Calibre::LightSmoothbore},
                                               {"medium_smoothbore", Calibre::MediumSmoothbore},
                                               {"light_rifled", Calibre::LightRifled},
                                               {"heavy_rifled", Calibre::HeavyRifled}};
const std::map<std::string, Formation> kFormations{{"line", Formation::Line},
                                                   {"supported_line", Formation::SupportedLine},
                                                   {"column", Formation::ColumnOfMarch},
                                                   {"skirmish", Formation::Skirmish}};
const std::map<std::string, TerrainKind> kTerrain{
    {"crops", TerrainKind::Crops},
    {"light_wood", TerrainKind::LightWood},
    {"sturdy_fence", TerrainKind::SturdyFence},
    {"stone_wall", TerrainKind::StoneWall},
    {"sunken_road", TerrainKind::SunkenRoad},
    {"thick_wood", TerrainKind::ThickWood},
    {"rocky_outcrop", TerrainKind::RockyOutcrop},
    {"steep_hill", TerrainKind::SteepHill},
    {"gentle_hill", TerrainKind::GentleHill},
    {"wooden_buildings", TerrainKind::WoodenBuildings},
    {"brick_buildings", TerrainKind::BrickBuildings},
    {"redoubt", TerrainKind::Redoubt},
    {"trench", TerrainKind::Trench},
    {"fordable_stream", TerrainKind::FordableStream},
    {"unfordable", TerrainKind::Unfordable}};

Polyline points(const Reader& r, const char* f, std::size_t minPoints, double w, double d) {
  const Json& v = r.at(f);
  if (!v.IsArray() || v.Size() < minPoints || v.Size() > 256)
    r.fail(f, "a list of " + std::to_string(minPoints) + " to 256 points [x, y]");
  Polyline out;
  for (const Json& p : v.GetArray()) {
    if (!p.IsArray() || p.Size() != 2 || !p[0].IsNumber() || !p[1].IsNumber())
      r.fail(f, "points [x, y] in inches");
    out.push_back({p[0].GetDouble(), p[1].GetDouble()});
    if (out.back().x < -1 || out.back().y < -1 || out.back().x > w + 1 || out.back().y > d + 1)
      r.fail(f, "points on the table");
  }
  return out;
}

void readTerrain(const Reader& top, BattleState& s) {
  for (const Reader& a : top.items("terrain", 500)) {
    TerrainArea area;
    area.name = a.str("name");
    area.kind = a.pick("kind", kTerrain);
    area.ringIn = points(a, "polygon", 3, s.terrain.widthIn, s.terrain.depthIn);
    area.heightIn = a.num("height_in", 0, 100, 0);
    s.terrain.areas.push_back(area);
  }
  for (const Reader& r : top.items("roads", 100))
    s.terrain.roads.push_back(
        {r.str("name"), points(r, "points", 2, s.terrain.widthIn, s.terrain.depthIn)});
}

void readCommanders(const Reader& top, BattleState& s) {
  for (const Reader& r : top.items("commanders", 200)) {
    Commander c;
    c.id = r.str("id");
    c.name = r.str("name", c.id);
    c.side = r.pick("side", kSides);
    c.ability = r.pick("ability", kAbilities);
    c.bold = r.flag("bold");
    c.cautious = r.flag("cautious");
    if (c.bold && c.cautious) r.fail("cautious", "not both Bold and Cautious");
    c.inspirational = r.flag("inspirational");
    c.superiorId = r.str("superior", "");
    c.order = r.pick("order", kOrders, Order::Hold);
    c.objective =
        r.has("objective") ? r.point("objective", s.terrain.widthIn, s.terrain.depthIn) : Vec2{};
    c.onTable = r.flag("on_table");
    if (c.onTable) c.positionIn = r.point("position", s.terrain.widthIn, s.terrain.depthIn);
    c.cardInDeck = c.onTable;  // EB-66: a C-in-C on the table has his card from turn 1
    s.commanders.push_back(c);
  }
}

void readUnit(const Reader& r, BattleState& s) {
  Unit u;
  u.id = r.str("id");
  u.name = r.str("name", u.id);
  u.side = r.pick("side", kSides);
  u.commanderId = r.str("commander");
  u.arm = r.pick("arm", kArms);
  u.experience = r.pick("class", kClasses, Experience::Average);
  u.aggressive = r.flag("aggressive");
  u.resolute = r.flag("resolute");
  u.cautious = r.flag("cautious");
  if (u.aggressive && u.cautious) r.fail("cautious", "not both Aggressive and Cautious (E-3)");
  u.inspirationalColonel = r.flag("inspirational_colonel");
  u.marksmen = r.flag("marksmen");
  if (u.arm == Arm::Artillery) {
    u.startGuns = static_cast<int>(r.num("guns", 1, 200));
    u.calibre = r.pick("calibre", kCalibres);
    u.horseArtillery = r.flag("horse");
    u.secondRate = r.flag("second_rate");
    u.limbered = r.flag("limbered");
  } else {
    u.startBases = static_cast<int>(r.num("bases", 1, 100));
    u.weapon = r.pick("weapon", kWeapons, u.arm == Arm::Infantry ? Weapon::Rifle : Weapon::Rifle);
    u.sabreOnly = r.flag("sabre_only");
    u.shotgun = r.flag("shotgun");
    if (u.sabreOnly) u.weapon = Weapon::None;
    u.formation = r.pick("formation", kFormations, Formation::Line);
    if (u.startBases < 2)  // E-112: kept as given, with a warning
      s.note("E-112", u.id + " starts with fewer than two bases (kept as given)");
  }
  u.onTable = r.flag("on_table");
  if (u.onTable) {
    u.frontMidIn = r.point("front", s.terrain.widthIn, s.terrain.depthIn);
    u.headingDeg = r.num("heading_deg", -360, 360);
  }
  s.units.push_back(u);
}

void readBlinds(const Reader& top, BattleState& s) {
  for (const Reader& r : top.items("blinds", 200)) {
    Blind b;
    b.id = r.str("id");
    b.side = r.pick("side", kSides);
    b.dummy = r.flag("dummy");
    if (!b.dummy) b.commanderId = r.str("commander");
    b.column = r.str("type") == "column";
    if (!b.column && r.str("type") != "deployed") r.fail("type", "column or deployed");
    b.frontMidIn = r.point("front", s.terrain.widthIn, s.terrain.depthIn);
    b.headingDeg = r.num("heading_deg", -360, 360);
    b.arrivalTurn = static_cast<int>(r.num("arrival_turn", 1, 1000, 1));
    if (!b.dummy)
      for (const Unit& u : s.units)
        if (u.commanderId == b.commanderId && !u.onTable && u.blindId.empty())
          b.unitIds.push_back(u.id);
    s.blinds.push_back(b);
  }
  for (Blind& b : s.blinds)
    for (const std::string& id : b.unitIds) s.unit(id)->blindId = b.id;
}

/// Cross-references: ids unique, commanders and superiors known, every hidden unit on a blind.
void checkReferences(const BattleState& s, const std::string& source) {
  std::set<std::string> ids;
  auto unique = [&](const std::string& id, const std::string& what) {
    if (!ids.insert(id).second)
      throw LoadError(source, what + " '" + id + "'", "its id is used twice");
  };
  for (const Commander& c : s.commanders) unique(c.id, "commander");
  for (const Unit& u : s.units) unique(u.id, "unit");
  for (const Blind& b : s.blinds) unique(b.id, "blind");
  for (const Commander& c : s.commanders)
    if (!c.superiorId.empty() && !s.commander(c.superiorId))
      throw LoadError(source, "commander '" + c.id + "'.superior",
                      "no commander '" + c.superiorId + "'");
  for (const Unit& u : s.units) {
    const Commander* c = s.commander(u.commanderId);
    if (!c || c->side != u.side)
      throw LoadError(source, "unit '" + u.id + "'.commander", "expected a commander of its side");
    if (!u.onTable && u.blindId.empty())
      throw LoadError(source, "unit '" + u.id + "'",
                      "expected on_table or a blind of its commander");
  }
}

}  // namespace

BattleState parseBattleSetup(const std::string& text, const std::string& source) {
  // Depth-bounded, UTF-8 checked, root an object (core/io); syntax errors carry line and column.
  const rapidjson::Document j = io::parseJsonDocument(text, source);
  const Reader top(j, "", source);
  if (top.str("format") != "hfg-tchae-battle") top.fail("format", "\"hfg-tchae-battle\"");
  if (top.num("version", 1, 1) != 1) top.fail("version", "1");
  BattleState s;
  s.level =
      top.pick("level", std::map<std::string, GameLevel>{{"regimental", GameLevel::Regimental},
                                                         {"corps", GameLevel::Corps}});
  const Reader table(top.at("table"), "table", source);
  s.terrain.widthIn = table.num("width_in", 12, 600);
  s.terrain.depthIn = table.num("depth_in", 12, 600);
  s.endRules.maxTurns = static_cast<int>(top.num("turns", 1, 1000));
  s.endRules.sideBreak = top.flag("side_break");
  if (top.has("victory")) {
    s.endRules.scenario = top.str("victory");
    if (s.endRules.scenario != "kernstown")
      top.fail("victory", "\"kernstown\" (the only scenario judged yet)");
  }
  if (top.has("grand_tactical_card_side"))
    s.settings.grandTacticalCardSide =
        std::string(keyOf(top.pick("grand_tactical_card_side", kSides)));
  readTerrain(top, s);
  readCommanders(top, s);
  for (const Reader& r : top.items("units", 2000)) readUnit(r, s);
  readBlinds(top, s);
  checkReferences(s, source);
  return s;
}

BattleState loadBattleSetup(const std::filesystem::path& file) {
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(file, ec);
  if (ec) throw LoadError(file, "", "cannot be read (" + ec.message() + ")");
  if (size > kMaxSetupBytes) throw LoadError(file, "", "larger than 4 MiB");
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return parseBattleSetup(text.str(), file.string());
}

}  // namespace hfg::tchae
