// Names of the computer generals' difficulty levels and doctrines, as the command line and files spell them.
#include "core/battle/hfg/ai/ai_settings.h"

namespace hfg::battle {

std::string_view keyOf(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::Easy: return "easy";
    case Difficulty::Normal: return "normal";
    case Difficulty::Hard: return "hard";
  }
  return "normal";
}

std::string_view keyOf(Doctrine doctrine) {
  switch (doctrine) {
    case Doctrine::Aggressive: return "aggressive";
    case Doctrine::Balanced: return "balanced";
    case Doctrine::Cautious: return "cautious";
  }
  return "balanced";
}

std::optional<Difficulty> difficultyFromKey(std::string_view key) {
  for (Difficulty d : {Difficulty::Easy, Difficulty::Normal, Difficulty::Hard})
    if (keyOf(d) == key) return d;
  return std::nullopt;
}

std::optional<Doctrine> doctrineFromKey(std::string_view key) {
  for (Doctrine d : {Doctrine::Aggressive, Doctrine::Balanced, Doctrine::Cautious})
    if (keyOf(d) == key) return d;
  return std::nullopt;
}

}  // namespace hfg::battle
