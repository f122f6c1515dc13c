// Both sides automatic from blinds to the end: a referee checks every turn (issue 20 "a referee", E-111, CG-1).
#include <doctest/doctest.h>

#include <string>

#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/table_geometry.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/referee.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

/// Two brigades a side under a C-in-C, each on a column blind, plus one dummy blind a side.
BattleState blindsBattle() {
  BattleState s;
  s.terrain.widthIn = 72;
  s.terrain.depthIn = 48;
  s.terrain.areas.push_back(area(TerrainKind::ThickWood, 4, 20, 16, 28));
  s.terrain.areas.push_back(area(TerrainKind::Crops, 50, 18, 64, 30));
  s.endRules.maxTurns = 20;
  for (Belligerent side : {Belligerent::Union, Belligerent::Confederate}) {
    const bool u = side == Belligerent::Union;
    const std::string p = u ? "u" : "c";
    Commander chief = commander(p + "-chief", side, Ability::Professional, 36, u ? 2 : 46);
    chief.order = u ? Order::Attack : Order::Hold;
    chief.objective = {36, 24};
    s.commanders.push_back(chief);  // EB-66: no formation of his own, on the table from turn 1
    for (int b = 0; b < 2; ++b) {
      const std::string cid = p + "-brigade-" + std::to_string(b);
      Commander c = commander(cid, side, Ability::Inexperienced, 0, 0);
      c.onTable = false;
      c.cardInDeck = false;
      c.superiorId = chief.id;
      c.order = u ? Order::Attack : Order::Engage;
      c.objective = {20.0 + 32 * b, 24};
      s.commanders.push_back(c);
      Blind bl;
      bl.id = "blind-" + p + std::to_string(b);
      bl.side = side;
      bl.commanderId = cid;
      bl.column = true;
      bl.frontMidIn = {20.0 + 32 * b, u ? 12.0 : 36.0};
      bl.headingDeg = u ? 90 : 270;
      for (int i = 0; i < 3; ++i) {
        const std::string uid = cid + "-reg-" + std::to_string(i);
        Unit r = infantry(uid, side, 4, 0, 0, 0, cid);
        r.onTable = false;
        r.blindId = bl.id;
        if (!u && i == 0) r.aggressive = true;
        s.units.push_back(r);
        bl.unitIds.push_back(uid);
      }
      if (b == 0) {
        const std::string gid = cid + "-battery";
        Unit g =
            battery(gid, side, 4, u ? Calibre::LightRifled : Calibre::MediumSmoothbore, 0, 0, 0);
        g.commanderId = cid;
        g.onTable = false;
        g.blindId = bl.id;
        s.units.push_back(g);
        bl.unitIds.push_back(gid);
      }
      s.blinds.push_back(bl);
    }
    Blind dummy;
    dummy.id = "blind-" + p + "d";
    dummy.side = side;
    dummy.dummy = true;
    dummy.frontMidIn = {36, u ? 10.0 : 38.0};
    dummy.headingDeg = u ? 90 : 270;
    s.blinds.push_back(dummy);
  }
  return s;
}

}  // namespace

TEST_CASE(
    "E-111 E-44 E-46 E-55 a battle from blinds to its end with both sides automatic, refereed") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    Dice dice(seed);
    SimpleGeneral u, c;
    TchaeBattle battle(blindsBattle(), dice, u, c);
    for (int t = 0; t < 40 && !battle.state().ended; ++t) {
      battle.playTurn();
      referee(battle.state());
    }
    const BattleState& st = battle.state();
    CHECK(st.ended);
    int onTable = 0;
    for (const Unit& x : st.units) onTable += x.onTable ? 1 : 0;
    CHECK(onTable > 0);  // blinds were spotted or deployed and the troops placed
    MESSAGE("seed " << seed << ": " << st.endReason << " after turn " << st.turn
                    << ", Union broken " << brokenShare(st, Belligerent::Union)
                    << ", Confederate broken " << brokenShare(st, Belligerent::Confederate));
  }
}
