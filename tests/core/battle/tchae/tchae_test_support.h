// Helpers for the TCHAE tests: given dice, a scripted general and unit builders.
#pragma once

#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/battle/tchae/battle_state.h"
#include "core/battle/tchae/general.h"
#include "core/battle/tchae/rules_context.h"
#include "core/dice/dice.h"

namespace hfg::tchae::test {

/// Dice with given faces; running out is an error, so a test cannot pass on dice it did not plan.
class GivenDice final : public DieSource {
 public:
  explicit GivenDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override {
    if (m_next >= m_faces.size()) throw std::runtime_error("GivenDice: out of faces");
    return m_faces[m_next++];
  }
  std::size_t used() const { return m_next; }
  std::size_t left() const { return m_faces.size() - m_next; }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};

/// A general that does exactly what the test lists, and nothing else.
class ScriptedGeneral final : public TchaeGeneral {
 public:
  std::string spot;
  std::vector<FirePlan> fires;
  std::vector<std::string> rallyIds;
  std::vector<UnitAction> actions;
  GrandTacticalPlan grand;
  std::vector<BlindAction> blindPlan;
  std::string handTo;

  std::string spotTarget(const BattleState&, const Commander&) override { return spot; }
  std::string blindSpotTarget(const BattleState&, const Blind&) override { return spot; }
  std::vector<FirePlan> firePlans(const BattleState&, const Commander&, int) override {
    return fires;
  }
  std::vector<std::string> rallies(const BattleState&, const Commander&, int) override {
    return rallyIds;
  }
  std::vector<UnitAction> moves(const BattleState&, const Commander&, int) override {
    return actions;
  }
  GrandTacticalPlan grandTactical(const BattleState&, const Commander&, int) override {
    return grand;
  }
  std::vector<BlindAction> blindActions(const BattleState&, const Blind&, int) override {
    return blindPlan;
  }
  std::string giftedOrBold(const BattleState&, const std::vector<std::string>& g,
                           const std::vector<std::string>& b) override {
    return !g.empty() ? g.front() : (b.empty() ? std::string() : b.front());
  }
  std::string inspirationalRally(const BattleState&, const std::vector<std::string>& c) override {
    return c.empty() ? std::string() : c.front();
  }
  std::string handActivationTo(const BattleState&, const Commander&,
                               const std::vector<std::string>&) override {
    return handTo;
  }
};

/// Whether `text` names `id` as a whole word (ids contain letters, digits and '-').
inline bool mentions(const std::string& text, const std::string& id) {
  auto part = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '-'; };
  for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    const bool startOk = at == 0 || !part(text[at - 1]);
    const bool endOk = at + id.size() >= text.size() || !part(text[at + id.size()]);
    if (startOk && endOk) return true;
  }
  return false;
}

/// An infantry unit on the table in line, front-edge midpoint at (x, y).
inline Unit infantry(std::string id, Belligerent side, int bases, double x, double y,
                     double headingDeg, std::string commanderId = "") {
  Unit u;
  u.id = std::move(id);
  u.name = u.id;
  u.side = side;
  u.arm = Arm::Infantry;
  u.startBases = bases;
  u.frontMidIn = {x, y};
  u.headingDeg = headingDeg;
  u.onTable = true;
  u.commanderId = commanderId.empty() ? (side == Belligerent::Union ? "uc" : "cc") : commanderId;
  return u;
}

inline Unit cavalry(std::string id, Belligerent side, int bases, double x, double y,
                    double headingDeg) {
  Unit u = infantry(std::move(id), side, bases, x, y, headingDeg);
  u.arm = Arm::Cavalry;
  u.weapon = Weapon::Rifle;
  return u;
}

inline Unit battery(std::string id, Belligerent side, int guns, Calibre calibre, double x, double y,
                    double headingDeg) {
  Unit u = infantry(std::move(id), side, 0, x, y, headingDeg);
  u.arm = Arm::Artillery;
  u.startGuns = guns;
  u.calibre = calibre;
  return u;
}

inline Commander commander(std::string id, Belligerent side, Ability ability, double x, double y) {
  Commander c;
  c.id = std::move(id);
  c.name = c.id;
  c.side = side;
  c.ability = ability;
  c.positionIn = {x, y};
  c.onTable = true;
  c.cardInDeck = true;
  return c;
}

/// A state with one commander per side (uc, cc) off to the side of the table.
inline BattleState twoSides() {
  BattleState s;
  s.terrain.widthIn = 72;
  s.terrain.depthIn = 48;
  s.commanders.push_back(commander("uc", Belligerent::Union, Ability::Inexperienced, 2, 2));
  s.commanders.push_back(commander("cc", Belligerent::Confederate, Ability::Inexperienced, 70, 46));
  s.endRules.sideBreak = false;
  return s;
}

/// A rectangle area from (x0, y0) to (x1, y1).
inline TerrainArea area(TerrainKind kind, double x0, double y0, double x1, double y1,
                        double heightIn = 0) {
  TerrainArea a;
  a.name = "area";
  a.kind = kind;
  a.ringIn = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  a.heightIn = heightIn;
  return a;
}

}  // namespace hfg::tchae::test
