// Base class of every editor window: owns the window frame (Begin/End) and its open state.
#pragma once

#include <optional>
#include <string>

namespace hfg {

class Document;

/// Where a panel first appears, as fractions of the main viewport's work area.
struct PanelPlacement {
  float x = 0.1f, y = 0.1f, width = 0.4f, height = 0.5f;
};

/// Subclasses draw their content only; the frame, title, close button and the early exit when
/// collapsed or closed live here.
class Panel {
 public:
  /// `key` is the stable name used in UI state files and on the command line (`--panel map`).
  Panel(std::string key, std::string title);
  virtual ~Panel() = default;
  Panel(const Panel&) = delete;
  Panel& operator=(const Panel&) = delete;

  const std::string& key() const { return m_key; }
  const std::string& title() const { return m_title; }
  bool isOpen() const { return m_open; }
  void setOpen(bool open) { m_open = open; }
  /// Opens the window and puts it above the others at the next frame.
  void bringToFront() {
    m_open = true;
    m_focus = true;
  }
  /// For the View menu's check marks.
  bool& openFlag() { return m_open; }
  /// Replaces the default first placement (used to show one panel full-size for screenshots).
  void setPlacement(const PanelPlacement& placement) { m_placement = placement; }

  /// Draws the window when open; `document` may be null when nothing is open.
  void draw(Document* document);

  /// A different document (or none) is now open.
  virtual void documentChanged(Document* document) { (void)document; }
  /// Copies view state the panel owns into the document's UI state before it is saved.
  virtual void storeUiState(Document& document) const { (void)document; }

 protected:
  virtual void drawContent(Document& document) = 0;
  /// Shown instead of drawContent when no document is open.
  virtual void drawEmpty();
  virtual PanelPlacement defaultPlacement() const { return {}; }
  virtual int windowFlags() const { return 0; }

 private:
  std::string m_key;
  std::string m_title;
  bool m_open = true;
  bool m_focus = false;  ///< bringToFront() was asked: focus at the next Begin
  std::optional<PanelPlacement> m_placement;
};

}  // namespace hfg
