// Seeing and dead ground from the ground's heights (K-45, K-46, KT-8, KT-9, KB-11, KB-52, KB-60),
// and the first sighting that makes Event a (KT-5 a, KB-13), of shared/spec/c3.md.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"

namespace hfg::c3 {

/// A point on the battlefield in metres.
struct PointM {
  double x = 0;
  double y = 0;
};
double distanceM(PointM a, PointM b);

/// The ground's height and the height of anything standing on it (KT-9 obstacles: woods 10 m,
/// towns 5 m, villages 3 m, walls and hedges 2 m), in metres.
class HeightField {
 public:
  virtual ~HeightField() = default;
  virtual double groundM(PointM p) const = 0;
  virtual double obstacleM(PointM p) const = 0;
};

/// Heights on a regular grid (a battlefield cut from a DEM), read bilinearly; obstacles by cell.
/// Row-major, `cols` x `rows` samples `cellM` apart from (originX, originY).
class GridHeightField final : public HeightField {
 public:
  GridHeightField(int cols, int rows, double cellM, PointM origin, std::vector<double> groundM,
                  std::vector<double> obstacleM = {});
  double groundM(PointM p) const override;
  double obstacleM(PointM p) const override;
  /// KB-10: the slope class at a point from the real gradient between neighbouring samples.
  Slope slopeAt(PointM p) const;

 private:
  double sample(const std::vector<double>& v, int col, int row) const;
  int m_cols;
  int m_rows;
  double m_cellM;
  PointM m_origin;
  std::vector<double> m_ground;
  std::vector<double> m_obstacle;
};

/// KB-11: the observer's eye above his ground (foot and artillery 2 m, mounted, Commanders and
/// messengers 3 m) and the top of a target above its ground (foot, artillery, trains 2 m,
/// mounted 3 m).
double eyeHeightM(bool mountedObserver, const C3Settings& s);
double targetHeightM(Arm arm, const C3Settings& s);

/// KB-11: is the straight line from the eye to the target's top clear? Sampled every
/// sight_sample_m, leaving out sight_end_clear_m at each end; blocked where ground plus obstacle
/// rises above the line.
bool sightLineClear(const HeightField& field, PointM eye, double eyeAboveGroundM, PointM target,
                    double targetTopM, const C3Settings& s);

/// KB-11's closed form: behind an obstacle of height h at distance d from an eye at height H
/// (all above the target's ground), a target of height t is hidden for (h - t) d / (H - h) metres
/// beyond it; nullopt means hidden entirely (H <= h).
std::optional<double> deadGroundBeyondM(double eyeH, double obstacleH, double targetT,
                                        double obstacleFarEdgeM);

/// KT-8, KB-52, KB-60: the distances made out, a third against extended order, halved in rain.
struct SightRanges {
  double seenM;
  double kindM;
  double strengthM;
};
SightRanges sightRanges(bool targetExtendedOrder, bool rain, const C3Settings& s);

/// What a Commander makes out of an enemy Unit he can see (KB-52).
struct Sighting {
  bool seen = false;
  bool kindKnown = false;      ///< foot, mounted or artillery
  bool strengthKnown = false;  ///< SP exactly
};
Sighting makeOut(double distance, bool lineClear, bool targetExtendedOrder, bool rain,
                 const C3Settings& s);

/// KB-13: the reach of Event a: 30 minutes at the enemy's normal rate (60 m/min when its kind is
/// not yet known).
double eventAReachM(std::optional<double> normalRateMPerMin, const C3Settings& s);

/// KT-5 a, KB-13: one Commander watching one enemy Unit, minute by minute.
class EnemyWatch {
 public:
  /// Returns true when Event a arises at `minute`: the first time the Unit is seen within reach,
  /// and again when a seen Unit that had not moved for eventAStillMin starts to move or change
  /// formation.
  bool observe(int minute, bool seen, double distanceM, double reachM, bool movingOrChanging,
               const C3Settings& s);

 private:
  bool m_firstWithinReach = false;
  std::optional<int> m_stillSince;
};

}  // namespace hfg::c3
