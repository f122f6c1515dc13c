#include "core/battle/c3/transmission.h"

#include <algorithm>
#include <stdexcept>

#include "core/battle/c3/campaign_tables.h"

namespace hfg::c3 {

double StaffQueue::process(double arrivesAt, double minutes) {
  const double start = std::max(arrivesAt, m_busyUntil);
  m_busyUntil = start + minutes;
  return m_busyUntil;
}

Receipt receiptTest(int d10, int receiverFatigue, bool messengerPassedNearEnemy,
                    bool receiverEngaged, const C3Settings& s) {
  Receipt r;
  if (d10 >= s.lossFace && (messengerPassedNearEnemy || receiverEngaged)) {
    r.lost = true;
    return r;
  }
  r.delayMin = s.receiptMinPerPoint * (d10 + std::max(0, receiverFatigue));
  return r;
}

namespace {

void checkChain(const std::vector<ChainNode>& chain) {
  using K = ChainNode::Kind;
  if (chain.size() < 2 || chain.front().kind != K::Sender || chain.back().kind != K::Addressee)
    throw std::invalid_argument("a transmission runs from its sender to its addressee (KB-19)");
  for (std::size_t i = 1; i + 1 < chain.size(); ++i)
    if (chain[i].kind == K::Sender || chain[i].kind == K::Addressee)
      throw std::invalid_argument("only relays and signal stations stand between (KB-19)");
}

// Processing at a Commander's staff, queued (KB-21).
double processAt(const ChainNode& node, double t, Transmission& out) {
  const double minutes = processingMin(node.rating);
  StaffQueue own;
  StaffQueue& staff = node.staff ? *node.staff : own;
  const double done = staff.process(t, minutes);
  out.steps.push_back({node.name + " staff processes", done - minutes, done});
  return done;
}

}  // namespace

Transmission transmit(const std::vector<ChainNode>& chain, double startMin, C3Dice& dice,
                      const C3Settings& s) {
  checkChain(chain);
  using K = ChainNode::Kind;
  Transmission out;
  double t = processAt(chain.front(), startMin, out);
  double expected = t;
  for (std::size_t i = 1; i < chain.size(); ++i) {
    const ChainNode& node = chain[i];
    const double ride = node.rideInM / s.messengerRateMPerMin;
    if (ride > 0) out.steps.push_back({"messenger rides to " + node.name, t, t + ride});
    t += ride;
    expected += ride;
    if (node.kind == K::Station) {
      out.steps.push_back({node.name + " signals", t, t + s.signalStationMin});
      t += s.signalStationMin;
      expected += s.signalStationMin;
      continue;
    }
    const Receipt r =
        receiptTest(dice.d10("K-32"), node.fatigue, node.rideInPassedEnemy, node.engaged, s);
    if (r.lost) {
      out.lost = true;
      out.lostAt = node.name;
      out.steps.push_back({"lost at " + node.name + " (KB-22)", t, t});
      out.expectedArrival = expected;
      return out;
    }
    out.steps.push_back({node.name + " receipt delay", t, t + r.delayMin});
    t += r.delayMin;
    if (node.kind == K::Relay) {
      t = processAt(node, t, out);
      expected += processingMin(node.rating);
    }
  }
  out.effectiveAt = t;
  out.expectedArrival = expected;
  return out;
}

bool noResponseNoticed(double expectedArrival, double now, bool seesAddresseeUnit,
                       const C3Settings& s) {
  return seesAddresseeUnit && now >= expectedArrival + s.noResponseNoticeMin;
}

double forecastDelayMin(const std::vector<ChainNode>& chain, const C3Settings& s) {
  checkChain(chain);
  using K = ChainNode::Kind;
  double t = processingMin(chain.front().rating);
  for (std::size_t i = 1; i < chain.size(); ++i) {
    const ChainNode& node = chain[i];
    t += node.rideInM / s.messengerRateMPerMin;
    if (node.kind == K::Station) {
      t += s.signalStationMin;
      continue;
    }
    t += s.receiptMinPerPoint * (5.5 + node.fatigue);
    if (node.kind == K::Relay) t += processingMin(node.rating);
  }
  return t;
}

}  // namespace hfg::c3
