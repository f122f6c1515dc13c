// The property test's own referee of C-24 (two-period embarking and landing, the surf die) and
// C-25 (line capacity), from the orders given, the truth before and after each period and the
// dice in the log: none of the engine's decisions are reused.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/orders.h"
#include "core/model/scenario.h"

namespace hfg::test {

class WaterRailReferee {
 public:
  using Fail = std::function<void(const std::string&)>;
  WaterRailReferee(const Scenario& scenario, Fail fail);

  /// The day's orders, as written at dawn: each period's step is read from them.
  void dawn(const std::vector<SideOrders>& orders) { m_orders = orders; }
  /// One period: `before` the state as it was left by the last period, `after` as this one
  /// ended, its log events from `logFrom`; `routed` the forces a battle moved at its end.
  void period(const CampaignState& before, const CampaignState& after, std::size_t logFrom,
              const std::vector<std::string>& routed);
  /// C-25 despatches: checked once the campaign's journeys are known.
  void end();
  /// After battle results are applied between periods: troops aboard are where their fleet is,
  /// within its room, and in no battle (C-24).
  void betweenPeriods(const CampaignState& st, const std::string& when);

  /// What it saw, so that a run shows the checks had something to check.
  struct Seen {
    int boardings = 0;  ///< embarkings and landings completed, of forces not foot among them
    int notFoot = 0;
    int surfStops = 0;
    int journeys = 0;  ///< rail journeys, and elements detrained
    int detrained = 0;
  };
  const Seen& seen() const { return m_seen; }

 private:
  struct Journey {
    std::string force, from, to;
    int entrained = 0;
    int elements = 1;
    int extra = 0;                     ///< C-25: periods for the stages over 16
    int first = -1;                    ///< period its first element detrained
    std::vector<std::string> onBoard;  ///< its other elements, still on the line
  };
  struct PeriodSeen {
    int period = -1;
    std::map<std::string, StepKind> steps;  ///< the step each force was given
    std::map<std::string, int> navalDie;    ///< by side: its fleet's die of the period
    CampaignState after;
  };

  std::optional<StepKind> stepOf(const std::string& force, Period period) const;
  std::map<std::string, int> navalDice(const CampaignState& after, std::size_t logFrom,
                                       const std::string& at);
  bool foot(const CampaignState& st, const Force& f) const;
  bool fleetHasShips(const CampaignState& st, const std::string& fleet) const;
  bool friendlyPort(const std::string& node, const std::string& side, const CampaignState& a,
                    const CampaignState& b) const;
  void boarding(const Force& was, const Force& now, const CampaignState& before,
                const CampaignState& after, const std::map<std::string, int>& dice,
                const std::string& at);
  void surfEvents(const CampaignState& before, const CampaignState& after, std::size_t logFrom,
                  const std::string& at);
  void rail(const CampaignState& before, const CampaignState& after, int p, const std::string& at);
  int railExtra(const std::string& from, const std::string& to) const;
  /// C-24: troops aboard do not grow, fight or work; C-22: works only by land troops ashore.
  void cargo(const CampaignState& before, const CampaignState& after, std::size_t logFrom,
             const std::string& at);
  /// C-25: elements come off the train to their force at the station; a force whose elements
  /// are still on the line stays there (a battle's rout or an avoidance aside).
  void detraining(const CampaignState& before, const CampaignState& after,
                  const std::set<std::string>& drivenOff, const std::string& at);
  bool naval(const CampaignState& st, const Force& f) const;

  const Scenario& m_scenario;
  Fail m_fail;
  std::vector<SideOrders> m_orders;
  PeriodSeen m_last;
  Seen m_seen;
  std::vector<Journey> m_journeys;
};

}  // namespace hfg::test
