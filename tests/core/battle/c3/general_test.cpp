// The C3 computer generals (KG-1 to KG-16) through the real minute clock: two generals fight the
// ridge battle to a decision or nightfall under the referee, and a general's decisions do not
// change when an enemy Unit its side has not seen is moved or re-ordered (KG-14).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/battle/c3/battle_minute.h"
#include "core/battle/c3/c3_general.h"
#include "core/battle/c3/knowledge.h"
#include "core/dice/dice.h"
#include "tests/core/battle/c3/ridge_battle.h"

using namespace hfg;
using namespace hfg::c3;
using namespace hfg::c3::test;

namespace {

const PointM kRidgeCentre{2000, 1500};

struct GeneralsPlayed {
  C3Battle battle;
  std::vector<std::string> faults;
};

GeneralsPlayed playGenerals(std::uint64_t seed, C3Player* french = nullptr) {
  GeneralsPlayed p{ridgeBattle(), {}};
  Dice dice(seed);
  SeededD10Source source(dice);
  C3Dice d10(source);
  C3General fr(true, kRidgeCentre, 1815), al(false, kRidgeCentre, 1815);
  C3Players players{{french ? french : &fr, &al}};
  setUpBattle(p.battle, players);
  std::size_t moves = 0, rides = 0;
  playBattle(p.battle, players, d10, [&](const C3Battle& b) {
    for (std::string& f : refereeFaults(b, {pondM()}, moves, rides)) p.faults.push_back(f);
    moves = b.moves.size();
    rides = b.rides.size();
  });
  return p;
}

int countLog(const C3Battle& b, const std::string& rule, const std::string& part) {
  return static_cast<int>(std::count_if(b.log.begin(), b.log.end(), [&](const C3LogLine& l) {
    return l.ruleId == rule && l.what.find(part) != std::string::npos;
  }));
}

}  // namespace

TEST_CASE("KG-1 KG-2 KG-4 KG-5 KG-15 KG-16 KB-58: two computer generals fight the ridge battle "
          "to a decision or nightfall under the referee") {
  std::set<std::string> ends;
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    CAPTURE(seed);
    const GeneralsPlayed p = playGenerals(seed);
    const C3Battle& b = p.battle;
    for (const std::string& f : p.faults) MESSAGE(f);
    CHECK(p.faults.empty());
    CHECK(b.over);
    CHECK((b.broken.has_value() || b.clock() >= 18 * 60));
    // KG-2: an initial Order for every Unit and every Commander below the army commanders.
    const int initial = countLog(b, "K-23", "initial order");
    CHECK(initial == static_cast<int>(b.units.size()) + 3);
    // KG-4: Orders passed down the chain by messengers with the forecast delay accepted.
    CHECK(countLog(b, "K-16", "forecast delay") >= 1);
    CHECK(logHas(b, "K-22"));
    // KG-16: every response the generals make carries its reason.
    for (const C3LogLine& l : b.log)
      if (l.ruleId == "K-16" && l.what.find(" responds ") != std::string::npos)
        CHECK_MESSAGE(l.what.find("(K") != std::string::npos, l.what);
    ends.insert(b.broken ? "broken " + std::to_string(*b.broken) : "night");
  }
  // The battle is not one fixed story: the seeds do not all end the same minute and way.
  MESSAGE("ends: " << ends.size());
}

TEST_CASE("KG-15 K-6: the same seed gives the same battle between computer generals") {
  const GeneralsPlayed a = playGenerals(7), b = playGenerals(7);
  REQUIRE(a.battle.log.size() == b.battle.log.size());
  for (std::size_t i = 0; i < a.battle.log.size(); ++i)
    CHECK(a.battle.log[i].what == b.battle.log[i].what);
  CHECK(a.battle.minute == b.battle.minute);
}

namespace {

std::string said(const std::optional<ResponseChoice>& r) {
  if (!r) return "none";
  std::string s = std::string(1, static_cast<char>('A' + static_cast<int>(r->response))) + " " +
                  r->message + " " + r->reason;
  for (const C3Order& o : r->orders) s += " | " + o.words();
  for (const GivenCommand& c : r->commands)
    s += " | " + std::to_string(c.unitId) + " " + std::string(name(c.command));
  return s;
}

/// Plays the French with a general and, at every Event, asks two copies of that general the same
/// question about two copies of the table, one where an Allied Unit the French have never seen is
/// moved (still in dead ground), re-ordered and weakened (KG-14: hidden data only).
class TwinAsking final : public C3Player {
 public:
  explicit TwinAsking(const C3Battle& live) : m_live(live), m_general(true, kRidgeCentre, 1815) {}
  std::vector<C3Order> initialOrders(const C3SideView& v) override {
    C3Battle same = m_live, moved = m_live;
    updatePictures(same);
    if (moveUnseen(moved)) {
      C3General a = m_general, b = m_general;
      ++asked;
      if (ordersText(a.initialOrders(viewFor(same, 0))) !=
          ordersText(b.initialOrders(viewFor(moved, 0))))
        differences.push_back("initial orders differ");
    }
    return m_general.initialOrders(v);
  }
  std::optional<ResponseChoice> respond(const C3SideView& v, const OfferedEvent& e) override {
    C3Battle same = m_live, moved = m_live;
    updatePictures(same);
    if (moveUnseen(moved)) {
      ++asked;
      if (toText(viewFor(same, 0)) != toText(viewFor(moved, 0)))
        differences.push_back("minute " + std::to_string(v.minute) + ": the views differ");
      C3General a = m_general, b = m_general;
      const std::string x = said(a.respond(viewFor(same, 0), e));
      const std::string y = said(b.respond(viewFor(moved, 0), e));
      if (x != y) differences.push_back(x + " / " + y);
    }
    return m_general.respond(v, e);
  }
  int asked = 0;
  std::vector<std::string> differences;

 private:
  static std::string ordersText(const std::vector<C3Order>& orders) {
    std::string x;
    for (const C3Order& o : orders) x += o.words() + "\n";
    return x;
  }
  static bool seenBySide0(const C3Battle& b, int enemy) {
    for (const auto& [id, pic] : b.pictures)
      if (b.sideOf(id) == 0 && pic.enemies.count(enemy)) return true;
    return false;
  }
  /// The Household Brigade (24) 1,200 m west behind the crest, another Order, half its SP;
  /// false when the French have it in a picture, before or after the move.
  bool moveUnseen(C3Battle& b) const {
    C3Unit& hb = b.unit(24);
    if (seenBySide0(m_live, 24) || !hb.present()) return false;
    hb.footprint.frontMid.x -= metresToPaces(b.settings, 1200);
    hb.sp = hb.spAtStart / 2;
    hb.order = orderFor({24}, OrderKind::Attack, {900, 1300}, 300);
    updatePictures(b);
    return !seenBySide0(b, 24);
  }
  const C3Battle& m_live;
  C3General m_general;
};

}  // namespace

TEST_CASE("KG-14 KB-14: a general decides the same when an enemy Unit it has not seen is moved") {
  for (std::uint64_t seed : {1u, 3u}) {
    CAPTURE(seed);
    GeneralsPlayed p{ridgeBattle(), {}};
    Dice dice(seed);
    SeededD10Source source(dice);
    C3Dice d10(source);
    TwinAsking fr(p.battle);
    C3General al(false, kRidgeCentre, 1815);
    C3Players players{{&fr, &al}};
    setUpBattle(p.battle, players);
    playBattle(p.battle, players, d10, [](const C3Battle&) {});
    for (const std::string& d : fr.differences) MESSAGE(d);
    CHECK(fr.differences.empty());
    CHECK(fr.asked > 0);  // Events were answered while the brigade was still unseen
  }
}
