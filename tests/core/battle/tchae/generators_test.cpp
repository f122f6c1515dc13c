// ET-28 ... ET-41 as data: the historical ratings and the unit generators' tables, row by row (E-107 ... E-109).
#include <doctest/doctest.h>

#include "core/battle/tchae/historical_commanders.h"
#include "core/battle/tchae/unit_generators.h"

using namespace hfg::tchae;

namespace {

template <typename Row>
int sumOf(const Row& row) {
  int total = 0;
  for (const auto& s : row.shares) total += s.percent;
  return total;
}

int count(CommandLevel level, Belligerent side) {
  int n = 0;
  for (const HistoricalRating& h : historicalRatings())
    n += h.level == level && h.side == side ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("ET-28 historical division commanders: Union 16, Confederate 17, spellings as printed") {
  CHECK(count(CommandLevel::Division, Belligerent::Union) == 16);
  CHECK(count(CommandLevel::Division, Belligerent::Confederate) == 17);
  const auto sedgwick = historicalRating("Sedgwick", Belligerent::Union, CommandLevel::Division);
  REQUIRE(sedgwick);
  CHECK(sedgwick->ability == Ability::Professional);
  CHECK(sedgwick->cautious);
  CHECK(sedgwick->inspirational);
  CHECK(historicalRating("Chamberlin", Belligerent::Union, CommandLevel::Division)->bold);
  CHECK(historicalRating("Hunt", Belligerent::Union, CommandLevel::Division)->note == "artillery");
  CHECK(historicalRating("Jackson", Belligerent::Confederate, CommandLevel::Division)->ability ==
        Ability::Gifted);
  CHECK(
      historicalRating("Forrest", Belligerent::Confederate, CommandLevel::Division)->inspirational);
  CHECK(historicalRating("JEB Stewart", Belligerent::Confederate, CommandLevel::Division));
  CHECK_FALSE(historicalRating("Chamberlain", Belligerent::Union, CommandLevel::Division));
}

TEST_CASE("ET-29 historical brigade commanders: 19 a side; a scenario's orbat overrides them") {
  CHECK(count(CommandLevel::Brigade, Belligerent::Union) == 19);
  CHECK(count(CommandLevel::Brigade, Belligerent::Confederate) == 19);
  const auto vincent = historicalRating("Vincent", Belligerent::Union, CommandLevel::Brigade);
  CHECK(vincent->ability == Ability::Professional);
  CHECK(vincent->inspirational);
  const auto robertson =
      historicalRating("Robertson", Belligerent::Confederate, CommandLevel::Brigade);
  CHECK(robertson->bold);  // Bold/Inexperienced here; ES-G2 rates him Inexperienced only
  CHECK(historicalRating("Hood", Belligerent::Confederate, CommandLevel::Brigade)->ability ==
        Ability::Gifted);
  CHECK(historicalRating("Wilcox", Belligerent::Confederate, CommandLevel::Brigade)->cautious);
}

TEST_CASE("ET-30 corps commanders: five a side") {
  CHECK(count(CommandLevel::Corps, Belligerent::Union) == 5);
  CHECK(count(CommandLevel::Corps, Belligerent::Confederate) == 5);
  CHECK(historicalRating("Hancock", Belligerent::Union, CommandLevel::Corps)->cautious);
  CHECK(historicalRating("Sickles", Belligerent::Union, CommandLevel::Corps)->ability ==
        Ability::Political);
  CHECK(historicalRating("Jackson", Belligerent::Confederate, CommandLevel::Corps)->ability ==
        Ability::Professional);
  CHECK(historicalRating("A.P. Hill", Belligerent::Confederate, CommandLevel::Corps)->ability ==
        Ability::Inexperienced);
}

TEST_CASE(
    "ET-31 Union artillery ratings: 75% Average and 25% Veteran batteries; horse Veteran; the West "
    "1861-2 Average") {
  const auto rows = ratingRowsOf("ET-31");
  REQUIRE(rows.size() == 8);
  for (const RatingRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(shareFor(rows[0]->shares, 75).experience == Experience::Average);
  CHECK(shareFor(rows[0]->shares, 76).experience == Experience::Veteran);
  CHECK(rows[2]->regiments == "horse");
  CHECK(rows[2]->shares[0].experience == Experience::Veteran);
  CHECK(rows[4]->toYear == 1862);
}

TEST_CASE("ET-32 Union cavalry ratings") {
  const auto rows = ratingRowsOf("ET-32");
  REQUIRE(rows.size() == 4);
  for (const RatingRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(rows[0]->shares[0].experience == Experience::Raw);
  CHECK(shareFor(rows[2]->shares, 41)
            .aggressive);  // 1864-5: 40% Veteran, then 40% Veteran/Aggressive
  CHECK(rows[3]->regiments == "US Regular");
}

TEST_CASE("ET-33 Union infantry ratings: four volunteer rows and seven well-known ones") {
  const auto rows = ratingRowsOf("ET-33");
  REQUIRE(rows.size() == 11);
  for (const RatingRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(shareFor(rows[0]->shares, 100).resolute);  // 1861: the last 10% Raw/Resolute
  CHECK(shareFor(rows[3]->shares, 31).cautious);   // 1864-5: 30% Average, then Veteran/Cautious
  CHECK(rows[7]->extra == "Marksmen, Superior weapons");
  CHECK(rows[10]->regiments == "17th and 20th Maine");
}

TEST_CASE(
    "ET-34 Confederate artillery: Second rate but English-equipped and the Washington Light "
    "Artillery") {
  const auto rows = ratingRowsOf("ET-34");
  REQUIRE(rows.size() == 6);
  CHECK(rows[0]->guns == "4 Light rifles, Second rate");
  CHECK(rows[4]->guns == "4 Heavy rifles");
  CHECK(rows[5]->shares[0].experience == Experience::Veteran);
}

TEST_CASE("ET-35 Confederate cavalry ratings; Forrest's Western cavalry") {
  const auto rows = ratingRowsOf("ET-35");
  REQUIRE(rows.size() == 3);
  for (const RatingRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(shareFor(rows[0]->shares, 70).experience == Experience::Average);
  CHECK(shareFor(rows[0]->shares, 71).experience == Experience::Veteran);
  CHECK(rows[2]->toYear == 1864);
}

TEST_CASE("ET-36 Confederate infantry ratings; the named regiments") {
  const auto rows = ratingRowsOf("ET-36");
  REQUIRE(rows.size() == 8);
  for (const RatingRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(rows[6]->shares[0].aggressive);
  CHECK(rows[6]->shares[0].resolute);  // 1st, 4th, 5th Texas: Veteran/Aggressive/Resolute
  CHECK(rows[7]->extra == "Marksmen");
}

TEST_CASE("ET-37 infantry armament: eleven force-years, each 100%") {
  const auto rows = armamentRowsOf("ET-37");
  REQUIRE(rows.size() == 11);
  for (const ArmamentRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(shareFor(rows[0]->shares, 50).weapon == Weapon::Rifle);
  CHECK(shareFor(rows[0]->shares, 51).weapon == Weapon::SecondRateRifle);
  CHECK(shareFor(rows[0]->shares, 100).weapon == Weapon::Smoothbore);
  CHECK(rows[7]->shares[0].weapon == Weapon::Rifle);  // ANV late 1863-1865
}

TEST_CASE("ET-38 Union cavalry armament; the West 1861-2 sabre only") {
  const auto rows = armamentRowsOf("ET-38");
  REQUIRE(rows.size() == 6);
  for (const ArmamentRow* r : rows) CHECK(sumOf(*r) == 100);
  CHECK(rows[3]->shares[0].sabreOnly);
  CHECK(shareFor(rows[2]->shares, 40).weapon == Weapon::Repeating);
}

TEST_CASE(
    "ET-39 Confederate cavalry armament: smoothbore carbine or shotgun carries the shotgun flag "
    "(EB-23)") {
  const auto rows = armamentRowsOf("ET-39");
  REQUIRE(rows.size() == 5);
  for (const ArmamentRow* r : rows) CHECK(sumOf(*r) == 100);
  const ArmamentShare& s = shareFor(rows[0]->shares, 90);
  CHECK(s.weapon == Weapon::Smoothbore);
  CHECK(s.shotgun);
}

TEST_CASE(
    "ET-40 EB-71 artillery armament: the Union West 1861-2 row sums to 95 and is read as weights") {
  const auto rows = armamentRowsOf("ET-40");
  REQUIRE(rows.size() == 10);
  for (std::size_t i = 0; i < rows.size(); ++i) CHECK(sumOf(*rows[i]) == (i == 2 ? 95 : 100));
  CHECK(shareFor(rows[2]->shares, 100).secondRate);  // the last weight, 2MSB
  CHECK(shareFor(rows[2]->shares, 1).calibre == Calibre::LightRifled);
  CHECK(shareFor(rows[0]->shares, 100).secondRate);
  CHECK(shareFor(rows[0]->shares, 100).calibre == Calibre::MediumSmoothbore);
}

TEST_CASE(
    "ET-41 regimental variations: 1 Marksmen, 10 an Inspirational colonel; the named colonels") {
  CHECK(regimentalVariation(1) == RegimentalVariation::Marksmen);
  for (int d = 2; d <= 9; ++d) CHECK(regimentalVariation(d) == RegimentalVariation::None);
  CHECK(regimentalVariation(10) == RegimentalVariation::InspirationalColonel);
  CHECK_THROWS(regimentalVariation(11));
  CHECK(namedInspirationalColonels().size() == 8);
  CHECK(namedInspirationalColonels()[1].colonel == "Patrick O'Rorke");
}
