// A computer general for one side of a C3 battle (section 7 of shared/spec/c3.md, KG-1 to
// KG-16): a plan made from the army commander's knowledge, turned into Orders for every
// Commander and Unit; Orders passed down the chain by messengers whose delay it forecasts and
// accepts; answers to Events. It reads only the side's view (KG-14): it cannot cheat round the
// friction the rules make.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/c3/c3_player.h"
#include "core/battle/c3/c3_settings.h"

namespace hfg::c3 {

/// KG-1: the army's intent. `target` is where the attack goes in (the enemy's known centre, else
/// the meeting point); a defender holds where it stands.
struct C3Intent {
  bool attack = false;
  PointM target;
  int madeAt = 0;  ///< battle minute the intent was fixed or last revisited
};

class C3General final : public C3Player {
 public:
  /// `attacker`: the campaign's attacker (C-17); `meetingPoint`: the table's centre in metres,
  /// where the attack goes when no enemy is known yet; `year` dates the guns' ranges (KT-18).
  C3General(bool attacker, PointM meetingPoint, int year, C3Settings settings = {});

  std::vector<C3Order> initialOrders(const C3SideView& view) override;
  std::optional<ResponseChoice> respond(const C3SideView& view,
                                        const OfferedEvent& event) override;

  const C3Intent& intent() const { return m_intent; }

 private:
  std::optional<ResponseChoice> asUnitCommander(const C3SideView& v, const OfferedEvent& e);
  std::optional<ResponseChoice> asCommander(const C3SideView& v, const OfferedEvent& e);
  std::optional<ResponseChoice> asArmyCommander(const C3SideView& v, const OfferedEvent& e);
  /// KG-2: the Orders that carry the intent to one Commander's own Units.
  std::vector<C3Order> ordersForUnits(const C3SideView& v, int commander,
                                      const C3Order& his) const;
  /// KG-2: the Order of a subordinate Commander (-1: the army commander's own intent).
  C3Order orderForCommander(const C3SideView& v, int commander) const;
  /// KG-4: Orders sent with their forecast delay accepted; remembered for Event i.
  ResponseChoice sendDown(const C3SideView& v, int from, std::vector<C3Order> orders,
                          const std::string& why);
  std::optional<ResponseChoice> commitReserve(const C3SideView& v, int army, PointM where);

  /// KG-9: where a battery under an attack deploys: short of the goal by its effective range.
  PointM batteryPlace(const C3Unit& gun, PointM from, PointM goal) const;

  bool m_attacker = false;
  PointM m_meetingPoint;
  C3Settings m_settings;
  int m_year = 1815;
  C3Intent m_intent;
  std::map<int, C3Order> m_lastPassed;  ///< Commander -> the Order he has passed down
  std::map<int, std::vector<C3Order>> m_sent;  ///< sender -> the Orders he sent (Event i)
  bool m_reserveCommitted = false;
  int m_revisions = 0;
};

}  // namespace hfg::c3
