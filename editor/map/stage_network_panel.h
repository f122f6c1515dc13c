// The stage network panel: the selected node or link's properties and the network warnings.
#pragma once

#include <cstdint>
#include <string>

#include "core/model/stage_map.h"
#include "editor/shell/background_job.h"
#include "editor/shell/cached_problems.h"
#include "editor/shell/panel.h"
#include "maps/network/stage_network_settings.h"

namespace hfg {

class MapEditor;

class StageNetworkPanel : public Panel {
 public:
  explicit StageNetworkPanel(MapEditor& editor);

  /// "Build from roads": derives nodes and links from the map's road, railway and river features
  /// (maps/network) on a worker thread. The result replaces the network as one undo step.
  void startBuild(const Document& document);
  /// Applies a finished build to the document; true when an edit was made. Called every frame.
  bool pollBuild(Document& document);
  BackgroundJob<StageMap>& buildJob() { return m_buildJob; }
  maps::StageNetworkSettings& buildSettings() { return m_buildSettings; }
  /// The last build's outcome in plain words ("Built 12 nodes and 15 links." or the error).
  const std::string& buildMessage() const { return m_buildMessage; }

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.82f, 0.0f, 0.18f, 0.35f}; }

 private:
  void drawNode(Document& document);
  void drawLink(Document& document);
  void drawWarnings(Document& document);
  void drawBuild(Document& document);

  MapEditor& m_editor;
  std::string m_nameEdit;     ///< the name field's text while it is being typed
  std::string m_nameEditFor;  ///< the node the text belongs to
  std::string m_mergeWith;
  CachedProblems m_warnings;
  BackgroundJob<StageMap> m_buildJob;
  maps::StageNetworkSettings m_buildSettings;
  std::string m_buildMessage;
  bool m_buildFailed = false;
  std::uint64_t m_buildSerial = 0;  ///< the document the running build is for
};

}  // namespace hfg
