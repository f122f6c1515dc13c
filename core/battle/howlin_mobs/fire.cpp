// MB-29: points(T) = ceil(P x firer factors x T's factors), every target worked out separately.
#include "core/battle/howlin_mobs/fire.h"

#include "core/battle/howlin_mobs/hits.h"

namespace hfg::howlin_mobs {

std::vector<TargetHits> resolveFire(int basePoints, const FireFactors& firer,
                                    const std::vector<FireTarget>& targets, HmDieSource& dice) {
  std::vector<TargetHits> out;
  out.reserve(targets.size());
  for (const FireTarget& t : targets) {
    TargetHits h;
    if (t.takesHits) {
      FireFactors f = t.factors;
      f.firerLowAmmo = firer.firerLowAmmo;
      f.firerOnGround = firer.firerOnGround;
      f.firerDoubleFire = firer.firerDoubleFire;
      h.points = pointsOnTarget(basePoints, f);
      h.hitsBeforeSaves = hitsFromPoints(h.points, dice);
      h.hits = hitsAfterSaves(h.hitsBeforeSaves, t.protection, dice);
    }
    out.push_back(h);
  }
  return out;
}

}  // namespace hfg::howlin_mobs
