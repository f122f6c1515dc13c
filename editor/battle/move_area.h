// The hot seat's legal move area: the engine's reach of the selection, computed off the frame and kept per selection and table revision.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/moves/move_reach.h"
#include "editor/shell/background_job.h"

namespace hfg {

/// What the area is for: the table's revision (HotSeatBattle::revision), the movers, the kind.
struct MoveAreaKey {
  std::uint64_t revision = 0;
  std::vector<std::string> elementIds;
  battle::MoveKind kind = battle::MoveKind::Tactical;
  std::optional<double> finalHeadingDeg;  ///< a single element's "end facing"
  friend bool operator==(const MoveAreaKey&, const MoveAreaKey&) = default;
};

/// Asks core/battle/moves' moveReach on a worker thread (it checks a few hundred destinations
/// with planMove, too slow for a frame) and keeps the answer until the key changes.
class MoveArea {
 public:
  /// Wants the area of `key` on `battle`: nothing happens when it is already known or being
  /// computed; otherwise a copy of `battle` goes to a new job (a job for an older key is
  /// cancelled).
  void request(const battle::Battle& battle, const MoveAreaKey& key);
  /// Takes a finished job's answer; call once a frame.
  void poll();
  /// The area for the last key requested, once computed; null before or while computing.
  const battle::MoveReach* reach() const {
    return m_ready && m_readyKey == m_wanted ? &*m_ready : nullptr;
  }
  bool computing() const { return m_job.running(); }
  /// Forgets everything (no selection, another battle).
  void clear();
  /// Waits for the job and takes its answer (tests and screenshots).
  void wait();
  const std::string& error() const { return m_error; }

 private:
  BackgroundJob<battle::MoveReach> m_job;
  MoveAreaKey m_wanted;
  MoveAreaKey m_jobKey;
  bool m_hasJob = false;
  std::optional<battle::MoveReach> m_ready;
  MoveAreaKey m_readyKey;
  std::string m_error;
};

/// The colour band of a PIP cost (0, 1, 2, 3 or more), shared by the area and its legend.
int pipBand(int cost);

}  // namespace hfg
