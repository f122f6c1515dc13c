#include "core/battle/c3/sight.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

double distanceM(PointM a, PointM b) { return std::hypot(a.x - b.x, a.y - b.y); }

GridHeightField::GridHeightField(int cols, int rows, double cellM, PointM origin,
                                 std::vector<double> groundM, std::vector<double> obstacleM)
    : m_cols(cols),
      m_rows(rows),
      m_cellM(cellM),
      m_origin(origin),
      m_ground(std::move(groundM)),
      m_obstacle(std::move(obstacleM)) {
  const auto n = static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows);
  if (cols < 2 || rows < 2 || cellM <= 0)
    throw std::invalid_argument("height grid: at least 2 x 2 samples and a positive cell size");
  if (m_ground.size() != n)
    throw std::invalid_argument("height grid: ground size is not cols x rows");
  if (!m_obstacle.empty() && m_obstacle.size() != n)
    throw std::invalid_argument("height grid: obstacle size is not cols x rows");
}

double GridHeightField::sample(const std::vector<double>& v, int col, int row) const {
  col = std::clamp(col, 0, m_cols - 1);
  row = std::clamp(row, 0, m_rows - 1);
  return v[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_cols) +
           static_cast<std::size_t>(col)];
}

double GridHeightField::groundM(PointM p) const {
  const double fx = std::clamp((p.x - m_origin.x) / m_cellM, 0.0, m_cols - 1.0);
  const double fy = std::clamp((p.y - m_origin.y) / m_cellM, 0.0, m_rows - 1.0);
  const int c = std::min(static_cast<int>(fx), m_cols - 2);
  const int r = std::min(static_cast<int>(fy), m_rows - 2);
  const double ax = fx - c;
  const double ay = fy - r;
  const double top = sample(m_ground, c, r) * (1 - ax) + sample(m_ground, c + 1, r) * ax;
  const double bottom = sample(m_ground, c, r + 1) * (1 - ax) + sample(m_ground, c + 1, r + 1) * ax;
  return top * (1 - ay) + bottom * ay;
}

double GridHeightField::obstacleM(PointM p) const {
  if (m_obstacle.empty()) return 0;
  const int c = static_cast<int>(std::lround((p.x - m_origin.x) / m_cellM));
  const int r = static_cast<int>(std::lround((p.y - m_origin.y) / m_cellM));
  return sample(m_obstacle, c, r);
}

Slope GridHeightField::slopeAt(PointM p) const {
  const double h = m_cellM;
  const double dx = (groundM({p.x + h, p.y}) - groundM({p.x - h, p.y})) / (2 * h);
  const double dy = (groundM({p.x, p.y + h}) - groundM({p.x, p.y - h})) / (2 * h);
  return slopeOfGradient(std::hypot(dx, dy), 1.0);
}

double eyeHeightM(bool mountedObserver, const C3Settings& s) {
  return mountedObserver ? s.eyeMountedM : s.eyeFootM;
}

double targetHeightM(Arm arm, const C3Settings& s) {
  return arm == Arm::Mounted ? s.targetMountedM : s.targetFootM;
}

bool sightLineClear(const HeightField& field, PointM eye, double eyeAboveGroundM, PointM target,
                    double targetTopM, const C3Settings& s) {
  const double length = distanceM(eye, target);
  const double z0 = field.groundM(eye) + eyeAboveGroundM;
  const double z1 = field.groundM(target) + targetTopM;
  for (double d = s.sightEndClearM; d <= length - s.sightEndClearM; d += s.sightSampleM) {
    const double f = d / length;
    const PointM p{eye.x + (target.x - eye.x) * f, eye.y + (target.y - eye.y) * f};
    const double line = z0 + (z1 - z0) * f;
    if (field.groundM(p) + field.obstacleM(p) > line) return false;
  }
  return true;
}

std::optional<double> deadGroundBeyondM(double eyeH, double obstacleH, double targetT,
                                        double obstacleFarEdgeM) {
  if (eyeH <= obstacleH) return std::nullopt;
  if (targetT >= obstacleH) return 0.0;
  return (obstacleH - targetT) * obstacleFarEdgeM / (eyeH - obstacleH);
}

SightRanges sightRanges(bool targetExtendedOrder, bool rain, const C3Settings& s) {
  const SightDistances d = sightDistances(targetExtendedOrder);
  const double f = rain ? s.rainSightFactor : 1.0;
  return {d.seenM * f, d.kindM * f, d.strengthM * f};
}

Sighting makeOut(double distance, bool lineClear, bool targetExtendedOrder, bool rain,
                 const C3Settings& s) {
  const SightRanges r = sightRanges(targetExtendedOrder, rain, s);
  Sighting out;
  out.seen = lineClear && distance <= r.seenM;
  out.kindKnown = out.seen && distance <= r.kindM;
  out.strengthKnown = out.seen && distance <= r.strengthM;
  return out;
}

double eventAReachM(std::optional<double> normalRateMPerMin, const C3Settings& s) {
  return s.eventAReachMin * normalRateMPerMin.value_or(s.unknownKindRateMPerMin);
}

bool EnemyWatch::observe(int minute, bool seen, double distance, double reachM,
                         bool movingOrChanging, const C3Settings& s) {
  bool event = false;
  if (seen && !m_firstWithinReach && distance <= reachM) {
    m_firstWithinReach = true;
    event = true;
  }
  if (seen && movingOrChanging && m_stillSince && minute - *m_stillSince >= s.eventAStillMin)
    event = true;
  if (movingOrChanging) {
    m_stillSince.reset();
  } else if (!m_stillSince) {
    m_stillSince = minute;
  }
  return event;
}

}  // namespace hfg::c3
