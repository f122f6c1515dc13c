// A voluntary move as a player or script gives it: which elements, march or tactical, and where to (T-1, T-6, B-6, B-9).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/geometry.h"
#include "core/model/enum_names.h"

namespace hfg::battle {

/// SEQUENCE OF PLAY: an element takes part in 1 or more march moves or 1 tactical move a bound.
enum class MoveKind { March, Tactical };

/// The move primitives (B-9).
enum class MoveAction {
  /// A single element: any path of up to 4 waypoints (B-6), ending facing `finalHeadingDeg`.
  /// A line group: straight ahead along its heading, or a line-up shift sideways under 400 p
  /// towards enemy within 400 p (B-9 item 4). A column: follows the path (B-9 item 2).
  Advance,
  /// A group or element wheels by `wheelDeg` about its inner front corner, then goes
  /// `forwardPaces` straight ahead (B-9 item 1).
  Wheel,
  /// A single element turns about its centre to `finalHeadingDeg` ("pivot an artillery element
  /// to face in another direction", MOVING SINGLE ELEMENTS).
  Turn,
  /// B-46: a single element moves straight ahead to touch the river bank and searches.
  FordSearch,
  /// B-9 item 3: a straight column turns 90 degrees into a line one element deep, to the left
  /// (`wheelDeg` +90) or the right (-90); the leading element's open flank ends where its front
  /// edge was, the others beside it where the column stood (Fig 2.4).
  ColumnToLine,
  /// B-9 item 3 the other way: a line one element deep turns 90 degrees into a column led by its
  /// end element on the side it turns to (`wheelDeg` +90 left, -90 right); the others fall in
  /// behind in line order.
  LineToColumn,
  /// T-6: the army commander hands an element or group of his own command to the subordinate
  /// command `toCommand` whose general's easy command distance reaches it (once a bound, 1 PIP
  /// from the army commander, B-47).
  Transfer,
  /// T-6, T-10: rally a routing element (3 PIPs and extras); it turns 180 degrees instead of
  /// moving this bound.
  Rally,
  /// CROSSING BY WATER, O-P4: a single element touching a permanent bridge `bridgeId` declares
  /// it will destroy it (no PIPs, no move; bound/bridge_demolition.h).
  DestroyBridge,
};

/// B-9 item 5: where one element of a re-forming group ends.
struct ReformPlace {
  Vec2 frontMid;
  double headingDeg = 90;
};

/// One order. The first element is the lead: its front-edge midpoint follows `path`.
struct MoveOrder {
  std::vector<std::string> elementIds;
  MoveKind kind = MoveKind::Tactical;
  MoveAction action = MoveAction::Advance;
  Polyline path;                          ///< Advance: waypoints of the lead's front-edge midpoint
  std::optional<double> finalHeadingDeg;  ///< Advance (single element) and Turn
  double wheelDeg = 0;                    ///< Wheel: positive counter-clockwise (to the left)
  double forwardPaces = 0;                ///< Wheel: straight on after the wheel
  std::string riverId;                    ///< FordSearch: the river searched
  std::string bridgeId;                   ///< DestroyBridge: the permanent bridge (crossing id)
  std::string toCommand;                  ///< Transfer: the receiving command
  /// "order 3 of bound 2" etc., for messages; set by the script reader.
  std::string label;
  /// ColumnToLine: a block 1 or 2 elements deep (B-9 item 3); the second rank stands behind the
  /// first ceil(n/2) elements in column order.
  int ranks = 1;
  /// B-9 item 5, with action Advance: a re-form, each named element's end pose (front-edge
  /// midpoint and heading) in the order of `elementIds`. Empty: not a re-form.
  std::vector<ReformPlace> reform;
  /// T-6 "Any general may move or rally a non-staff friend of any command, even allied, that is
  /// in front or rear edge contact with him": the general's element id; his command pays and the
  /// named elements may be of any command of his side. Empty: the elements' own command moves.
  std::string byGeneral{};
};

/// B-6: a single element may give at most this many waypoints.
inline constexpr std::size_t kMaxWaypoints = 4;

using hfg::keyOf;  // the names below, beside this namespace's own keyOf overloads

}  // namespace hfg::battle

// The names files give this header's enums (core/model/enum_names.h).
namespace hfg {

template <>
struct EnumKeys<battle::MoveKind> {
  static constexpr std::string_view what = "move kind";
  static constexpr EnumNames<battle::MoveKind, 2> names{
      {{{battle::MoveKind::March, "march"}, {battle::MoveKind::Tactical, "tactical"}}}};
};
template <>
struct EnumKeys<battle::MoveAction> {
  static constexpr std::string_view what = "move action";
  static constexpr EnumNames<battle::MoveAction, 9> names{
      {{{battle::MoveAction::Advance, "advance"},
        {battle::MoveAction::Wheel, "wheel"},
        {battle::MoveAction::Turn, "turn"},
        {battle::MoveAction::FordSearch, "ford_search"},
        {battle::MoveAction::ColumnToLine, "column_to_line"},
        {battle::MoveAction::LineToColumn, "line_to_column"},
        {battle::MoveAction::Transfer, "transfer"},
        {battle::MoveAction::Rally, "rally"},
        {battle::MoveAction::DestroyBridge, "destroy_bridge"}}}};
};

}  // namespace hfg
