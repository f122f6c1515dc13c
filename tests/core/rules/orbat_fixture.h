// A small hand-built Anglo-Allied side of 1815 whose AP and EE are worked by hand in the tests.
#pragma once

#include <string>
#include <vector>

#include "core/model/orbat.h"
#include "core/rules/problem.h"

namespace hfg::test {

inline Element element(std::string id, TroopType type, Grade grade = Grade::Basic) {
  Element e;
  e.id = std::move(id);
  e.type = type;
  e.grade = grade;
  return e;
}

inline Command command(std::string id, std::string name, TroopType staff, GeneralQuality quality,
                       std::vector<Element> elements) {
  Command c;
  c.id = std::move(id);
  c.name = std::move(name);
  c.general.name = c.name + " general";
  c.general.staffType = staff;
  c.general.quality = quality;
  c.elements = std::move(elements);
  return c;
}

/// AP by hand (T-5):
///   hq:       CP Brilliant 30 + Supply Base 8 + Heavy Smoothbore 12 + Elite Heavy Cavalry 7 = 57
///   i_corps:  CP Inert 10 + 3 Bayonets 12 + Elite Bayonets 5 + Light Infantry 5
///             + Smoothbore 8 + Horse Smoothbore 16                                      = 56
///   ii_corps: CP 15 + 2 Inferior Muskets 4 + 2 Bayonets 8 + Light Cavalry 5 + Marksmen 2  = 34
///   army 147 AP.
/// EE by hand (T-11; Supply Base 3 x ceil(147/200) = 3):
///   hq 1+3+2+2 = 8; i_corps 1+3+2+1+2+2 = 11; ii_corps 1+2+2+1+1 = 7; army 26.
inline Army angloAlliedArmy() {
  using T = TroopType;
  using G = Grade;
  using Q = GeneralQuality;
  Army army;
  army.id = "anglo_allied";
  army.name = "Anglo-Allied Army";
  army.aggression = 1;
  army.commanderCommand = "hq";
  army.commands.push_back(
      command("hq", "Wellington's command", T::CommandParty, Q::Brilliant,
              {element("hq_supply", T::SupplyBase), element("hq_guns", T::Smoothbore, G::Heavy),
               element("household", T::HeavyCavalry, G::Elite)}));
  army.commands.push_back(command(
      "i_corps", "I Corps", T::CommandParty, Q::Inert,
      {element("i_1", T::Bayonets), element("i_2", T::Bayonets), element("i_3", T::Bayonets),
       element("i_guards", T::Bayonets, G::Elite), element("i_light", T::LightInfantry),
       element("i_guns", T::Smoothbore), element("i_horse_guns", T::Smoothbore, G::Horse)}));
  army.commands.push_back(
      command("ii_corps", "II Corps", T::CommandParty, Q::Ordinary,
              {element("ii_1", T::Muskets, G::Inferior), element("ii_2", T::Muskets, G::Inferior),
               element("ii_3", T::Bayonets), element("ii_4", T::Bayonets),
               element("ii_cav", T::LightCavalry), element("ii_jaeger", T::Marksmen)}));
  return army;
}

/// A second, Prussian army: Army HQ 20 + 5 Inferior Bayonets 15 = 35 AP, 6 EE.
inline Army prussianArmy() {
  Army army;
  army.id = "prussian";
  army.name = "Prussian Army";
  army.aggression = 2;
  army.commanderCommand = "blucher";
  std::vector<Element> elements;
  for (int i = 1; i <= 5; ++i)
    elements.push_back(element("p_" + std::to_string(i), TroopType::Bayonets, Grade::Inferior));
  army.commands.push_back(command("blucher", "Blücher", TroopType::ArmyHQ, GeneralQuality::Ordinary,
                                  std::move(elements)));
  return army;
}

inline Side alliedSide() {
  Side side;
  side.id = "allies";
  side.name = "Allies";
  side.commanderInChiefArmy = "anglo_allied";
  side.armies = {angloAlliedArmy(), prussianArmy()};
  return side;
}

inline std::string describe(const std::vector<Problem>& problems) {
  std::string out;
  for (const auto& p : problems) out += formatProblem(p) + "\n";
  return out;
}

/// Problems whose rule is `rule` and whose message contains `text`.
inline int countProblems(const std::vector<Problem>& problems, std::string_view rule,
                         std::string_view text = {}) {
  int n = 0;
  for (const auto& p : problems)
    if (p.rule == rule && p.message.find(text) != std::string::npos) ++n;
  return n;
}

}  // namespace hfg::test
