// A demonstration scenario built in code: Bohemia, late June 1866, for screenshots and tests.
#pragma once

#include "core/model/scenario.h"

namespace hfg {

/// Twelve towns of north-east Bohemia with roads, railways, the Elbe and a water link; woods,
/// hills and a marsh; Prussia (three armies) against Austria and Saxony (two armies), with forces
/// placed roughly where they stood on 27 June 1866. Positions are approximate, in metres east and
/// north of Königgrätz. Not a historical orbat: element lists are illustrative.
Scenario makeDemoScenario();

}  // namespace hfg
