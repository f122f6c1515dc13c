// The seated side's view drawn on the editor's map canvas: forces, sightings, battles, works, plans, the day's march.
#pragma once

#include <imgui.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "editor/campaign/campaign_animation.h"
#include "editor/campaign/campaign_picture.h"
#include "editor/map/map_overlay.h"

namespace hfg {

class CampaignSession;

/// Everything one side's map shows of the campaign, drawn from that side's SideView only (C-6):
/// own forces (filled), enemy forces where last seen (outlined, fainter the older the sighting),
/// battles with their state, its own works and the bridges broken or rebuilt, the plans of
/// today's orders, routs, and yesterday's movement animated. Under the hand-over cover and
/// between days it draws nothing; while a campaign runs the canvas draws no start forces.
class CampaignMapLayer : public MapOverlay {
 public:
  /// C-21: a routed force, drawn as an arrow from the battle to where it fled.
  struct RoutMark {
    std::string force;
    Vec2 fromMetres;  ///< the meeting point
    int day = 0;      ///< the battle's day: shown until the next day's orders are written
  };

  /// The campaign shown (null: none); forgets the last one's routs, selection and animation.
  void setSession(CampaignSession* session);
  /// A click on a node while a force is selected (the panel turns it into an order).
  void setOnNodeClicked(std::function<void(const std::string&)> handler) {
    m_onNode = std::move(handler);
  }

  bool hidesScenarioForces() const override { return m_session != nullptr; }
  bool active() const override;
  void paint(ImDrawList& drawList, const Camera& camera) override;
  bool click(Vec2 screenPixels) override;
  std::optional<Vec2> takeCentreRequest() override;
  Vec2 legendSizePixels() const override;
  void paintLegend(ImDrawList& drawList, Vec2 topLeftPixels) const override;

  const std::string& selectedForce() const { return m_selectedForce; }
  void selectForce(const std::string& force) { m_selectedForce = force; }
  /// Asks the canvas to centre `where` at its next frame (mapCentre() keeps it for tests).
  void centreOn(Vec2 where);
  const std::optional<Vec2>& mapCentre() const { return m_centre; }

  /// Yesterday's movement of the seated side's own forces, played when its screen opens.
  CampaignAnimation& animation() { return m_animation; }
  /// Builds the seated side's animation of yesterday, held at `periods`.
  void startAnimation(double periods);
  /// Starts the animation once per day and side when a side's screen opens.
  void animateYesterdayOnce();
  void setAnimationAutoplay(bool on) { m_animationAutoplay = on; }
  bool animating() const;
  /// −1: now; else the index into yesterday's three periods (the replay slider).
  int replayPeriod() const { return m_replayPeriod; }
  void setReplayPeriod(int period) { m_replayPeriod = period; }

  void addRout(RoutMark rout) { m_routs.push_back(std::move(rout)); }
  const std::vector<RoutMark>& routs() const { return m_routs; }

  // ---- what the last frame drew and where (tests; the UI script clicks by these) ----
  /// The force markers' labels the last frame drew.
  const std::vector<std::string>& drawnLabels() const { return m_drawnLabels; }
  /// Forces whose rout arrow the last frame drew.
  const std::vector<std::string>& drawnRouts() const { return m_drawnRouts; }
  /// Screen position of a node or force marker on the last frame's map.
  std::optional<ImVec2> screenOf(const std::string& id) const;

 private:
  void forget();
  void paintBattles(ImDrawList& drawList, const Camera& camera, const SideView& view);
  void paintWorksAndBridges(ImDrawList& drawList, const Camera& camera, const SideView& view);
  void paintPlans(ImDrawList& drawList, const Camera& camera);
  void paintMarkers(ImDrawList& drawList, const Camera& camera, const SideView& view,
                    const CampaignPicture& picture);
  void paintRouts(ImDrawList& drawList, const Camera& camera);
  void paintCaption(ImDrawList& drawList, const Camera& camera) const;

  CampaignSession* m_session = nullptr;
  std::function<void(const std::string&)> m_onNode;
  std::string m_selectedForce;
  std::optional<Vec2> m_centre;
  bool m_centrePending = false;
  CampaignAnimation m_animation;
  int m_animatedDay = 0;  ///< the day and side m_animation was built for
  std::string m_animatedSide;
  bool m_animationAutoplay = true;
  int m_replayPeriod = -1;
  std::vector<RoutMark> m_routs;
  std::vector<std::string> m_drawnRouts;
  std::vector<std::string> m_drawnLabels;
  std::vector<std::string> m_ownMarkers;    ///< own forces drawn last frame, for clicks
  std::map<std::string, ImVec2> m_screen;   ///< nodes and markers
  std::map<std::string, ImVec2> m_markers;  ///< force markers only
};

}  // namespace hfg
