// The TCHAE case evaluator (`hfg rules tchae`): EX-15's combat and a canister shot from case files, bad cases refused.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "core/battle/tchae/case_evaluator.h"
#include "core/io/load_error.h"
#include "tests/paths/test_paths.h"

using namespace hfg;

namespace {

std::string fixture(const std::string& name) {
  std::ifstream in(hfg::testpaths::sourceDir().string() + "/tests/fixtures/tchae/" + name,
                   std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "EX-15 E-94 the case evaluator fights EX-15's charge from a file: 7 to 4, 2D6 6, index 9, lD") {
  const std::string out =
      tchae::evaluateCase(fixture("ex15_combat.case.json"), "ex15_combat.case.json", "combat");
  CAPTURE(out);
  CHECK(has(out, "combat: values 7 to 4, 2D6 6, index 9, lD, the defender lost"));
  CHECK(has(out, "status: D defeated, 2 casualties"));
  CHECK(has(out, "status: A normal, 1 casualties"));
  CHECK(has(out, "dice used: 2"));
}

TEST_CASE("E-65 E-73 the case evaluator fires directed canister: three sixes, 4 hits on T2") {
  const std::string out =
      tchae::evaluateCase(fixture("canister_fire.case.json"), "canister_fire.case.json", "fire");
  CAPTURE(out);
  CHECK(has(out, "hits: T2 4"));
  CHECK(has(out, "dice used: 3"));
}

TEST_CASE(
    "ET-15 E-80 the case evaluator's status test: 4 SP of 20 lost this turn, D6 3 - 1 - 4 = -2: "
    "Fightin'") {
  const std::string out =
      tchae::evaluateCase(fixture("status_after_fire.case.json"), "status.case.json", "status");
  CAPTURE(out);
  CHECK(has(out, "E-80: T2 status test D6 3 + -5: normal -> fightin"));
  CHECK(has(out, "status: T2 fightin, 4 casualties, 16 SP"));
}

TEST_CASE("issue 20 bad input: a case is refused with the field named, dice running out included") {
  std::string c = fixture("canister_fire.case.json");
  CHECK_THROWS_WITH_AS(tchae::evaluateCase(c, "c.json", "combat"), doctest::Contains("kind"),
                       LoadError);
  std::string fewer = c;
  fewer.replace(fewer.find("[6, 6, 6]"), 9, "[6, 6]");
  CHECK_THROWS_WITH_AS(tchae::evaluateCase(fewer, "c.json", "fire"), doctest::Contains("dice"),
                       LoadError);
  std::string badFace = c;
  badFace.replace(badFace.find("[6, 6, 6]"), 9, "[6, 7, 6]");
  CHECK_THROWS_WITH_AS(tchae::evaluateCase(badFace, "c.json", "fire"), doctest::Contains("dice[1]"),
                       LoadError);
  std::string noFirer = c;
  noFirer.replace(noFirer.find("\"firer\": \"G\""), 12, "\"firer\": \"Q\"");
  CHECK_THROWS_WITH_AS(tchae::evaluateCase(noFirer, "c.json", "fire"), doctest::Contains("firer"),
                       LoadError);
}
