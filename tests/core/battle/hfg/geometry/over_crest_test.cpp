// G-19 shooting over crests: B-15 skirmishing foot, artillery, B-16 Rifled artillery.
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/over_crest.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("G-19 B-15 skirmishing foot shoot over a crest within 200 p of their shooting edge") {
  OverCrestFacts f;
  f.shooter = TroopType::LightInfantry;
  f.crossingFromShootingEdgePaces = 200;
  CHECK(overCrestShotAllowed(f));
  f.crossingFromShootingEdgePaces = 201;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.crossingFromShootingEdgePaces = 100;
  f.gentleHill = false;  // difficult crests too (the DISTANT COMBAT list)
  CHECK(overCrestShotAllowed(f));
  f.shooter = TroopType::Bayonets;
  f.year = 1790;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.year = 1791;
  CHECK(overCrestShotAllowed(f));
  f.shooter = TroopType::Repeaters;
  CHECK(overCrestShotAllowed(f));
  f.shooterDismounted = false;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.shooter = TroopType::Muskets;
  f.shooterDismounted = true;
  CHECK_FALSE(overCrestShotAllowed(f));
}

TEST_CASE(
    "G-19 Smoothbore and Mixed guns reach targets over 400 p away within 400 p beyond a gentle "
    "crest") {
  OverCrestFacts f;
  f.shooter = TroopType::Smoothbore;
  f.crossingFromShootingEdgePaces = 600;
  f.targetDistancePaces = 1000;
  f.targetBeyondCrestPaces = 400;
  CHECK(overCrestShotAllowed(f));
  f.targetBeyondCrestPaces = 401;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.targetBeyondCrestPaces = 300;
  f.targetDistancePaces = 400;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.targetDistancePaces = 1000;
  f.gentleHill = false;
  CHECK_FALSE(overCrestShotAllowed(f));
}

TEST_CASE("G-19 B-16 Rifled guns: beyond 1,200 p over a gentle crest; indirect fire after 1899") {
  OverCrestFacts f;
  f.shooter = TroopType::Rifled;
  f.year = 1870;
  f.crossingFromShootingEdgePaces = 300;
  f.targetDistancePaces = 1300;
  f.targetBeyondCrestPaces = 400;
  CHECK(overCrestShotAllowed(f));
  f.targetDistancePaces = 1000;
  CHECK_FALSE(overCrestShotAllowed(f));
  f.year = 1900;  // indirect fire from 200-400 p behind the crest at 800 p or more
  CHECK(overCrestShotAllowed(f));
  f.targetBeyondCrestPaces = 900;
  CHECK(overCrestShotAllowed(f));
  f.crossingFromShootingEdgePaces = 450;
  CHECK_FALSE(overCrestShotAllowed(f));
}
