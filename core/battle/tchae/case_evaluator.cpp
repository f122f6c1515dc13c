// The TCHAE case evaluator: a set-up, a step and its dice in, the step's record out.
#include "core/battle/tchae/case_evaluator.h"

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cstdio>
#include <vector>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/fire.h"
#include "core/battle/tchae/setup_loader.h"
#include "core/battle/tchae/status_phase.h"
#include "core/io/json_document.h"
#include "core/io/load_error.h"

namespace hfg::tchae {

namespace {

/// The case's dice in order; running out is a refusal of the case, not a crash.
class CaseDice final : public DieSource {
 public:
  CaseDice(std::vector<int> faces, std::string source)
      : m_faces(std::move(faces)), m_source(std::move(source)) {}
  int d6() override {
    if (m_next >= m_faces.size())
      throw LoadError(m_source, "dice",
                      "more faces: the step threw " + std::to_string(m_next + 1) + " dice");
    return m_faces[m_next++];
  }
  std::size_t used() const { return m_next; }

 private:
  std::vector<int> m_faces;
  std::string m_source;
  std::size_t m_next = 0;
};

std::string member(const rapidjson::Value& j, const char* name, const std::string& source) {
  if (!j.HasMember(name) || !j[name].IsString() || j[name].GetStringLength() == 0)
    throw LoadError(source, name, "expected a non-empty string");
  return j[name].GetString();
}

Unit& unitNamed(BattleState& s, const rapidjson::Value& j, const char* field,
                const std::string& source) {
  const std::string id = member(j, field, source);
  Unit* u = s.unit(id);
  if (!u || !u->onTable)
    throw LoadError(source, field, "expected a unit on the table of the battle (no '" + id + "')");
  return *u;
}

std::vector<int> facesOf(const rapidjson::Value& j, const std::string& source) {
  if (!j.HasMember("dice") || !j["dice"].IsArray() || j["dice"].Size() > 1000)
    throw LoadError(source, "dice", "expected an array of at most 1000 D6 faces");
  std::vector<int> out;
  for (rapidjson::SizeType i = 0; i < j["dice"].Size(); ++i) {
    const rapidjson::Value& v = j["dice"][i];
    if (!v.IsInt() || v.GetInt() < 1 || v.GetInt() > 6)
      throw LoadError(source, "dice[" + std::to_string(i) + "]", "expected a face from 1 to 6");
    out.push_back(v.GetInt());
  }
  return out;
}

BattleState battleOf(const rapidjson::Value& j, const std::string& source) {
  if (!j.HasMember("battle") || !j["battle"].IsObject())
    throw LoadError(source, "battle", "expected a set-up object");
  rapidjson::StringBuffer text;
  rapidjson::Writer<rapidjson::StringBuffer> w(text);
  j["battle"].Accept(w);
  return parseBattleSetup(text.GetString(), source + ": battle");
}

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", x);
  return text;
}

std::string statusLine(const Unit& u) {
  return u.id + " " + std::string(keyOf(u.status)) + ", " + std::to_string(u.casualties) +
         " casualties, " + std::to_string(u.currentSp()) + " SP" +
         (u.disordered ? ", disordered" : "");
}

}  // namespace

std::string evaluateCase(const std::string& text, const std::string& source,
                         const std::string& expectedKind) {
  const rapidjson::Document j = io::parseJsonDocument(text, source);
  if (member(j, "format", source) != "hfg-tchae-case")
    throw LoadError(source, "format", "expected \"hfg-tchae-case\"");
  if (!j.HasMember("version") || !j["version"].IsInt() || j["version"].GetInt() != 1)
    throw LoadError(source, "version", "expected 1");
  const std::string kind = member(j, "kind", source);
  if (kind != "fire" && kind != "status" && kind != "combat")
    throw LoadError(source, "kind", "expected fire, status or combat");
  if (!expectedKind.empty() && kind != expectedKind)
    throw LoadError(source, "kind", "expected \"" + expectedKind + "\" for this command");
  BattleState s = battleOf(j, source);
  s.log.clear();
  CaseDice dice(facesOf(j, source), source);
  TchaeDice throws(dice);
  RulesContext ctx{s, throws};
  std::string result;
  if (kind == "fire") {
    Unit& firer = unitNamed(s, j, "firer", source);
    const std::string target = j.HasMember("target") ? member(j, "target", source) : std::string();
    const std::vector<FireHit> hits = computeFire(ctx, firer, target);
    applyHits(ctx, hits);
    for (const FireHit& h : hits)
      result += "hits: " + h.targetId + " " + std::to_string(h.hits) + "\n";
    if (hits.empty()) result += "hits: none (no target in arc, range and sight)\n";
  } else if (kind == "status") {
    Unit& u = unitNamed(s, j, "unit", source);
    const int lost =
        j.HasMember("casualties_this_activation") && j["casualties_this_activation"].IsInt()
            ? j["casualties_this_activation"].GetInt()
            : 1;
    // E-74, E-80: the SP come off now (this turn's casualties count in ET-15) and the unit tests.
    u.casualties += lost;
    u.casualtiesThisTurn += lost;
    u.casualtiesThisActivation = lost;
    statusTests(ctx);
    result += "status: " + statusLine(u) + "\n";
  } else {
    Contact c;
    c.attackerId = unitNamed(s, j, "attacker", source).id;
    c.defenderId = unitNamed(s, j, "defender", source).id;
    c.flankOrRear =
        j.HasMember("flank_or_rear") && j["flank_or_rear"].IsBool() && j["flank_or_rear"].GetBool();
    if (j.HasMember("charger_start_gap_in") && j["charger_start_gap_in"].IsNumber())
      c.chargerStartGapIn = j["charger_start_gap_in"].GetDouble();
    const CombatOutcome o = resolveContact(ctx, c);
    result += "combat: " +
              std::string(o.quickResult ? "quick result"
                                        : "values " + number(o.attackerValue) + " to " +
                                              number(o.defenderValue)) +
              ", 2D6 " + std::to_string(o.throwTotal) + ", index " + std::to_string(o.index) +
              ", " + std::string(keyOf(o.code)) +
              (o.attackerLost ? ", the attacker lost" : ", the defender lost") + "\n";
    result += "status: " + statusLine(*s.unit(c.attackerId)) + "\n";
    result += "status: " + statusLine(*s.unit(c.defenderId)) + "\n";
  }
  std::string out;
  for (const TurnLogEntry& e : s.log) out += e.ruleId + ": " + e.text + "\n";
  return out + result + "dice used: " + std::to_string(dice.used()) + "\n";
}

}  // namespace hfg::tchae
