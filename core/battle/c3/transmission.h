// Orders and Messages moving along the chain of command: staff processing and its queue, the
// messengers' ride, the receipt test, signal stations and Event i (K-22, K-28 to K-32, K-37,
// KB-19 to KB-23, KB-28 of shared/spec/c3.md).
#pragma once

#include <string>
#include <vector>

#include "core/battle/c3/c3_dice.h"
#include "core/battle/c3/c3_settings.h"

namespace hfg::c3 {

/// KB-21: a Commander's staff handles one item at a time, first come first served.
class StaffQueue {
 public:
  /// Processes an item that reaches the staff at `arrivesAt` for `minutes`; returns when it is done.
  double process(double arrivesAt, double minutes);
  double busyUntil() const { return m_busyUntil; }

 private:
  double m_busyUntil = 0;
};

/// K-32, KB-22: the receipt test on arrival.
struct Receipt {
  bool lost = false;
  int delayMin = 0;  ///< 3 x (1D10 + the receiver's fatigue) when not lost
};
Receipt receiptTest(int d10, int receiverFatigue, bool messengerPassedNearEnemy,
                    bool receiverEngaged, const C3Settings& s);

/// One place an Order or Message reaches on its way (KB-19): the sender, a Commander it passes
/// through, a signal station (K-37), or the addressee.
struct ChainNode {
  enum class Kind { Sender, Relay, Station, Addressee };
  Kind kind = Kind::Addressee;
  std::string name;
  int rating = 0;                  ///< Sender and Relay: processing is 5 x rating minutes (K-22)
  int fatigue = 0;                 ///< Relay and Addressee: fatigue of the Unit he is with (KB-22)
  bool engaged = false;            ///< Relay and Addressee: engaged at the receipt (KB-22)
  double rideInM = 0;              ///< messenger's ride from the previous node; 0 in base contact
  bool rideInPassedEnemy = false;  ///< the ride passed within 400 m of an enemy Unit (KB-22)
  StaffQueue* staff = nullptr;     ///< Sender and Relay: the staff's queue, if it is shared
};

/// What happened to the item, step by step, for the battle log (KG-16).
struct TransmissionStep {
  std::string what;
  double fromMin = 0;
  double toMin = 0;
};
struct Transmission {
  bool lost = false;
  std::string lostAt;          ///< the node whose receipt test lost it
  double effectiveAt = 0;      ///< when it takes effect at the addressee (if not lost)
  double expectedArrival = 0;  ///< the sender's reckoning: processing and rides, no receipt delay
  std::vector<TransmissionStep> steps;
};

/// KB-19: hop by hop from `startMin`: at the sender and every relay the item waits its turn and
/// is processed; a messenger rides to the next node at messenger rate (KT-13); every Commander
/// reached tests receipt (K-32) and his delay runs before he processes it; a signal station passes
/// it on after signal_station_min with no test (KB-28), the distance to the next station counting
/// nothing when `rideInM` is 0. The addressee adds no processing (his receipt delay stands for it).
/// Throws std::invalid_argument if the chain does not start with the sender and end with the
/// addressee.
Transmission transmit(const std::vector<ChainNode>& chain, double startMin, C3Dice& dice,
                      const C3Settings& s);

/// KB-23: Event i fires for the sender of a lost Order once no_response_notice_min have passed
/// since its expected arrival and he sees a Unit of the addressee.
bool noResponseNoticed(double expectedArrival, double now, bool seesAddresseeUnit,
                       const C3Settings& s);

/// KG-4: the delay a computer general may forecast for a chain: processing, rides and the mean
/// receipt delay 3 x (5.5 + fatigue) at every receiver.
double forecastDelayMin(const std::vector<ChainNode>& chain, const C3Settings& s);

}  // namespace hfg::c3
