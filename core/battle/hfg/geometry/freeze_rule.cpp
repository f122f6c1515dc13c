// B-22 freeze: the four kinds of move still allowed.
#include "core/battle/hfg/geometry/freeze_rule.h"

#include <cmath>

#include "core/battle/hfg/geometry/contact.h"

namespace hfg::battle {
namespace {

// The heading that faces the enemy's edge nearest to `fp`'s front edge squarely.
double facingHeadingOfNearestEdge(const Footprint& fp, const Ring& enemy) {
  const Segment front = fp.edge(EdgeId::Front);
  std::size_t best = 0;
  double bestDistance = INFINITY;
  for (std::size_t i = 0; i < enemy.size(); ++i) {
    const double d = distanceBetween(Segment{enemy[i], enemy[(i + 1) % enemy.size()]}, front);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return headingOf(ringEdgeNormal(enemy, best) * -1.0);
}

}  // namespace

FrozenMove frozenMoveKind(const Footprint& start, const Footprint& end, const Ring& enemy,
                          bool endsInLegalContact, const BattleSettings& s) {
  if (endsInLegalContact) return FrozenMove::IntoContact;
  const bool facesEnemy = headingDifferenceDeg(end.headingDeg, facingHeadingOfNearestEdge(
                                                                   end, enemy)) <= s.headingEpsDeg;
  if (headingDifferenceDeg(start.headingDeg, end.headingDeg) > s.headingEpsDeg)
    return facesEnemy ? FrozenMove::LineUp : FrozenMove::Forbidden;  // a pivot
  const Vec2 d = end.frontMid - start.frontMid;
  const double along = dot(d, start.forward());
  const double side = dot(d, start.right());
  if (std::abs(side) <= s.contactEpsPaces) {
    if (along < 0) return FrozenMove::StraightBack;
    const bool noFurther = distanceBetween(enemy, ringOf(end)) <=
                           distanceBetween(enemy, ringOf(start)) + s.contactEpsPaces;
    return noFurther ? FrozenMove::AdvanceTowards : FrozenMove::Forbidden;
  }
  if (std::abs(along) <= s.contactEpsPaces && std::abs(side) < 400 && facesEnemy)
    return FrozenMove::LineUp;
  return FrozenMove::Forbidden;
}

}  // namespace hfg::battle
