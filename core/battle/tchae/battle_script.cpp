// Replay scripts of TCHAE battles: read, checked, played.
#include "core/battle/tchae/battle_script.h"

// json_document.h first: cereal's json.hpp must come before any rapidjson header.
#include "core/io/json_document.h"

#include <map>

#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/tchae_battle.h"
#include "core/io/load_error.h"

namespace hfg::tchae {

namespace {

/// Thrown when the script's faces are used up: it ends the replay, reported, not a crash.
struct ScriptDiceRanOut {};

/// The script's faces in order.
class ScriptFaces final : public DieSource {
 public:
  explicit ScriptFaces(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override {
    if (m_next >= m_faces.size()) throw ScriptDiceRanOut{};
    return m_faces[m_next++];
  }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};

Card cardNamed(const std::string& name, const BattleState& setup, const std::string& source,
               const std::string& field) {
  if (name == "coffee") return {CardKind::Coffee, Belligerent::Union, ""};
  const auto colon = name.find(':');
  if (colon != std::string::npos && name.substr(0, colon) == "commander") {
    const std::string id = name.substr(colon + 1);
    const Commander* c = setup.commander(id);
    if (!c) throw LoadError(source, field, "no commander '" + id + "' in the set-up");
    return {CardKind::Commander, c->side, id};
  }
  static const std::map<std::string, CardKind> kKinds{
      {"blinds", CardKind::Blinds},
      {"gifted_or_bold", CardKind::GiftedOrBold},
      {"cautious_or_political", CardKind::CautiousOrPolitical},
      {"inspirational", CardKind::Inspirational},
      {"grand_tactical", CardKind::GrandTactical}};
  const std::string side = colon == std::string::npos ? "" : name.substr(0, colon);
  const auto kind = colon == std::string::npos ? kKinds.end() : kKinds.find(name.substr(colon + 1));
  if ((side != "union" && side != "confederate") || kind == kKinds.end())
    throw LoadError(
        source, field,
        "expected coffee, commander:ID or SIDE:blinds, gifted_or_bold, cautious_or_political, "
        "inspirational or grand_tactical (SIDE union or confederate)");
  return {kind->second, side == "union" ? Belligerent::Union : Belligerent::Confederate, ""};
}

}  // namespace

TurnScript parseBattleScript(const std::string& text, const std::string& source,
                             const BattleState& setup) {
  const rapidjson::Document j = io::parseJsonDocument(text, source);
  if (!j.HasMember("format") || !j["format"].IsString() ||
      std::string(j["format"].GetString()) != "hfg-tchae-script")
    throw LoadError(source, "format", "expected \"hfg-tchae-script\"");
  if (!j.HasMember("version") || !j["version"].IsInt() || j["version"].GetInt() != 1)
    throw LoadError(source, "version", "expected 1");
  TurnScript s;
  if (!j.HasMember("stop_after_turn") || !j["stop_after_turn"].IsInt() ||
      j["stop_after_turn"].GetInt() < 1 || j["stop_after_turn"].GetInt() > 1000)
    throw LoadError(source, "stop_after_turn", "expected a turn from 1 to 1000");
  s.stopAfterTurn = j["stop_after_turn"].GetInt();
  if (j.HasMember("seed")) {
    if (!j["seed"].IsUint64())
      throw LoadError(source, "seed", "expected a whole number of at least 0");
    s.seed = j["seed"].GetUint64();
  }
  if (j.HasMember("dice")) {
    const auto& d = j["dice"];
    if (!d.IsArray() || d.Size() > 100000)
      throw LoadError(source, "dice", "expected a list of at most 100000 faces");
    s.dice.emplace();
    for (rapidjson::SizeType i = 0; i < d.Size(); ++i) {
      if (!d[i].IsInt() || d[i].GetInt() < 1 || d[i].GetInt() > 6)
        throw LoadError(source, "dice[" + std::to_string(i) + "]", "expected a face from 1 to 6");
      s.dice->push_back(d[i].GetInt());
    }
  }
  if (j.HasMember("decks")) {
    const auto& decks = j["decks"];
    if (!decks.IsArray() || decks.Size() > 1000)
      throw LoadError(source, "decks", "expected a list of at most 1000 decks");
    for (rapidjson::SizeType t = 0; t < decks.Size(); ++t) {
      const std::string at = "decks[" + std::to_string(t) + "]";
      if (!decks[t].IsArray() || decks[t].Size() > 200)
        throw LoadError(source, at, "expected a list of card names");
      std::vector<Card> deck;
      for (rapidjson::SizeType c = 0; c < decks[t].Size(); ++c) {
        const std::string field = at + "[" + std::to_string(c) + "]";
        if (!decks[t][c].IsString()) throw LoadError(source, field, "expected a card name");
        deck.push_back(cardNamed(decks[t][c].GetString(), setup, source, field));
      }
      s.decks.push_back(std::move(deck));
    }
  }
  return s;
}

ScriptedReplay playScript(const BattleState& setup, const TurnScript& script) {
  Dice dice(script.seed);
  SeededDieSource seeded(dice);
  ScriptFaces faces(script.dice.value_or(std::vector<int>{}));
  DieSource& throws =
      script.dice ? static_cast<DieSource&>(faces) : static_cast<DieSource&>(seeded);
  SimpleGeneral unionGeneral, confederateGeneral;
  TchaeBattle battle(setup, dice, throws, unionGeneral, confederateGeneral);
  for (const auto& deck : script.decks) battle.stackDeck(deck);
  ScriptedReplay out;
  try {
    while (!battle.state().ended && battle.state().turn <= script.stopAfterTurn) battle.playTurn();
  } catch (const ScriptDiceRanOut&) {
    out.diceRanOutInTurn = battle.state().turn;
  }
  out.end = battle.state();
  return out;
}

}  // namespace hfg::tchae
