// The computer generals' settings: how well each side plays and its army's doctrine (issue #5).
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/model/enum_names.h"

namespace hfg::battle {

/// How well a side's computer generals play.
/// - Easy: straight at the nearest enemy, no reserve, no look at the odds beyond the book's
///   forbidden moves, never doubles or exchanges PIP scores;
/// - Normal: a plan per command (objective, reserve, cavalry on the flanks), charges weighed
///   with the engine's own combat tables, no frontal cavalry charges on unshaken foot;
/// - Hard: as Normal, and also flank and rear charges, T-6 score exchanges and Brilliant
///   doublings kept for when they matter.
enum class Difficulty { Easy, Normal, Hard };

/// An army's doctrine: how readily it attacks and how much it risks (issue #5).
/// Aggressive attacks even as the defender when not outnumbered and charges at even odds;
/// Cautious attacks only with an advantage and charges only at good odds.
enum class Doctrine { Aggressive, Balanced, Cautious };

using hfg::keyOf;  // the names below (core/model/enum_names.h)

/// Settings for both sides, by side index in the set-up (0 = the first side listed). They hold
/// nothing about a particular battle, so one value serves every battle of a campaign.
struct AiSettings {
  std::array<Difficulty, 2> difficulty{Difficulty::Normal, Difficulty::Normal};
  std::array<Doctrine, 2> doctrine{Doctrine::Balanced, Doctrine::Balanced};
  /// The most orders one side gives in one bound: the generals never loop forever even if
  /// every order they try is refused.
  int maxOrdersPerBound = 64;
  /// The most moves the generals try with the engine's check in one bound (each candidate
  /// distance or path counts); keeps a huge battle's bound bounded in time.
  int maxChecksPerBound = 600;

  /// Both sides alike.
  static AiSettings uniform(Difficulty difficulty, Doctrine doctrine = Doctrine::Balanced) {
    AiSettings s;
    s.difficulty = {difficulty, difficulty};
    s.doctrine = {doctrine, doctrine};
    return s;
  }
};

}  // namespace hfg::battle

// How the command line and files spell the levels and doctrines.
namespace hfg {

template <>
struct EnumKeys<battle::Difficulty> {
  static constexpr std::string_view what = "difficulty";
  static constexpr EnumNames<battle::Difficulty, 3> names{{{{battle::Difficulty::Easy, "easy"},
                                                            {battle::Difficulty::Normal, "normal"},
                                                            {battle::Difficulty::Hard, "hard"}}}};
};
template <>
struct EnumKeys<battle::Doctrine> {
  static constexpr std::string_view what = "doctrine";
  static constexpr EnumNames<battle::Doctrine, 3> names{
      {{{battle::Doctrine::Aggressive, "aggressive"},
        {battle::Doctrine::Balanced, "balanced"},
        {battle::Doctrine::Cautious, "cautious"}}}};
};

}  // namespace hfg
