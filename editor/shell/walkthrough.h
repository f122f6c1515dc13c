// The "From a scan to a campaign" walkthrough (docs/editor.md) as steps driven on a Workspace.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace hfg {

class Workspace;

struct WalkthroughStep {
  std::string key;      ///< "points", as given to --walkthrough
  std::string caption;  ///< what the user does in this step, for docs and the test log
};

/// The steps, in order: scan, points, preview, georeferenced, terrain, network, orbats, saved, table.
const std::vector<WalkthroughStep>& walkthroughSteps();

/// Where the walkthrough reads its scan and writes its scenario.
struct WalkthroughPaths {
  /// The Library of Congress Gettysburg scan (shared/data/gettysburg_gnpc_map.jpg). Its nine
  /// control points (the .aux.xml beside it) are what the user clicks and types.
  std::filesystem::path scan;
  /// The new scenario's folder: scenario.json, its map, the orbats and imported/ go here.
  std::filesystem::path folder;
};

/// The key of the Jena example, a walkthrough of its own: `paths.scan` is the SRTM tile
/// (shared/data/N50E011.hgt), and a new scenario gets a 9x6 table east of Jena in the Battle
/// table panel, with its set-up, PNG and PDF in `paths.folder`.
inline constexpr const char* kJenaExample = "jena";

/// Does what a user does, through the panels' own entry points (the functions their buttons and
/// clicks call; map clicks go through MapEditor as pointer input), from an empty scenario up to and
/// including step `lastStep`, waiting for each worker (warp, import, classification, network
/// build). Leaves the panels of that step open and laid out for a screenshot. `lastStep`
/// kJenaExample runs the Jena example instead. The workspace must
/// have its ScenarioFiles set for the "saved" step. Throws std::runtime_error naming the step and
/// what failed.
void runWalkthrough(Workspace& workspace, const WalkthroughPaths& paths,
                    const std::string& lastStep);
/// One step alone, continuing from the state the step before it left (tests draw frames between
/// steps). Throws as runWalkthrough, also for an unknown step.
void runWalkthroughStep(Workspace& workspace, const WalkthroughPaths& paths,
                        const std::string& step);

}  // namespace hfg
