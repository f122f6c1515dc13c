// The spatial index gives exactly the brute-force answers on random layouts (G-2, G-3 queries).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/spatial_index.h"
#include "core/dice/dice.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

std::vector<Footprint> randomLayout(Dice& dice, int count, double widthPaces, double depthPaces) {
  std::vector<Footprint> out;
  for (int i = 0; i < count; ++i) {
    Footprint fp;
    fp.frontMid = {static_cast<double>(dice.roll(static_cast<int>(widthPaces))),
                   static_cast<double>(dice.roll(static_cast<int>(depthPaces)))};
    fp.headingDeg = static_cast<double>(dice.roll(360));
    fp.depthPaces = 100.0 * (1 + dice.roll(4));  // 200..500
    out.push_back(fp);
  }
  return out;
}

}  // namespace

TEST_CASE("Spatial index: within R of a point or a footprint equals brute force on 400 elements") {
  Dice dice(1813);
  const auto layout = randomLayout(dice, 400, 12000, 6000);
  SpatialIndex index(800);
  for (std::size_t i = 0; i < layout.size(); ++i) index.insert(static_cast<int>(i), layout[i]);
  CHECK(index.size() == 400);
  for (int q = 0; q < 40; ++q) {
    const Vec2 p{static_cast<double>(dice.roll(12000)), static_cast<double>(dice.roll(6000))};
    for (double r : {0.0, 400.0, 1200.0, 2400.0}) {
      std::vector<int> brute;
      for (std::size_t i = 0; i < layout.size(); ++i)
        if (footprintDistance(layout[i], p) <= r) brute.push_back(static_cast<int>(i));
      CHECK(index.withinDistance(p, r) == brute);
    }
    const int id = dice.roll(400) - 1;
    for (double r : {1.0, 600.0, 1500.0}) {
      std::vector<int> brute;
      for (std::size_t i = 0; i < layout.size(); ++i)
        if (static_cast<int>(i) != id &&
            footprintDistance(layout[i], layout[static_cast<std::size_t>(id)]) <= r)
          brute.push_back(static_cast<int>(i));
      CHECK(index.neighboursOf(id, r) == brute);
    }
  }
}

TEST_CASE("Spatial index: contacts equal brute force G-2 on a packed line of battle") {
  // Three ranks of 40 bases, some touching, some with gaps, over 18,000 p.
  SpatialIndex index;
  std::vector<Footprint> all;
  Dice dice(7);
  for (int rank = 0; rank < 3; ++rank)
    for (int i = 0; i < 40; ++i) {
      Footprint fp;
      const double gap = dice.roll(3) == 1 ? 50 : 0;
      fp.frontMid = {200.0 + 400.0 * i + gap, 1000.0 - 300.0 * rank};
      all.push_back(fp);
      index.insert(static_cast<int>(all.size() - 1), fp);
    }
  for (std::size_t id = 0; id < all.size(); ++id) {
    std::vector<int> brute;
    for (std::size_t j = 0; j < all.size(); ++j)
      if (j != id && inContact(all[id], all[j])) brute.push_back(static_cast<int>(j));
    CHECK(index.contactsOf(static_cast<int>(id)) == brute);
  }
}

TEST_CASE("Spatial index: moving and removing elements") {
  SpatialIndex index(500);
  Footprint fp;
  fp.frontMid = {1000, 1000};
  index.insert(1, fp);
  CHECK(index.withinDistance(Vec2{1000, 1100}, 10) == std::vector<int>{});
  CHECK(index.withinDistance(Vec2{1000, 900}, 10) == std::vector<int>{1});
  fp.frontMid = {5000, 5000};
  index.insert(1, fp);  // replaces
  CHECK(index.size() == 1);
  CHECK(index.withinDistance(Vec2{1000, 900}, 10).empty());
  CHECK(index.withinDistance(Vec2{5000, 4900}, 0) == std::vector<int>{1});
  index.remove(1);
  CHECK(index.size() == 0);
  CHECK(index.withinDistance(Vec2{5000, 4900}, 0).empty());
  CHECK_THROWS_AS(index.neighboursOf(1, 100), std::out_of_range);
  CHECK_THROWS_AS(SpatialIndex(0), std::invalid_argument);
}

TEST_CASE("Spatial index: non-finite input is refused with a message, not undefined behaviour") {
  SpatialIndex index;
  Footprint fp;
  fp.frontMid = {NAN, 0};
  CHECK_THROWS_AS(index.insert(3, fp), std::invalid_argument);
  CHECK(index.size() == 0);
  CHECK_THROWS_AS(index.withinDistance(Vec2{0, 0}, INFINITY), std::invalid_argument);
}
