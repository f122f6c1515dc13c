// Runs moveReach on a copy of the table in a background job and hands the answer to the frame that asked.
#include "editor/battle/move_area.h"

#include <algorithm>

#include "maps/map_error.h"

namespace hfg {

int pipBand(int cost) { return std::clamp(cost, 0, 3); }

void MoveArea::request(const battle::Battle& battle, const MoveAreaKey& key) {
  m_wanted = key;
  if ((m_ready && m_readyKey == key) || (m_hasJob && m_jobKey == key)) return;
  m_jobKey = key;
  m_hasJob = true;
  m_error.clear();
  battle::ReachOptions options;
  options.elementIds = key.elementIds;
  options.kind = key.kind;
  options.finalHeadingDeg = key.finalHeadingDeg;
  m_job.start("Legal move area", [table = battle, options](const maps::ProgressFn& progress) {
    battle::MoveReach reach = battle::moveReach(table, options, [&](double fraction) {
      return progress(fraction, "Checking destinations");
    });
    if (!reach.complete) throw maps::Cancelled("Legal move area cancelled.");
    return reach;
  });
}

void MoveArea::poll() {
  if (!m_hasJob || !m_job.finished()) return;
  auto result = m_job.takeResult();
  m_hasJob = false;
  if (result) {
    m_ready = std::move(result);
    m_readyKey = m_jobKey;
  } else if (m_jobKey == m_wanted) {
    m_error = m_job.error();
  }
}

void MoveArea::clear() {
  m_job.cancel();
  m_jobKey.revision = ~std::uint64_t{0};  // the cancelled job answers no later request
  m_wanted = {};
  m_ready.reset();
  m_error.clear();
}

void MoveArea::wait() {
  if (!m_hasJob) return;
  m_job.wait();
  poll();
}

}  // namespace hfg
